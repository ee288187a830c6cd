import { indianLocalTime, todayInIndia } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { LabelledInput, bindValue, labelClass } from '../../../components/ui/fields.tsx';
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
  const bind = bindValue(t, (patch) => setT({ ...t, ...patch }));
  return (
    <SearchBar
      label="Search cabs"
      action="/c"
      onSearch={() => onSearch(t)}
      className="lg:grid-cols-[1.5fr_1.5fr_1fr_0.6fr_0.6fr_auto]"
      submit={{ label: 'Search Cabs', className: 'col-span-2 lg:col-span-1' }}
    >
      <LabelledInput label="From Location" name="sourceLocation" className={WIDE} placeholder="e.g. Delhi" {...bind('sourceLocation')} />
      <LabelledInput label="To Location" name="destLocation" className={WIDE} placeholder="e.g. Jaipur" {...bind('destLocation')} />
      <LabelledInput label="Date" name="date" className={WIDE} type="date" min={todayInIndia()} {...bind('date')} />
      <LabelledInput label="Hours" name="hours" type="number" min={0} max={23} {...bind('hours')} />
      <LabelledInput label="Minutes" name="minutes" type="number" min={0} max={59} {...bind('minutes')} />
    </SearchBar>
  );
}
