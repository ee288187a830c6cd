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
import { useT } from '../../../lib/i18n.tsx';
import { roleWords } from '../components/admin-shell.tsx';

const PAGE_SIZE = 25;
const KINDS = ['', 'change', 'read'] as const;

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
  const t = useT();
  if (entry.changes.length === 0)
    return <span className="text-slate-600">{entry.kind === 'read' ? t('admin.audit.read') : t('admin.audit.noChange')}</span>;
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
              {fields.length > 8 && <li>{t('admin.audit.moreFields', { count: fields.length - 8 })}</li>}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export function Component() {
  const t = useT();
  const [filters, setFilters] = useState<Filters>(NONE);
  const [page, setPage] = useState(1);
  const list = useAuditTrail(queryOf(filters, page));
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  return (
    <>
      <PageHeader title={t('admin.nav.auditTrail')} description={t('admin.audit.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SearchFilter label={t('admin.audit.person')} value={filters.person} onChange={(person) => set({ person })} />
        <SearchFilter label={t('admin.audit.listing')} value={filters.listing} onChange={(listing) => set({ listing })} />
        <SearchFilter label={t('admin.audit.booking')} value={filters.booking} onChange={(booking) => set({ booking })} />
        <SelectFilter
          label={t('admin.listingReview.kind')}
          value={filters.kind}
          options={KINDS}
          labelOf={(k) => t(`admin.audit.kind.${k || 'all'}`)}
          onChange={(kind) => set({ kind })}
        />
        <CalendarFilter label={t('admin.audit.from')} type="date" value={filters.from} onChange={(from) => set({ from })} />
        <CalendarFilter label={t('admin.audit.to')} type="date" value={filters.to} onChange={(to) => set({ to })} />
      </div>
      <DataTable
        caption={t('admin.audit.caption')}
        loadingText={t('admin.audit.loading')}
        emptyText={t('admin.audit.empty')}
        emptyHint={t('admin.audit.emptyHint')}
        rows={list.data?.items}
        rowKey={(e) => e._id}
        load={list}
        paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onPage: setPage, label: t('admin.audit.pages') }}
        columns={[
          { header: t('admin.audit.when'), cell: (e) => formatDateTime(e.at), className: 'whitespace-nowrap', phone: 'title' },
          {
            header: t('admin.audit.who'),
            cell: (e) => (
              <>
                <span>{roleWords(t, e.actorRole)}</span> <span className="break-all text-xs text-slate-600">{e.actorId}</span>
                <span className="block text-xs text-slate-600">
                  {e.ip ? t('admin.audit.fromIp', { ip: e.ip }) : t('admin.audit.fromUnknown')}
                </span>
              </>
            ),
          },
          {
            header: t('admin.audit.what'),
            cell: (e) => (
              <>
                {/* the call and the API's own description of it, recorded with the entry: English, as the API documents it */}
                <span className="font-mono text-xs" lang="en">
                  {e.action}
                </span>
                <span className="block text-xs text-slate-600" lang="en">
                  {e.summary}
                </span>
              </>
            ),
          },
          { header: t('admin.audit.beforeAfter'), cell: (e) => <Changes entry={e} /> },
        ]}
      />
    </>
  );
}
