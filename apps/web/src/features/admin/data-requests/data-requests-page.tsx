// The back-office's Data requests (/admin/data-requests): people's downloads, corrections, erasures and
// nominees, with the 90-day deadline of the DPDP Rules; open and overdue ones first (decision 0051).
// English only, not yet in the catalogue.
import type { DataRequest } from '@raahi/contract/privacy';
import { DATA_REQUEST_KINDS, type DataRequestKind, type DataRequestStatus } from '@raahi/contract/rules/personal-data';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDataRequests } from './api/data-requests.ts';

const PAGE_SIZE = 25;
const KIND: Record<DataRequestKind, string> = { access: 'Download', correction: 'Correction', erasure: 'Erasure', nominee: 'Nominee' };
const select = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

const columns: Column<DataRequest>[] = [
  { header: 'Request', cell: (r) => KIND[r.kind], phone: 'title', sortBy: (r) => r.kind },
  { header: 'Person', cell: (r) => r.userName, sortBy: (r) => r.userName },
  {
    header: 'Status',
    cell: (r) =>
      r.overdue ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Overdue</span>
      ) : r.status === 'open' ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">Open</span>
      ) : (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">Done</span>
      ),
  },
  { header: 'Asked', cell: (r) => formatDateTime(r.requestedAt), sortBy: (r) => r.requestedAt },
  { header: 'Due by', cell: (r) => formatDateTime(r.dueBy), sortBy: (r) => r.dueBy },
  { header: 'Done', cell: (r) => (r.completedAt ? formatDateTime(r.completedAt) : '—') },
  { header: 'Note', cell: (r) => r.note, className: 'max-w-xs whitespace-normal' },
];

export function Component() {
  const [status, setStatus] = useState<DataRequestStatus | ''>('');
  const [kind, setKind] = useState<DataRequestKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useDataRequests({ status: status || undefined, kind: kind || undefined, page, limit: PAGE_SIZE });
  return (
    <>
      <PageHeader
        title="Data requests"
        description="What people asked about their personal data, answered within 90 days. Open and overdue requests come first."
        actions={
          <div className="flex flex-wrap gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              Status
              <select
                value={status}
                className={select}
                onChange={(e) => {
                  setStatus(e.target.value as DataRequestStatus | '');
                  setPage(1);
                }}
              >
                <option value="">All</option>
                <option value="open">Open</option>
                <option value="done">Done</option>
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              Request
              <select
                value={kind}
                className={select}
                onChange={(e) => {
                  setKind(e.target.value as DataRequestKind | '');
                  setPage(1);
                }}
              >
                <option value="">All</option>
                {DATA_REQUEST_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND[k]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        }
      />
      <DataTable
        caption="Data requests"
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r._id}
        load={list}
        emptyText="No data requests."
        emptyHint="Downloads, corrections, erasures and nominees people ask for appear here."
        loadingText="Loading data requests…"
        countText={(n) => `${n} request${n === 1 ? '' : 's'}`}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: 'Data request pages' }}
      />
    </>
  );
}
