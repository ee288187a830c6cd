import { useState } from 'react';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import type { ResultSort } from '../../../lib/result-sorts.ts';
import { CheckboxGroup, FilterForm } from '../../../components/ui/filters.tsx';
import { cabFilterWord } from './car-words.ts';
import { CAR_TYPES, FUEL_TYPES, NO_CAB_FILTERS, SEAT_OPTIONS, tripParams, type CabFilters, type CabTrip } from '../search-params.ts';

const GROUPS = [
  { key: 'type', legend: 'cabs.filters.type', options: CAR_TYPES },
  { key: 'fuelType', legend: 'cabs.filters.fuel', options: FUEL_TYPES },
  { key: 'seats', legend: 'cabs.filters.seats', options: SEAT_OPTIONS },
] as const;

/** The sidebar of /c: its boxes are the query's type, fuelType and seats; the trip and the order ride along unchanged. */
export function CabFiltersForm({
  initial,
  trip,
  sort,
  onApply,
}: {
  initial: CabFilters;
  trip: CabTrip;
  sort: ResultSort;
  onApply: (f: CabFilters) => void;
}) {
  const words = useT();
  const at = useLocalePath();
  const [f, setF] = useState(initial);
  const keep = tripParams(trip);
  if (sort) keep.set('sort', sort);
  return (
    <FilterForm
      label={words('cabs.filters.label')}
      action={at('/c')}
      keep={keep}
      clearHref={at(`/c?${keep}`)}
      onApply={() => onApply(f)}
      onClear={() => onApply(NO_CAB_FILTERS)}
    >
      {GROUPS.map((g) => (
        <CheckboxGroup
          key={g.key}
          legend={words(g.legend)}
          name={g.key}
          options={g.options.map((value) => ({ value, label: cabFilterWord(g.key, value, words) }))}
          selected={f[g.key]}
          onChange={(next) => setF({ ...f, [g.key]: next })}
        />
      ))}
    </FilterForm>
  );
}
