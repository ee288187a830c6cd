import { useState, type FormEvent } from 'react';
import { CAR_TYPES, FUEL_TYPES, SEAT_OPTIONS, type CabFilters } from '../search-params.ts';

const toggle = (xs: string[], x: string) => (xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x]);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function CabFiltersForm({ initial, onApply }: { initial: CabFilters; onApply: (f: CabFilters) => void }) {
  const [f, setF] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  const groups: { key: keyof CabFilters; legend: string; options: readonly string[]; suffix?: string }[] = [
    { key: 'type', legend: 'Car Type', options: CAR_TYPES },
    { key: 'fuelType', legend: 'Fuel Type', options: FUEL_TYPES },
    { key: 'seats', legend: 'Seats', options: SEAT_OPTIONS, suffix: ' seats' },
  ];
  return (
    <form onSubmit={submit} aria-label="Cab filters" className="space-y-5">
      {groups.map((g) => (
        <fieldset key={g.key} className="space-y-2 border-b border-slate-200 pb-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{g.legend}</legend>
          {g.options.map((o) => {
            const checked = f[g.key].some((x) => same(x, o));
            return (
              <label key={o} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-teal-700"
                  checked={checked}
                  onChange={() => setF({ ...f, [g.key]: checked ? f[g.key].filter((x) => !same(x, o)) : toggle(f[g.key], o) })}
                />
                {o}
                {g.suffix}
              </label>
            );
          })}
        </fieldset>
      ))}
      <div className="flex gap-2">
        <button
          type="submit"
          className="flex-1 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          Apply Filters
        </button>
        <button
          type="button"
          onClick={() => onApply({ type: [], fuelType: [], seats: [] })}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Clear
        </button>
      </div>
    </form>
  );
}
