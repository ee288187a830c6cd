import { formatOccupancy } from '@raahi/contract/rules/occupancy';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/i18n.tsx';
import { FilteredResults } from '../../components/filtered-results.tsx';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Options } from '../../components/ui/fields.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { plural } from '../../lib/format.ts';
import { useHotels } from './api/list-hotels.ts';
import { HotelGrid } from './components/hotel-grid.tsx';
import { HotelFilters } from './components/hotel-filters.tsx';
import { HotelSearchForm } from './components/hotel-search-form.tsx';
import { HOTEL_PAGE_SIZE, SORT_OPTIONS, hotelListParams, hotelSearchQuery, readHotelSearch } from './search-params.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { hotelsQuery } from './api/list-hotels.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const loader = pageLoader(({ request }, qc) => [
  qc.ensureQueryData(hotelsQuery(hotelListParams(readHotelSearch(new URL(request.url).searchParams)))),
]);

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const at = useLocalePath();
  const search = readHotelSearch(params);
  const query = useHotels(hotelListParams(search));
  const show = (next: Partial<typeof search>) => navigate(at(`/hotels${hotelSearchQuery(next)}`));
  const go = (next: Partial<typeof search>) => show({ ...search, page: 1, ...next });
  const { checkin, checkout, guests, sort, occupancy } = search;

  return (
    <div className="mx-auto max-w-[90rem] px-4 py-6">
      {/* a place is part of what the page is; dates, filters and pages are not */}
      <ListPageMeta
        path={`/hotels${search.location ? `?${new URLSearchParams({ location: search.location })}` : ''}`}
        title={search.location ? `Hotels in ${search.location}` : 'Hotel search'}
        description={`Hotels${search.location ? ` in ${search.location}` : ' across India'}: compare prices in rupees, ratings and amenities, and book your stay.`}
        image={query.data?.items[0]?.imageUrl}
      />
      <h1 className="mb-4 text-2xl font-bold text-slate-900 md:text-3xl">Find your stay</h1>
      <HotelSearchForm
        key={`${search.location}|${checkin}|${checkout}|${guests}|${formatOccupancy(occupancy ?? []).join('|')}`}
        initial={{ location: search.location, checkin, checkout, guests, occupancy }}
        onSearch={go}
      />
      <FilteredResults
        filters={(closing) => (
          <HotelFilters
            key={params.toString()}
            initial={search}
            kept={{ checkin, checkout, guests, sort, occupancy }}
            onApply={closing(go)}
            onClear={closing(() => show({ checkin, checkout, guests, sort, occupancy }))}
          />
        )}
        count={query.data ? `${plural(query.data.total, 'hotel')} found` : ''}
        sidebarClassName="lg:grid-cols-[16rem_1fr]"
        resultsId="results-heading"
        resultsTitle="Results"
        busy={query.isFetching}
        toolbar={<SortBy sort={sort} onSort={(next) => go({ sort: next })} />}
      >
        <HotelGrid
          query={query}
          stay={search}
          leadPriority
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
          empty={<EmptyState title="No hotels available matching your filters" hint="Try adjusting your filters to see more options" />}
          after={(total) => (
            <Pagination
              page={search.page}
              pageSize={HOTEL_PAGE_SIZE}
              total={total}
              label="Hotel result pages"
              onPage={(page) => show({ ...search, page })}
            />
          )}
        />
      </FilteredResults>
    </div>
  );
}

/**
 * Sort by changes the list as it changes, which needs the app: disabled until then. Its own component, so
 * it enables itself when the results section it stands in hydrates (decision 0035).
 */
function SortBy({ sort, onSort }: { sort: string; onSort: (sort: string) => void }) {
  const hydrated = useHydrated();
  return (
    <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
      Sort by
      <select
        value={sort}
        onChange={(e) => onSort(e.target.value)}
        disabled={!hydrated}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:cursor-wait disabled:opacity-50"
      >
        <Options options={SORT_OPTIONS} />
      </select>
    </label>
  );
}
