import { useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { CheckboxGroup, FilterForm } from '../../../components/ui/filters.tsx';
import { carWord } from './car-words.ts';
import { CAR_TYPES, FUEL_TYPES, SEAT_OPTIONS, tripParams, type CabFilters, type CabTrip } from '../search-params.ts';

type Translate = ReturnType<typeof useT>;
const GROUPS = [
  { key: 'type', legend: 'cabs.filters.type', options: CAR_TYPES, label: carWord },
  { key: 'fuelType', legend: 'cabs.filters.fuel', options: FUEL_TYPES, label: carWord },
  {
    key: 'seats',
    legend: 'cabs.filters.seats',
    options: SEAT_OPTIONS,
    label: (v: string, t: Translate) => t('cabs.filters.seatCount', { count: v }),
  },
] as const;

/** The sidebar of /c: its boxes are the query's type, fuelType and seats; the trip rides along unchanged. */
export function CabFiltersForm({ initial, trip, onApply }: { initial: CabFilters; trip: CabTrip; onApply: (f: CabFilters) => void }) {
  const words = useT();
  const [f, setF] = useState(initial);
  const keep = tripParams(trip);
  return (
    <FilterForm
      label={words('cabs.filters.label')}
      action="/c"
      keep={keep}
      clearHref={`/c?${keep}`}
      onApply={() => onApply(f)}
      onClear={() => onApply({ type: [], fuelType: [], seats: [] })}
    >
      {GROUPS.map((g) => (
        <CheckboxGroup
          key={g.key}
          legend={words(g.legend)}
          name={g.key}
          options={g.options.map((value) => ({ value, label: g.label(value, words) }))}
          selected={f[g.key]}
          onChange={(next) => setF({ ...f, [g.key]: next })}
        />
      ))}
    </FilterForm>
  );
}
