import { useState } from 'react';
import { CheckboxGroup, FilterForm, optionsOf } from '../../../components/ui/filters.tsx';
import { CAR_TYPES, FUEL_TYPES, SEAT_OPTIONS, tripParams, type CabFilters, type CabTrip } from '../search-params.ts';

const GROUPS = [
  { key: 'type', legend: 'Car Type', options: optionsOf(CAR_TYPES) },
  { key: 'fuelType', legend: 'Fuel Type', options: optionsOf(FUEL_TYPES) },
  { key: 'seats', legend: 'Seats', options: optionsOf(SEAT_OPTIONS, ' seats') },
] as const;

/** The sidebar of /c: its boxes are the query's type, fuelType and seats; the trip rides along unchanged. */
export function CabFiltersForm({ initial, trip, onApply }: { initial: CabFilters; trip: CabTrip; onApply: (f: CabFilters) => void }) {
  const [f, setF] = useState(initial);
  const keep = tripParams(trip);
  return (
    <FilterForm
      label="Cab filters"
      action="/c"
      keep={keep}
      clearHref={`/c?${keep}`}
      onApply={() => onApply(f)}
      onClear={() => onApply({ type: [], fuelType: [], seats: [] })}
    >
      {GROUPS.map((g) => (
        <CheckboxGroup
          key={g.key}
          legend={g.legend}
          name={g.key}
          options={g.options}
          selected={f[g.key]}
          onChange={(next) => setF({ ...f, [g.key]: next })}
        />
      ))}
    </FilterForm>
  );
}
