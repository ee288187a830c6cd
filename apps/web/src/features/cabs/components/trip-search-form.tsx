import { indianLocalTime, todayInIndia } from '@raahi/contract/rules/dates';
import { useState, type FormEvent } from 'react';
import type { CabTrip } from '../search-params.ts';

/** From, To, date and time (hours and minutes), as the home page's cab search takes them. */
export function TripSearchForm({ initial, onSearch }: { initial: CabTrip; onSearch: (t: CabTrip) => void }) {
  const [t, setT] = useState<CabTrip>(() => {
    const [date, time] = indianLocalTime(new Date()).split('T') as [string, string];
    return {
      ...initial,
      date: initial.date || date,
      hours: initial.hours || String(Number(time.slice(0, 2))),
      minutes: initial.minutes || String(Number(time.slice(3, 5))),
    };
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(t);
  };
  const field =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';
  const label = 'block text-sm font-medium text-slate-700';
  return (
    <form
      role="search"
      aria-label="Search cabs"
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 rounded-2xl bg-white p-4 shadow-md ring-1 ring-slate-200 lg:grid-cols-[1.5fr_1.5fr_1fr_0.6fr_0.6fr_auto]"
    >
      <label className={`${label} col-span-2 lg:col-span-1`}>
        From Location
        <input
          className={field}
          value={t.sourceLocation}
          onChange={(e) => setT({ ...t, sourceLocation: e.target.value })}
          placeholder="e.g. Delhi"
        />
      </label>
      <label className={`${label} col-span-2 lg:col-span-1`}>
        To Location
        <input
          className={field}
          value={t.destLocation}
          onChange={(e) => setT({ ...t, destLocation: e.target.value })}
          placeholder="e.g. Jaipur"
        />
      </label>
      <label className={`${label} col-span-2 lg:col-span-1`}>
        Date
        <input type="date" className={field} value={t.date} min={todayInIndia()} onChange={(e) => setT({ ...t, date: e.target.value })} />
      </label>
      <label className={label}>
        Hours
        <input type="number" min={0} max={23} className={field} value={t.hours} onChange={(e) => setT({ ...t, hours: e.target.value })} />
      </label>
      <label className={label}>
        Minutes
        <input
          type="number"
          min={0}
          max={59}
          className={field}
          value={t.minutes}
          onChange={(e) => setT({ ...t, minutes: e.target.value })}
        />
      </label>
      <button
        type="submit"
        className="col-span-2 h-[42px] rounded-lg bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 lg:col-span-1"
      >
        Search Cabs
      </button>
    </form>
  );
}
