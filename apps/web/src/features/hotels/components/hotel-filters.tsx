import { useState, type FormEvent, type ReactNode } from 'react';
import { AMENITIES, FACILITIES, GUEST_RATING_OPTIONS, PROPERTY_TYPES, STAR_OPTIONS, type HotelSearch } from '../search-params.ts';

export type HotelFilterValues = Pick<
  HotelSearch,
  'location' | 'minBudget' | 'maxBudget' | 'starrating' | 'guestrating' | 'propertytype' | 'amenities' | 'facilities'
>;

const toggle = (xs: string[], x: string) => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);

/** The sidebar: every filter of the hotel search, applied together with Apply Filters. */
export function HotelFilters({
  initial,
  onApply,
  onClear,
}: {
  initial: HotelFilterValues;
  onApply: (f: HotelFilterValues) => void;
  onClear: () => void;
}) {
  const [f, setF] = useState(initial);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const min = f.minBudget === '' ? undefined : Number(f.minBudget);
    const max = f.maxBudget === '' ? undefined : Number(f.maxBudget);
    if ((min !== undefined && (!Number.isFinite(min) || min < 0)) || (max !== undefined && (!Number.isFinite(max) || max < 0))) {
      setError('Budget amounts must be 0 or more.');
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError('The minimum budget must not exceed the maximum.');
      return;
    }
    setError('');
    onApply(f);
  };
  const input =
    'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';
  const check = 'h-4 w-4 rounded border-slate-400 accent-teal-700';
  return (
    <form onSubmit={submit} aria-label="Hotel filters" className="space-y-5">
      <Group legend="Location">
        <label className="block text-sm text-slate-700">
          <span className="sr-only">Location</span>
          <input
            className={input}
            value={f.location}
            placeholder="e.g. Jaipur"
            onChange={(e) => setF({ ...f, location: e.target.value })}
          />
        </label>
      </Group>
      <Group legend="Your Budget">
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm text-slate-700">
            Min (₹)
            <input
              type="number"
              min={0}
              inputMode="numeric"
              className={input}
              value={f.minBudget}
              onChange={(e) => setF({ ...f, minBudget: e.target.value })}
            />
          </label>
          <label className="text-sm text-slate-700">
            Max (₹)
            <input
              type="number"
              min={0}
              inputMode="numeric"
              className={input}
              value={f.maxBudget}
              onChange={(e) => setF({ ...f, maxBudget: e.target.value })}
            />
          </label>
        </div>
      </Group>
      <Group legend="Star Rating">
        {STAR_OPTIONS.map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className={check}
              checked={f.starrating.includes(String(s))}
              onChange={() => setF({ ...f, starrating: toggle(f.starrating, String(s)) })}
            />
            {s} Star{s > 1 ? 's' : ''}
          </label>
        ))}
      </Group>
      <Group legend="Guest Rating">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="guestrating"
            className={check}
            checked={f.guestrating === ''}
            onChange={() => setF({ ...f, guestrating: '' })}
          />
          Any rating
        </label>
        {GUEST_RATING_OPTIONS.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="guestrating"
              className={check}
              checked={f.guestrating === o.value}
              onChange={() => setF({ ...f, guestrating: o.value })}
            />
            {o.label}
          </label>
        ))}
      </Group>
      <Group legend="Property Type">
        {PROPERTY_TYPES.map((t) => (
          <label key={t} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className={check}
              checked={f.propertytype.includes(t)}
              onChange={() => setF({ ...f, propertytype: toggle(f.propertytype, t) })}
            />
            {t}
          </label>
        ))}
      </Group>
      <Group legend="Amenities">
        {AMENITIES.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className={check}
              checked={f.amenities.includes(a)}
              onChange={() => setF({ ...f, amenities: toggle(f.amenities, a) })}
            />
            {a}
          </label>
        ))}
      </Group>
      <Group legend="Hotel Facilities">
        {FACILITIES.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className={check}
              checked={f.facilities.includes(o.value)}
              onChange={() => setF({ ...f, facilities: toggle(f.facilities, o.value) })}
            />
            {o.label}
          </label>
        ))}
      </Group>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          className="flex-1 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          Apply Filters
        </button>
        <button
          type="button"
          onClick={onClear}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Clear
        </button>
      </div>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2 border-b border-slate-200 pb-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
