// /admin/earnings: per month, what guests paid for the provider's listings, refunds, the platform's
// commission and the net (admins see every provider and set the commission here).
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import type { EarningsRow } from '@raahi/contract/earnings';
import { useId, useState, type FormEvent } from 'react';
import { CallButton } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { FieldMessage, inputClass } from '../components/form-fields.tsx';
import { CalendarFilter } from '../components/filter-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useCommission } from './api/get-commission.ts';
import { useEarnings } from './api/get-earnings.ts';
import { useSetCommission } from './api/set-commission.ts';

const monthName = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const money = (n: number) => rupeesExact(n);

function columnsFor(all: boolean): Column<EarningsRow>[] {
  return [
    { header: 'Month', cell: (r) => monthName(r.month), className: 'whitespace-nowrap', sortBy: (r) => r.month, phone: 'title' },
    ...(all
      ? [
          { header: 'Listing', cell: (r: EarningsRow) => `${r.listing} (${r.kind})`, className: 'min-w-40' },
          { header: 'Provider', cell: (r: EarningsRow) => r.provider || 'Raahi' },
        ]
      : []),
    {
      header: 'Paid by guests',
      cell: (r) => `${money(r.paid)} (${r.payments})`,
      className: 'whitespace-nowrap text-right',
      sortBy: (r) => r.paid,
    },
    {
      header: 'Refunds',
      cell: (r) => (r.refunded ? `− ${money(r.refunded)} (${r.refunds})` : money(0)),
      className: 'whitespace-nowrap text-right',
    },
    { header: 'Commission', cell: (r) => `− ${money(r.commission)}`, className: 'whitespace-nowrap text-right' },
    {
      header: 'Net earnings',
      cell: (r) => <strong>{money(r.net)}</strong>,
      className: 'whitespace-nowrap text-right',
      sortBy: (r) => r.net,
    },
  ];
}

/** The admin's commission setting: the rate now, a new rate for payments from now on, and the rates before. */
function CommissionSetting() {
  const commission = useCommission(true);
  const save = useSetCommission();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const percent = Number(value);
    if (value.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100 || Math.round(percent * 100) !== percent * 100) {
      setError('Enter a percentage from 0 to 100 with at most two decimals.');
      return;
    }
    setError(null);
    save.mutate(percent, { onSuccess: () => setValue('') });
  };
  const serverError = save.isError ? messageOf(save.error, 'The commission could not be saved.') : null;
  return (
    <TitledSection
      id={`${id}-h`}
      title="Platform commission"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      headingClassName="font-semibold text-slate-900"
    >
      {commission.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading the commission…</p>
      ) : commission.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageOf(commission.error, 'The commission could not be loaded.')}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-testid="commission-now">
          Now <strong>{commission.data.percent}%</strong> of what guests pay, since {formatDateTime(commission.data.effectiveFrom)}
          {commission.data.setBy ? ` (set by ${commission.data.setBy})` : ''}. A new rate applies to payments from then on; earlier payments
          keep theirs.
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-700">
            New commission (%)
          </label>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={!!error || undefined}
            aria-describedby={`${id}-msg`}
            className={`${inputClass} w-40`}
          />
        </div>
        <CallButton type="submit" call={save} busy="Saving…">
          Set commission
        </CallButton>
      </form>
      <FieldMessage id={`${id}-msg`} error={error ?? serverError ?? undefined} />
      {save.isSuccess && !error && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          Commission set to {save.data.percent}%.
        </p>
      )}
      {commission.data && commission.data.history.length > 1 && (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">Earlier rates</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {commission.data.history.slice(1).map((r) => (
              <li key={r.effectiveFrom}>
                {r.percent}% from {formatDateTime(r.effectiveFrom)}
                {r.setBy ? ` (${r.setBy})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </TitledSection>
  );
}

export function Component() {
  const isAdmin = useCurrentUser().data?.role === 'admin';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const badMonths = !!(from && to && from > to);
  const earnings = useEarnings({ from: from || undefined, to: badMonths ? undefined : to || undefined });
  const e = earnings.data;
  return (
    <div>
      <PageHeader
        title="Earnings"
        description={
          isAdmin
            ? 'What every provider earned per month: payments less refunds and the platform’s commission.'
            : 'What guests paid for your listings per month, less refunds and the platform’s commission.'
        }
      />
      {isAdmin && <CommissionSetting />}
      <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:max-w-xl">
        <CalendarFilter type="month" label="From month" value={from} onChange={setFrom} />
        <CalendarFilter type="month" label="To month" value={to} onChange={setTo} />
      </div>
      {badMonths && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          The last month must be on or after the first.
        </p>
      )}
      {e && e.rows.length > 0 && (
        <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals">
          {(
            [
              ['Paid by guests', e.totals.paid],
              ['Refunds', e.totals.refunded],
              [`Commission (now ${e.commissionPercent}%)`, e.totals.commission],
              ['Net earnings', e.totals.net],
            ] as const
          ).map(([label, amount]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-lg font-bold text-slate-900">{money(amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      <DataTable
        caption="Earnings per month"
        columns={columnsFor(e?.scope === 'all')}
        rows={e?.rows}
        rowKey={(r) => `${r.month}-${r.kind}-${r.listingId ?? ''}`}
        load={earnings}
        loadingText="Loading earnings…"
        emptyText="No earnings yet."
        emptyHint="Months appear here once guests pay for bookings of your listings."
        countText={(n) => `${n} ${n === 1 ? 'month' : 'rows'}`}
      />
    </div>
  );
}
