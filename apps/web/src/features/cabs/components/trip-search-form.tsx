import { indianLocalTime, todayInIndia } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { LabelledInput, labelClass } from '../../../components/ui/fields.tsx';
import { SearchBar } from '../../../components/ui/search-bar.tsx';
import type { CabTrip } from '../search-params.ts';

const WIDE = `${labelClass} col-span-2 lg:col-span-1`;

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
  const set = (patch: Partial<CabTrip>) => setT({ ...t, ...patch });
  return (
    <SearchBar
      label="Search cabs"
      onSearch={() => onSearch(t)}
      className="lg:grid-cols-[1.5fr_1.5fr_1fr_0.6fr_0.6fr_auto]"
      submit={{ label: 'Search Cabs', className: 'col-span-2 lg:col-span-1' }}
    >
      <LabelledInput
        label="From Location"
        className={WIDE}
        value={t.sourceLocation}
        onValue={(v) => set({ sourceLocation: v })}
        placeholder="e.g. Delhi"
      />
      <LabelledInput
        label="To Location"
        className={WIDE}
        value={t.destLocation}
        onValue={(v) => set({ destLocation: v })}
        placeholder="e.g. Jaipur"
      />
      <LabelledInput label="Date" className={WIDE} type="date" value={t.date} min={todayInIndia()} onValue={(date) => set({ date })} />
      <LabelledInput label="Hours" type="number" min={0} max={23} value={t.hours} onValue={(hours) => set({ hours })} />
      <LabelledInput label="Minutes" type="number" min={0} max={59} value={t.minutes} onValue={(minutes) => set({ minutes })} />
    </SearchBar>
  );
}
