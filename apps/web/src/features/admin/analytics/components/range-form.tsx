// The analytics' range: two dates, the interval and (admins) the kind, with quick ranges. The values live in
// the address, so a range can be bookmarked or shared and Back undoes a change.
import type { AnalyticsQuery } from '@raahi/contract/analytics';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { ANALYTICS_INTERVALS } from '@raahi/contract/rules/periods';
import { useId } from 'react';
import { inputClass } from '../../components/form-fields.tsx';

export type Filters = Omit<AnalyticsQuery, 'format'>;

const QUICK = [
  { label: 'Last 7 days', days: 7, interval: 'day' },
  { label: 'Last 30 days', days: 30, interval: 'day' },
  { label: 'Last 90 days', days: 90, interval: 'week' },
  { label: 'Last 12 months', days: 365, interval: 'month' },
] as const;

const KINDS = [
  { value: '', label: 'Every kind' },
  { value: 'hotel', label: 'Hotels' },
  { value: 'cab', label: 'Cabs' },
  { value: 'tour', label: 'Tours' },
] as const;

type Props = {
  filters: Filters;
  shown: { from: string; to: string; interval: string };
  canChooseKind: boolean;
  onChange: (f: Filters) => void;
};

export function RangeForm({ filters, shown, canChooseKind, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const today = todayInIndia();
  return (
    <form
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Range of the figures"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-from`}>
          From
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass}
            value={filters.from ?? shown.from}
            max={filters.to ?? shown.to}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-to`}>
          To
          <input
            id={`${id}-to`}
            type="date"
            className={inputClass}
            value={filters.to ?? shown.to}
            min={filters.from ?? shown.from}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-interval`}>
          Per
          <select
            id={`${id}-interval`}
            className={inputClass}
            value={filters.interval ?? shown.interval}
            onChange={(e) => set({ interval: e.target.value as Filters['interval'] })}
          >
            {ANALYTICS_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </label>
        {canChooseKind && (
          <label className="text-sm font-medium text-slate-700" htmlFor={`${id}-kind`}>
            Bookings of
            <select
              id={`${id}-kind`}
              className={inputClass}
              value={filters.kind ?? ''}
              onChange={(e) => set({ kind: (e.target.value || undefined) as Filters['kind'] })}
            >
              {KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {QUICK.map((q) => (
          <button
            key={q.label}
            type="button"
            className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600"
            onClick={() => set({ from: addDays(today, -(q.days - 1)), to: today, interval: q.interval })}
          >
            {q.label}
          </button>
        ))}
      </div>
    </form>
  );
}
