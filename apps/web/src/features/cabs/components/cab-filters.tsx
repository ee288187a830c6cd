import { useState } from 'react';
import { CheckboxGroup, FilterForm, optionsOf } from '../../../components/ui/filters.tsx';
import { CAR_TYPES, FUEL_TYPES, SEAT_OPTIONS, type CabFilters } from '../search-params.ts';

const GROUPS = [
  { key: 'type', legend: 'Car Type', options: optionsOf(CAR_TYPES) },
  { key: 'fuelType', legend: 'Fuel Type', options: optionsOf(FUEL_TYPES) },
  { key: 'seats', legend: 'Seats', options: optionsOf(SEAT_OPTIONS, ' seats') },
] as const;

export function CabFiltersForm({ initial, onApply }: { initial: CabFilters; onApply: (f: CabFilters) => void }) {
  const [f, setF] = useState(initial);
  return (
    <FilterForm label="Cab filters" onApply={() => onApply(f)} onClear={() => onApply({ type: [], fuelType: [], seats: [] })}>
      {GROUPS.map((g) => (
        <CheckboxGroup
          key={g.key}
          legend={g.legend}
          options={g.options}
          selected={f[g.key]}
          onChange={(next) => setF({ ...f, [g.key]: next })}
        />
      ))}
    </FilterForm>
  );
}
