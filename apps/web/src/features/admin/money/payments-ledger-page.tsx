// /admin/payments: every payment and refund (admins), filtered by dates, kind, status and method, paged by
// the server, and the filtered rows downloaded as a CSV file.
import { CallError } from '../../../components/ui/states.tsx';
import {
  LEDGER_KINDS,
  LEDGER_METHODS,
  LEDGER_STATUSES,
  type LedgerEntry,
  type LedgerFilters,
  type LedgerMethod,
} from '@raahi/contract/ledger';
import { useState } from 'react';
import { CallButton } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { DataTable, type Column } from '../components/data-table.tsx';
import { CalendarFilter, SelectFilter } from '../components/filter-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useLedgerDownload } from './api/download-ledger.ts';
import { LEDGER_PAGE_SIZE, useLedger } from './api/get-ledger.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { Words } from '../components/form-page.tsx';

const ALL = '' as const;
/** One of the ledger's select filters: every value with its label, after `all` for no filter. */
function Choice<K extends string>({
  label,
  labelOf,
  values,
  all,
  value,
  onChange,
}: {
  label: string;
  labelOf: (value: K) => string;
  values: readonly K[];
  all: string;
  value: K | '';
  onChange: (value: K | '') => void;
}) {
  return (
    <SelectFilter
      label={label}
      labelClassName="text-slate-700"
      value={value}
      onChange={onChange}
      options={[ALL, ...values]}
      labelOf={(v) => (v ? labelOf(v) : all)}
    />
  );
}

const STATUS_TONE: Record<LedgerEntry['status'], string> = {
  created: 'text-slate-700',
  captured: 'text-emerald-800',
  failed: 'text-red-700',
  voided: 'text-slate-600',
  pending: 'text-amber-800',
  processed: 'text-violet-800',
};

const isMethod = (m: string): m is LedgerMethod => (LEDGER_METHODS as readonly string[]).includes(m);

const columnsIn = (t: Words): Column<LedgerEntry>[] => [
  { header: t('admin.ledger.date'), cell: (e) => formatDateTime(e.date), className: 'whitespace-nowrap', sortBy: (e) => e.date },
  { header: t('admin.listingReview.kind'), cell: (e) => t(`admin.ledger.kind.${e.kind}`), phone: 'title' },
  {
    header: t('admin.ledger.booking'),
    cell: (e) => (
      <span className="font-mono text-xs" title={e.bookingId}>
        {e.bookingId.slice(0, 8)} <span className="font-sans text-slate-600">({t(`admin.role.${e.bookingKind}`)})</span>
      </span>
    ),
  },
  { header: t('admin.listingReview.listing'), cell: (e) => e.listing, className: 'min-w-36' },
  { header: t('admin.ledger.guest'), cell: (e) => e.guest || t('admin.ledger.guest'), className: 'min-w-28' },
  { header: t('admin.ledger.method'), cell: (e) => (isMethod(e.method) ? t(`admin.ledger.methods.${e.method}`) : e.method || '—') },
  {
    header: t('admin.ledger.gatewayIds'),
    cell: (e) => (
      <span className="font-mono text-xs [overflow-wrap:anywhere]">
        {[e.orderId, e.gatewayPaymentId, e.gatewayRefundId].filter(Boolean).join(' · ')}
      </span>
    ),
    className: 'max-w-56',
  },
  {
    header: t('admin.ledger.amount'),
    cell: (e) => (e.kind === 'refund' ? `− ${rupeesExact(e.amount)}` : rupeesExact(e.amount)),
    className: 'whitespace-nowrap text-right',
    sortBy: (e) => e.amount,
  },
  {
    header: t('admin.complaints.status'),
    cell: (e) => <span className={`font-semibold ${STATUS_TONE[e.status]}`}>{t(`admin.ledger.status.${e.status}`)}</span>,
  },
];

export function Component() {
  const t = useT();
  const [filters, setFilters] = useState<Required<{ [K in keyof LedgerFilters]: NonNullable<LedgerFilters[K]> | '' }>>({
    from: '',
    to: '',
    kind: ALL,
    status: ALL,
    method: ALL,
  });
  const [page, setPage] = useState(1);
  const chosen: LedgerFilters = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as LedgerFilters;
  const badDates = !!(chosen.from && chosen.to && chosen.from > chosen.to);
  const ledger = useLedger(badDates ? { ...chosen, to: undefined } : chosen, page);
  const download = useLedgerDownload();
  const set =
    <K extends keyof typeof filters>(key: K) =>
    (value: (typeof filters)[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    };
  const bind = <K extends keyof typeof filters>(key: K) => ({ value: filters[key], onChange: set(key) });
  return (
    <div>
      <PageHeader
        title={t('admin.ledger.title')}
        description={t('admin.ledger.description')}
        actions={
          <CallButton call={download} busy={t('admin.ledger.preparing')} onClick={() => download.mutate(chosen)} disabled={badDates}>
            {t('admin.ledger.download')}
          </CallButton>
        }
      />
      <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <CalendarFilter type="date" label={t('admin.ledger.from')} value={filters.from} onChange={set('from')} />
        <CalendarFilter type="date" label={t('admin.ledger.to')} value={filters.to} onChange={set('to')} />
        <Choice
          label={t('admin.listingReview.kind')}
          labelOf={(k) => t(`admin.ledger.kind.${k}`)}
          values={LEDGER_KINDS}
          all={t('admin.ledger.allKinds')}
          {...bind('kind')}
        />
        <Choice
          label={t('admin.complaints.status')}
          labelOf={(s) => t(`admin.ledger.status.${s}`)}
          values={LEDGER_STATUSES}
          all={t('admin.ledger.allStatuses')}
          {...bind('status')}
        />
        <Choice
          label={t('admin.ledger.method')}
          labelOf={(m) => t(`admin.ledger.methods.${m}`)}
          values={LEDGER_METHODS}
          all={t('admin.ledger.allMethods')}
          {...bind('method')}
        />
      </div>
      {badDates && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {t('admin.ledger.badDates')}
        </p>
      )}
      <CallError call={download} fallback={t('admin.ledger.csvFailed')} className="mb-3 text-sm font-medium text-red-700" />
      <DataTable
        caption={t('admin.ledger.allKinds')}
        columns={columnsIn(t)}
        rows={ledger.data?.items}
        rowKey={(e) => e._id}
        load={ledger}
        loadingText={t('admin.ledger.loading')}
        emptyText={t('admin.ledger.empty')}
        emptyHint={t('admin.ledger.emptyHint')}
        countText={(n) => t('admin.ledger.count', { count: n })}
        paging={{ page, pageSize: LEDGER_PAGE_SIZE, total: ledger.data?.total ?? 0, onPage: setPage, label: t('admin.ledger.pages') }}
      />
    </div>
  );
}
