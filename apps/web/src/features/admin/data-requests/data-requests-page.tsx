// The back-office's Data requests (/admin/data-requests): people's downloads, corrections, erasures and
// nominees, with the 90-day deadline of the DPDP Rules; open and overdue ones first (decision 0051).
import type { DataRequest } from '@raahi/contract/privacy';
import { DATA_REQUEST_KINDS, type DataRequestKind, type DataRequestStatus } from '@raahi/contract/rules/personal-data';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDataRequests } from './api/data-requests.ts';
import { useT } from '../../../lib/i18n.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';
import type { Words } from '../components/form-page.tsx';

const PAGE_SIZE = 25;
const select = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

const columnsIn = (t: Words): Column<DataRequest>[] => [
  { header: t('admin.dataRequests.request'), cell: (r) => t(`admin.dataRequests.kind.${r.kind}`), phone: 'title', sortBy: (r) => r.kind },
  { header: t('admin.dataRequests.person'), cell: (r) => storedWord(t, r.userName), sortBy: (r) => r.userName },
  {
    header: t('admin.complaints.status'),
    cell: (r) =>
      r.overdue ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{t('admin.complaints.overdue')}</span>
      ) : r.status === 'open' ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">{t('admin.dataRequests.open')}</span>
      ) : (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t('admin.dataRequests.done')}
        </span>
      ),
  },
  { header: t('admin.dataRequests.asked'), cell: (r) => formatDateTime(r.requestedAt), sortBy: (r) => r.requestedAt },
  { header: t('admin.dataRequests.dueBy'), cell: (r) => formatDateTime(r.dueBy), sortBy: (r) => r.dueBy },
  { header: t('admin.dataRequests.doneAt'), cell: (r) => (r.completedAt ? formatDateTime(r.completedAt) : '—') },
  { header: t('admin.dataRequests.note'), cell: (r) => r.note, className: 'max-w-xs whitespace-normal' },
];

export function Component() {
  const t = useT();
  const [status, setStatus] = useState<DataRequestStatus | ''>('');
  const [kind, setKind] = useState<DataRequestKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useDataRequests({ status: status || undefined, kind: kind || undefined, page, limit: PAGE_SIZE });
  return (
    <>
      <PageHeader
        title={t('admin.nav.dataRequests')}
        description={t('admin.dataRequests.description')}
        actions={
          <div className="flex flex-wrap gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('admin.complaints.status')}
              <select
                value={status}
                className={select}
                onChange={(e) => {
                  setStatus(e.target.value as DataRequestStatus | '');
                  setPage(1);
                }}
              >
                <option value="">{t('admin.complaints.all')}</option>
                <option value="open">{t('admin.dataRequests.open')}</option>
                <option value="done">{t('admin.dataRequests.done')}</option>
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('admin.dataRequests.request')}
              <select
                value={kind}
                className={select}
                onChange={(e) => {
                  setKind(e.target.value as DataRequestKind | '');
                  setPage(1);
                }}
              >
                <option value="">{t('admin.complaints.all')}</option>
                {DATA_REQUEST_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`admin.dataRequests.kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        }
      />
      <DataTable
        caption={t('admin.nav.dataRequests')}
        columns={columnsIn(t)}
        rows={list.data?.items}
        rowKey={(r) => r._id}
        load={list}
        emptyText={t('admin.dataRequests.empty')}
        emptyHint={t('admin.dataRequests.emptyHint')}
        loadingText={t('admin.dataRequests.loading')}
        countText={(n) => t('admin.dataRequests.count', { count: n })}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: t('admin.dataRequests.pages') }}
      />
    </>
  );
}
