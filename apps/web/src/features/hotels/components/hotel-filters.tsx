import { useState } from 'react';
import { AlertText } from '../../../components/ui/states.tsx';
import { CheckboxGroup, FilterForm, FilterGroup, optionsOf } from '../../../components/ui/filters.tsx';
import {
  AMENITIES,
  FACILITIES,
  GUEST_RATING_OPTIONS,
  PROPERTY_TYPES,
  STAR_OPTIONS,
  hotelSearchQuery,
  type HotelSearch,
} from '../search-params.ts';

export type HotelFilterValues = Pick<
  HotelSearch,
  'location' | 'minBudget' | 'maxBudget' | 'starrating' | 'guestrating' | 'propertytype' | 'amenities' | 'facilities'
>;

/** What the filters leave as they are: the stay and the order. */
export type HotelSearchKept = Pick<HotelSearch, 'checkin' | 'checkout' | 'guests' | 'sort' | 'occupancy'>;

/**
 * The sidebar: every filter of the hotel search, applied together with Apply Filters; each field is named as
 * its query parameter of /hotels, so the form also works as a plain GET before the scripts arrive.
 */
export function HotelFilters({
  initial,
  kept,
  onApply,
  onClear,
}: {
  initial: HotelFilterValues;
  kept: HotelSearchKept;
  onApply: (f: HotelFilterValues) => void;
  onClear: () => void;
}) {
  const keptQuery = hotelSearchQuery(kept);
  const [f, setF] = useState(initial);
  const [error, setError] = useState('');
  const apply = () => {
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
  const budget = (key: 'minBudget' | 'maxBudget', label: string) => (
    <label className="text-sm text-slate-700">
      {label}
      <input
        type="number"
        min={0}
        inputMode="numeric"
        name={key}
        className={input}
        value={f[key]}
        onChange={(e) => setF({ ...f, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <FilterForm
      label="Hotel filters"
      action="/hotels"
      keep={new URLSearchParams(keptQuery)}
      clearHref={`/hotels${keptQuery}`}
      onApply={apply}
      onClear={onClear}
    >
      <FilterGroup legend="Location">
        <label className="block text-sm text-slate-700">
          <span className="sr-only">Location</span>
          <input
            name="location"
            className={input}
            value={f.location}
            placeholder="e.g. Jaipur"
            onChange={(e) => setF({ ...f, location: e.target.value })}
          />
        </label>
      </FilterGroup>
      <FilterGroup legend="Your Budget">
        <div className="grid grid-cols-2 gap-2">
          {budget('minBudget', 'Min (₹)')}
          {budget('maxBudget', 'Max (₹)')}
        </div>
      </FilterGroup>
      <CheckboxGroup
        legend="Star Rating"
        name="starrating"
        options={STAR_OPTIONS}
        selected={f.starrating}
        onChange={(starrating) => setF({ ...f, starrating })}
      />
      <FilterGroup legend="Guest Rating">
        {[{ label: 'Any rating', value: '' }, ...GUEST_RATING_OPTIONS].map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="guestrating"
              value={o.value}
              className="h-4 w-4 rounded border-slate-400 accent-teal-700"
              checked={f.guestrating === o.value}
              onChange={() => setF({ ...f, guestrating: o.value })}
            />
            {o.label}
          </label>
        ))}
      </FilterGroup>
      <CheckboxGroup
        legend="Property Type"
        name="propertytype"
        options={optionsOf(PROPERTY_TYPES)}
        selected={f.propertytype}
        onChange={(propertytype) => setF({ ...f, propertytype })}
      />
      <CheckboxGroup
        legend="Amenities"
        name="amenities"
        options={optionsOf(AMENITIES)}
        selected={f.amenities}
        onChange={(amenities) => setF({ ...f, amenities })}
      />
      <CheckboxGroup
        legend="Hotel Facilities"
        name="facilities"
        options={FACILITIES}
        selected={f.facilities}
        onChange={(facilities) => setF({ ...f, facilities })}
      />
      <AlertText message={error} className="text-sm text-red-700" />
    </FilterForm>
  );
}
