// The audit trail (admins): who changed what, from where, with the values before and after, and which
// staff read whose personal data; searchable by person (id or email), listing, booking and days. It is a
// record: nothing here edits it (decision 0052).
import type { AuditEntry, AuditQuery } from '@raahi/contract/audit';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { DataTable } from '../components/data-table.tsx';
import { CalendarFilter, SearchFilter, SelectFilter } from '../components/filter-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useAuditTrail } from './api/audit.ts';

const PAGE_SIZE = 25;
const KINDS = ['', 'change', 'read'] as const;
const KIND_LABEL = { '': 'Changes and reads', change: 'Changes', read: 'Reads of personal data' } as const;

type Filters = { person: string; listing: string; booking: string; kind: (typeof KINDS)[number]; from: string; to: string };
const NONE: Filters = { person: '', listing: '', booking: '', kind: '', from: '', to: '' };

const queryOf = (f: Filters, page: number): AuditQuery => ({
  page,
  limit: PAGE_SIZE,
  ...(f.person.trim() && { person: f.person.trim() }),
  ...(f.listing.trim() && { listing: f.listing.trim() }),
  ...(f.booking.trim() && { booking: f.booking.trim() }),
  ...(f.kind && { kind: f.kind }),
  ...(f.from && { from: f.from }),
  ...(f.to && { to: f.to }),
});

const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="text-slate-600">{entry.kind === 'read' ? 'Read' : 'No stored row changed'}</span>;
  return (
    <ul className="space-y-1">
      {entry.changes.map((c, i) => {
        const fields = Object.keys({ ...c.old, ...c.new });
        return (
          <li key={`${c.table}-${c.id}-${i}`}>
            <span className="font-semibold">{c.table}</span> <span className="text-xs text-slate-600">{c.id.slice(0, 8)}</span>
            <ul className="ml-3 text-xs">
              {fields.slice(0, 8).map((f) => (
                <li key={f} className="break-all">
                  {f}: <del className="text-red-800">{shown(c.old?.[f])}</del> →{' '}
                  <ins className="text-emerald-800 no-underline">{shown(c.new?.[f])}</ins>
                </li>
              ))}
              {fields.length > 8 && <li>and {fields.length - 8} more fields</li>}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export function Component() {
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const list = useAuditTrail(queryOf(filters, page));
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Every change by staff and providers, and every staff read of someone's personal data: who, when, from where, and the values before and after. Entries are kept for at least a year and cannot be edited."
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SearchFilter label="Person (account id or email)" value={filters.person} onChange={(person) => set({ person })} />
        <SearchFilter label="Listing id" value={filters.listing} onChange={(listing) => set({ listing })} />
        <SearchFilter label="Booking id" value={filters.booking} onChange={(booking) => set({ booking })} />
        <SelectFilter label="Kind" value={filters.kind} options={KINDS} labelOf={(k) => KIND_LABEL[k]} onChange={(kind) => set({ kind })} />
        <CalendarFilter label="From (day)" type="date" value={filters.from} onChange={(from) => set({ from })} />
        <CalendarFilter label="To (day)" type="date" value={filters.to} onChange={(to) => set({ to })} />
      </div>
      <DataTable
        caption="Audit entries, newest first"
        loadingText="Loading the audit trail…"
        emptyText="No entries match."
        emptyHint="Changes by staff and providers appear here as they are made."
        rows={list.data?.items}
        rowKey={(e) => e._id}
        load={list}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: 'Audit trail pages' }}
        columns={[
          { header: 'When', cell: (e) => formatDateTime(e.at), className: 'whitespace-nowrap', phone: 'title' },
          {
            header: 'Who',
            cell: (e) => (
              <>
                <span className="capitalize">{e.actorRole}</span> <span className="break-all text-xs text-slate-600">{e.actorId}</span>
                <span className="block text-xs text-slate-600">from {e.ip || 'an unknown address'}</span>
              </>
            ),
          },
          {
            header: 'What',
            cell: (e) => (
              <>
                <span className="font-mono text-xs">{e.action}</span>
                <span className="block text-xs text-slate-600">{e.summary}</span>
              </>
            ),
          },
          { header: 'Before → after', cell: (e) => <Changes entry={e} /> },
        ]}
      />
    </>
  );
}
