import { rupees } from '@raahi/contract/rules/rupees';
import { Link } from 'react-router';
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

/**
 * A chip for each value the search filters by, whose × opens the search without it, and 'Clear all'. Links:
 * they work before the scripts arrive, and the address keeps every other parameter.
 */
export function AppliedFilters({ search }: { search: HotelSearch }) {
  const t = useT();
  const at = useLocalePath();
  const applied = appliedFilters(search);
  if (!applied.length) return null;
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
    <div className="mb-3 flex flex-wrap items-center gap-2" aria-label={t('hotels.chips.label')} role="group">
      {applied.map((f) => {
        const name = words(f);
        return (
          <span
            key={`${f.kind}-${f.kind === 'budget' ? '' : f.value}`}
            className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pl-3 pr-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200"
          >
            {name}
            <Link
              to={to(f.without)}
              aria-label={t('hotels.chips.remove', { name })}
              className="grid h-6 w-6 place-items-center rounded-full text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <span aria-hidden="true">×</span>
            </Link>
          </span>
        );
      })}
      <Link to={to(NO_FILTERS)} className="px-2 py-1 text-sm font-semibold text-teal-800 underline">
        {t('hotels.chips.clearAll')}
      </Link>
    </div>
  );
}
