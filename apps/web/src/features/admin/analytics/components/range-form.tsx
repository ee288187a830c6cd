// The analytics' range: two dates, the interval and (admins) the kind, with quick ranges. The values live in
// the address, so a range can be bookmarked or shared and Back undoes a change.
import type { AnalyticsQuery } from '@raahi/contract/analytics';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { ANALYTICS_INTERVALS } from '@raahi/contract/rules/periods';
import { useId } from 'react';
import { Options } from '../../../../components/ui/fields.tsx';
import { inputClass } from '../../components/form-fields.tsx';
import { useT } from '../../../../lib/i18n.tsx';

export type Filters = Omit<AnalyticsQuery, 'format'>;

const QUICK = [
  { label: 'admin.analytics.quick.week', days: 7, interval: 'day' },
  { label: 'admin.analytics.quick.month', days: 30, interval: 'day' },
  { label: 'admin.analytics.quick.quarter', days: 90, interval: 'week' },
  { label: 'admin.analytics.quick.year', days: 365, interval: 'month' },
] as const;

const KINDS = ['', 'hotel', 'cab', 'tour'] as const;

type Props = {
  filters: Filters;
  shown: { from: string; to: string; interval: string };
  canChooseKind: boolean;
  onChange: (f: Filters) => void;
};

/** One end of the range: a day from the browser's calendar (undefined when cleared). */
function Day({
  id,
  label,
  onDay,
  ...bounds
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onDay: (day: string | undefined) => void;
}) {
  return (
    <label className="text-sm font-medium text-slate-700" htmlFor={id}>
      {label}
      <input id={id} type="date" className={inputClass} {...bounds} onChange={(e) => onDay(e.target.value || undefined)} />
    </label>
  );
}

export function RangeForm({ filters, shown, canChooseKind, onChange }: Props) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const today = todayInIndia();
  return (
    <form
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('admin.analytics.rangeLabel')}
    >
      <div className="flex flex-wrap items-end gap-3">
        <Day
          id={`${id}-from`}
          label={t('admin.ledger.from')}
          value={filters.from ?? shown.from}
          max={filters.to ?? shown.to}
          onDay={(from) => set({ from })}
        />
        <Day
          id={`${id}-to`}
          label={t('admin.ledger.to')}
          value={filters.to ?? shown.to}
          min={filters.from ?? shown.from}
          onDay={(to) => set({ to })}
        />
        <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-interval`}>
          {t('admin.analytics.per')}
          <select
            id={`${id}-interval`}
            className={inputClass}
            value={filters.interval ?? shown.interval}
            onChange={(e) => set({ interval: e.target.value as Filters['interval'] })}
          >
            <Options options={ANALYTICS_INTERVALS.map((i) => ({ value: i, label: t(`admin.analytics.interval.${i}`) }))} />
          </select>
        </label>
        {canChooseKind && (
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-kind`}>
            {t('admin.analytics.bookingsOf')}
            <select
              id={`${id}-kind`}
              className={inputClass}
              value={filters.kind ?? ''}
              onChange={(e) => set({ kind: (e.target.value || undefined) as Filters['kind'] })}
            >
              <Options options={KINDS.map((k) => ({ value: k, label: t(`admin.analytics.kinds.${k || 'all'}`) }))} />
            </select>
          </label>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('admin.analytics.quickRanges')}>
        {QUICK.map((q) => (
          <button
            key={q.label}
            type="button"
            className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600"
            onClick={() => set({ from: addDays(today, -(q.days - 1)), to: today, interval: q.interval })}
          >
            {t(q.label)}
          </button>
        ))}
      </div>
    </form>
  );
}
