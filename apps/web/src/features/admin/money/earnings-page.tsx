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
import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { monthName as monthWord } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';
import { DataTable, type Column } from '../components/data-table.tsx';
import { FieldMessage, inputClass } from '../components/form-fields.tsx';
import { CalendarFilter } from '../components/filter-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useCommission } from './api/get-commission.ts';
import { useEarnings } from './api/get-earnings.ts';
import { useSetCommission } from './api/set-commission.ts';

/** '2026-11' → 'November 2026' / 'नवंबर 2026'. */
const monthName = (m: string, language: Language) => `${monthWord(Number(m.slice(5, 7)), language)} ${m.slice(0, 4)}`;
const money = (n: number) => rupeesExact(n);

function columnsFor(t: ReturnType<typeof useT>, language: Language, all: boolean): Column<EarningsRow>[] {
  return [
    {
      header: t('admin.earnings.month'),
      cell: (r) => monthName(r.month, language),
      className: 'whitespace-nowrap',
      sortBy: (r) => r.month,
      phone: 'title',
    },
    ...(all
      ? [
          {
            header: t('admin.earnings.listing'),
            cell: (r: EarningsRow) => t('admin.earnings.listingOf', { listing: r.listing, kind: r.kind }),
            className: 'min-w-40',
          },
          { header: t('admin.earnings.provider'), cell: (r: EarningsRow) => r.provider || 'Raahi' },
        ]
      : []),
    {
      header: t('admin.earnings.paid'),
      cell: (r) => `${money(r.paid)} (${r.payments})`,
      className: 'whitespace-nowrap text-right',
      sortBy: (r) => r.paid,
    },
    {
      header: t('admin.earnings.refunds'),
      cell: (r) => (r.refunded ? `− ${money(r.refunded)} (${r.refunds})` : money(0)),
      className: 'whitespace-nowrap text-right',
    },
    { header: t('admin.earnings.commission'), cell: (r) => `− ${money(r.commission)}`, className: 'whitespace-nowrap text-right' },
    {
      header: t('admin.earnings.net'),
      cell: (r) => <strong>{money(r.net)}</strong>,
      className: 'whitespace-nowrap text-right',
      sortBy: (r) => r.net,
    },
  ];
}

/** The admin's commission setting: the rate now, a new rate for payments from now on, and the rates before. */
function CommissionSetting() {
  const t = useT();
  const commission = useCommission(true);
  const save = useSetCommission();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const percent = Number(value);
    if (value.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100 || Math.round(percent * 100) !== percent * 100) {
      setError(t('admin.commission.invalid'));
      return;
    }
    setError(null);
    save.mutate(percent, { onSuccess: () => setValue('') });
  };
  const serverError = save.isError ? messageOf(save.error, t('admin.commission.saveFailed')) : null;
  return (
    <TitledSection
      id={`${id}-h`}
      title={t('admin.commission.title')}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      headingClassName="font-semibold text-slate-900"
    >
      {commission.isPending ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin.commission.loading')}</p>
      ) : commission.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageOf(commission.error, t('admin.commission.loadFailed'))}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-testid="commission-now">
          <strong>{t('admin.commission.now', { percent: commission.data.percent })}</strong>{' '}
          {t('admin.commission.since', {
            since: formatDateTime(commission.data.effectiveFrom),
            setBy: commission.data.setBy ?? '',
            by: commission.data.setBy ? 'yes' : 'no',
          })}
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-700">
            {t('admin.commission.new')}
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
        <CallButton type="submit" call={save} busy={t('admin.commission.saving')}>
          {t('admin.commission.set')}
        </CallButton>
      </form>
      <FieldMessage id={`${id}-msg`} error={error ?? serverError ?? undefined} />
      {save.isSuccess && !error && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {t('admin.commission.saved', { percent: save.data.percent })}
        </p>
      )}
      {commission.data && commission.data.history.length > 1 && (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">{t('admin.commission.earlier')}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {commission.data.history.slice(1).map((r) => (
              <li key={r.effectiveFrom}>
                {t('admin.commission.earlierRate', {
                  percent: r.percent,
                  from: formatDateTime(r.effectiveFrom),
                  setBy: r.setBy ?? '',
                  by: r.setBy ? 'yes' : 'no',
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </TitledSection>
  );
}

export function Component() {
  const t = useT();
  const language = useLanguage();
  const isAdmin = useCurrentUser().data?.role === 'admin';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const badMonths = !!(from && to && from > to);
  const earnings = useEarnings({ from: from || undefined, to: badMonths ? undefined : to || undefined });
  const e = earnings.data;
  return (
    <div>
      <PageHeader title={t('admin.nav.earnings')} description={t(isAdmin ? 'admin.earnings.describeAll' : 'admin.earnings.describeMine')} />
      {isAdmin && <CommissionSetting />}
      <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:max-w-xl">
        <CalendarFilter type="month" label={t('admin.earnings.from')} value={from} onChange={setFrom} />
        <CalendarFilter type="month" label={t('admin.earnings.to')} value={to} onChange={setTo} />
      </div>
      {badMonths && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {t('admin.earnings.badMonths')}
        </p>
      )}
      {e && e.rows.length > 0 && (
        <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('admin.earnings.totals')}>
          {(
            [
              [t('admin.earnings.paid'), e.totals.paid],
              [t('admin.earnings.refunds'), e.totals.refunded],
              [t('admin.earnings.commissionNow', { percent: e.commissionPercent }), e.totals.commission],
              [t('admin.earnings.net'), e.totals.net],
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
        caption={t('admin.earnings.caption')}
        columns={columnsFor(t, language, e?.scope === 'all')}
        rows={e?.rows}
        rowKey={(r) => `${r.month}-${r.kind}-${r.listingId ?? ''}`}
        load={earnings}
        loadingText={t('admin.earnings.loading')}
        emptyText={t('admin.earnings.empty')}
        emptyHint={t('admin.earnings.emptyHint')}
        countText={(n) => t('admin.earnings.count', { count: n })}
      />
    </div>
  );
}
