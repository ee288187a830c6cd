import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hotelsQuery } from '../api/list-hotels.ts';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { AlertText } from '../../../components/ui/states.tsx';
import { CheckboxGroup, FilterForm, FilterGroup } from '../../../components/ui/filters.tsx';
import { useT } from '../../../lib/i18n.tsx';
import {
  AMENITIES,
  FACILITIES,
  GUEST_RATING_OPTIONS,
  PROPERTY_TYPES,
  STAR_VALUES,
  hotelListParams,
  hotelSearchQuery,
  readHotelSearch,
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
  preview = false,
}: {
  /** ask how many hotels the pending filters find, for the Apply button ('Show 23 hotels'): in the phone's drawer */
  preview?: boolean;
  initial: HotelFilterValues;
  kept: HotelSearchKept;
  onApply: (f: HotelFilterValues) => void;
  onClear: () => void;
}) {
  const t = useT();
  const keptQuery = hotelSearchQuery(kept);
  const keyed = (options: readonly { key: MessageKey; value: string }[]) => options.map((o) => ({ label: t(o.key), value: o.value }));
  const [f, setF] = useState(initial);
  const [error, setError] = useState('');
  const pending = usePendingCount(kept, f, preview);
  const apply = () => {
    const min = f.minBudget === '' ? undefined : Number(f.minBudget);
    const max = f.maxBudget === '' ? undefined : Number(f.maxBudget);
    if ((min !== undefined && (!Number.isFinite(min) || min < 0)) || (max !== undefined && (!Number.isFinite(max) || max < 0))) {
      setError(t('hotels.filters.budgetNegative'));
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError(t('hotels.filters.budgetOrder'));
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
      label={t('hotels.filters.label')}
      action="/hotels"
      keep={new URLSearchParams(keptQuery)}
      clearHref={`/hotels${keptQuery}`}
      onApply={apply}
      onClear={onClear}
      applyLabel={pending === undefined ? undefined : t('hotels.filters.show', { count: pending })}
    >
      <FilterGroup legend={t('common.hotelSearch.location')}>
        <label className="block text-sm text-slate-700">
          <span className="sr-only">{t('common.hotelSearch.location')}</span>
          <input
            name="location"
            className={input}
            value={f.location}
            placeholder={t('hotels.filters.locationPlaceholder')}
            onChange={(e) => setF({ ...f, location: e.target.value })}
          />
        </label>
      </FilterGroup>
      <FilterGroup legend={t('hotels.filters.budget')}>
        <div className="grid grid-cols-2 gap-2">
          {budget('minBudget', t('hotels.filters.budgetMin'))}
          {budget('maxBudget', t('hotels.filters.budgetMax'))}
        </div>
      </FilterGroup>
      <CheckboxGroup
        legend={t('hotels.filters.stars')}
        name="starrating"
        options={STAR_VALUES.map((value) => ({ label: t('hotels.filters.starCount', { count: Number(value) }), value }))}
        selected={f.starrating}
        onChange={(starrating) => setF({ ...f, starrating })}
      />
      <FilterGroup legend={t('hotels.filters.guestRating')}>
        {[{ label: t('hotels.filters.anyRating'), value: '' }, ...keyed(GUEST_RATING_OPTIONS)].map((o) => (
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
        legend={t('hotels.filters.propertyType')}
        name="propertytype"
        options={PROPERTY_TYPES.map((value) => ({ label: t(`hotels.propertyType.${value}`), value }))}
        selected={f.propertytype}
        onChange={(propertytype) => setF({ ...f, propertytype })}
      />
      <CheckboxGroup
        legend={t('hotels.filters.amenities')}
        name="amenities"
        options={keyed(AMENITIES)}
        selected={f.amenities}
        onChange={(amenities) => setF({ ...f, amenities })}
      />
      <CheckboxGroup
        legend={t('hotels.filters.facilities')}
        name="facilities"
        options={keyed(FACILITIES)}
        selected={f.facilities}
        onChange={(facilities) => setF({ ...f, facilities })}
      />
      <AlertText message={error} className="text-sm text-red-700" />
    </FilterForm>
  );
}

/**
 * How many hotels the search finds with the filters as they stand in the form: the list call itself, asked
 * for one row (its answer carries the total). Undefined until known, and when not asked.
 */
function usePendingCount(kept: HotelSearchKept, f: HotelFilterValues, enabled: boolean): number | undefined {
  const search = { ...readHotelSearch(new URLSearchParams(hotelSearchQuery(kept))), ...kept, ...f, page: 1 };
  const query = useQuery({
    ...hotelsQuery({ ...hotelListParams(search), sort: undefined, limit: 1 }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return enabled ? query.data?.total : undefined;
}
