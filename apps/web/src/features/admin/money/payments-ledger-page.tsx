// /admin/payments: every payment and refund (admins), filtered by dates, kind, status and method, paged by
// the server, and the filtered rows downloaded as a CSV file.
import { CallError } from '../../../components/ui/states.tsx';
import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  LEDGER_METHOD_LABELS,
  LEDGER_METHODS,
  LEDGER_STATUS_LABELS,
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

const ALL = '' as const;
/** One of the ledger's select filters: every value with its label, after `all` for no filter. */
function Choice<K extends string>({
  label,
  labels,
  values,
  all,
  value,
  onChange,
}: {
  label: string;
  labels: Record<K, string>;
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
      labelOf={(v) => (v ? labels[v] : all)}
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

const columns: Column<LedgerEntry>[] = [
  { header: 'Date', cell: (e) => formatDateTime(e.date), className: 'whitespace-nowrap', sortBy: (e) => e.date },
  { header: 'Kind', cell: (e) => LEDGER_KIND_LABELS[e.kind], phone: 'title' },
  {
    header: 'Booking',
    cell: (e) => (
      <span className="font-mono text-xs" title={e.bookingId}>
        {e.bookingId.slice(0, 8)} <span className="font-sans text-slate-600">({e.bookingKind})</span>
      </span>
    ),
  },
  { header: 'Listing', cell: (e) => e.listing, className: 'min-w-36' },
  { header: 'Guest', cell: (e) => e.guest || 'Guest', className: 'min-w-28' },
  { header: 'Method', cell: (e) => LEDGER_METHOD_LABELS[e.method as LedgerMethod] ?? (e.method || '—') },
  {
    header: 'Gateway IDs',
    cell: (e) => (
      <span className="font-mono text-xs [overflow-wrap:anywhere]">
        {[e.orderId, e.gatewayPaymentId, e.gatewayRefundId].filter(Boolean).join(' · ')}
      </span>
    ),
    className: 'max-w-56',
  },
  {
    header: 'Amount',
    cell: (e) => (e.kind === 'refund' ? `− ${rupeesExact(e.amount)}` : rupeesExact(e.amount)),
    className: 'whitespace-nowrap text-right',
    sortBy: (e) => e.amount,
  },
  { header: 'Status', cell: (e) => <span className={`font-semibold ${STATUS_TONE[e.status]}`}>{LEDGER_STATUS_LABELS[e.status]}</span> },
];

export function Component() {
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
        title="Payments Ledger"
        description="Every payment and refund through the gateway, newest first. Dates are Indian time."
        actions={
          <CallButton call={download} busy="Preparing CSV…" onClick={() => download.mutate(chosen)} disabled={badDates}>
            Download CSV
          </CallButton>
        }
      />
      <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
        <CalendarFilter type="date" label="From" value={filters.from} onChange={set('from')} />
        <CalendarFilter type="date" label="To" value={filters.to} onChange={set('to')} />
        <Choice label="Kind" labels={LEDGER_KIND_LABELS} values={LEDGER_KINDS} all="Payments and refunds" {...bind('kind')} />
        <Choice label="Status" labels={LEDGER_STATUS_LABELS} values={LEDGER_STATUSES} all="All statuses" {...bind('status')} />
        <Choice label="Method" labels={LEDGER_METHOD_LABELS} values={LEDGER_METHODS} all="All methods" {...bind('method')} />
      </div>
      {badDates && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          The end date must be on or after the start date.
        </p>
      )}
      <CallError
        call={download}
        fallback="The CSV file could not be made. Please try again."
        className="mb-3 text-sm font-medium text-red-700"
      />
      <DataTable
        caption="Payments and refunds"
        columns={columns}
        rows={ledger.data?.items}
        rowKey={(e) => e._id}
        load={ledger}
        loadingText="Loading payments…"
        emptyText="No payments or refunds match these filters."
        emptyHint="Payments appear here once guests pay for bookings."
        countText={(n) => `Showing ${n} ${n === 1 ? 'entry' : 'entries'}`}
        paging={{ page, pageSize: LEDGER_PAGE_SIZE, total: ledger.data?.total ?? 0, onPage: setPage, label: 'Ledger pages' }}
      />
    </div>
  );
}
