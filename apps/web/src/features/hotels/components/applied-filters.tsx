import { rupees } from '@raahi/contract/rules/rupees';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import {
  AMENITIES,
  FACILITIES,
  GUEST_RATING_OPTIONS,
  appliedFilters,
  hotelSearchQuery,
  propertyTypeWords,
  type AppliedFilter,
  type HotelSearch,
} from '../search-params.ts';

const NO_FILTERS: Partial<HotelSearch> = {
  minBudget: '',
  maxBudget: '',
  price: '',
  starrating: [],
  guestrating: '',
  propertytype: [],
  amenities: [],
  facilities: [],
};

/** The search's filters as chips, each with a clear, and 'Clear all' (components/filter-chips.tsx). */
export function AppliedFilters({ search }: { search: HotelSearch }) {
  const t = useT();
  const at = useLocalePath();
  const words = (f: AppliedFilter): string => {
    if (f.kind === 'budget')
      return f.min && f.max
        ? t('hotels.chips.budgetRange', { min: rupees(Number(f.min)), max: rupees(Number(f.max)) })
        : f.min
          ? t('hotels.chips.budgetFrom', { min: rupees(Number(f.min)) })
          : t('hotels.chips.budgetUpTo', { max: rupees(Number(f.max)) });
    if (f.kind === 'stars') return t('hotels.filters.starCount', { count: Number(f.value) });
    if (f.kind === 'propertyType') return propertyTypeWords(t, f.value);
    const known = { guestRating: GUEST_RATING_OPTIONS, amenity: AMENITIES, facility: FACILITIES }[f.kind] as readonly {
      key: Parameters<typeof t>[0];
      value: string;
    }[];
    const option = known.find((o) => o.value.toLowerCase() === f.value.toLowerCase());
    return option ? t(option.key) : f.value;
  };
  const to = (without: Partial<HotelSearch>) => at(`/hotels${hotelSearchQuery({ ...search, page: 1, ...without })}`);
  return (
    <FilterChips
      chips={appliedFilters(search).map((f) => ({
        id: `${f.kind}-${f.kind === 'budget' ? '' : f.value}`,
        name: words(f),
        to: to(f.without),
      }))}
      clearAll={to(NO_FILTERS)}
    />
  );
}
