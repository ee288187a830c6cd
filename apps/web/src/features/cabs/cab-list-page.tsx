import { useNavigate, useSearchParams } from 'react-router';
import { FilteredResults } from '../../components/filtered-results.tsx';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { QueryList } from '../../components/query-states.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, Spinner } from '../../components/ui/states.tsx';
import { formatDay } from '../../lib/format.ts';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { usePackageName } from './components/package-name.ts';
import { useCabs } from './api/list-cabs.ts';
import { CabCard } from './components/cab-card.tsx';
import { CabFiltersForm } from './components/cab-filters.tsx';
import { TripSearchForm } from './components/trip-search-form.tsx';
import {
  CAB_PAGE_SIZE,
  NO_CAB_FILTERS,
  cabListParams,
  cabSearchQuery,
  readFilters,
  readTrip,
  tripParams,
  type CabFilters,
  type CabTrip,
} from './search-params.ts';
import { cabFilterWord } from './components/car-words.ts';
import { SortBy } from '../../components/sort-by.tsx';
import { partApart } from '../../components/hydrate-apart.tsx';
import { readSort, type ResultSort } from '../../lib/result-sorts.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { cabsQuery } from './api/list-cabs.ts';

// the phone's sort and the chips of the filters load in their own turn after the first paint (as the hotels')
const SortButton = partApart(async () => (await import('../../components/sort-button.tsx')).SortButton);
const FilterChips = partApart(async () => (await import('../../components/filter-chips.tsx')).FilterChips);

export const loader = pageLoader(({ request }, qc) => {
  const params = new URL(request.url).searchParams;
  return [qc.ensureQueryData(cabsQuery(cabListParams(params)))];
});

/** /cab and /c: the trip from the query, sidebar filters rewriting the /c query, cabs filtered by the server. */
export function Component() {
  const words = useT();
  const packageName = usePackageName();
  const at = useLocalePath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trip = readTrip(params);
  const filters = readFilters(params);
  const list = cabListParams(params);
  const page = list.page ?? 1;
  const query = useCabs(list);

  const sort = readSort(params.get('sort'));
  const address = (t: CabTrip, f: CabFilters, s: ResultSort, p = 1) => at(`/c${cabSearchQuery(t, f, s, p)}`);
  const go = (t: CabTrip, f: CabFilters, p = 1, s = sort) => navigate(address(t, f, s, p));
  // each filter's value as a chip whose × opens the list without it
  const chips = (['type', 'fuelType', 'seats'] as const).flatMap((key) =>
    filters[key].map((value) => ({
      id: `${key}-${value}`,
      name: cabFilterWord(key, value, words),
      to: address(trip, { ...filters, [key]: filters[key].filter((v) => v !== value) }, sort),
    })),
  );
  const bookingQuery = tripParams(trip).toString();
  const route =
    trip.trip === 'local' && trip.sourceLocation
      ? `${trip.sourceLocation} · ${packageName(trip.package || '8h80km')}`
      : trip.sourceLocation || trip.destLocation
        ? `${trip.sourceLocation || words('cabs.list.anywhere')} ${trip.trip === 'round' ? '⇄' : '→'} ${trip.destLocation || words('cabs.list.anywhere')}`
        : '';
  const when = trip.date
    ? trip.hours
      ? words('cabs.list.dayAt', {
          day: formatDay(trip.date),
          time: `${trip.hours.padStart(2, '0')}:${(trip.minutes || '0').padStart(2, '0')}`,
        })
      : formatDay(trip.date)
    : '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ListPageMeta
        path="/cab"
        title={words('cabs.list.title')}
        description={words('cabs.list.description')}
        image={query.data?.items[0]?.imageUrl}
      />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{words('cabs.list.title')}</h1>
      {(route || when) && (
        <p className="mt-1 text-slate-700" data-testid="trip-summary">
          {route && <span className="font-semibold">{route}</span>}
          {route && when && ' · '}
          {when}
        </p>
      )}
      <div className="mt-4">
        <TripSearchForm key={bookingQuery} initial={trip} onSearch={(t) => go(t, filters)} />
      </div>
      <FilteredResults
        filters={(closing) => (
          <CabFiltersForm
            key={params.toString()}
            initial={filters}
            trip={trip}
            sort={sort}
            onApply={closing((f: CabFilters) => go(trip, f))}
          />
        )}
        count={query.data ? words('cabs.list.count', { count: query.data.total }) : ''}
        sidebarClassName="lg:grid-cols-[15rem_1fr]"
        resultsId="cab-results"
        resultsTitle={words('cabs.list.results')}
        busy={query.isFetching}
        toolbar={<SortBy sort={sort} onSort={(next) => go(trip, filters, 1, readSort(next))} />}
        phoneSort={<SortButton value={sort} onSort={(next) => go(trip, filters, 1, readSort(next))} />}
        applied={chips.length}
        chips={chips.length > 0 && <FilterChips chips={chips} clearAll={address(trip, NO_CAB_FILTERS, sort)} />}
      >
        <QueryList
          query={query}
          loading={<Spinner label={words('cabs.list.loading')} />}
          errorText={words('cabs.list.error')}
          serverMessage={list.from !== undefined}
          empty={<EmptyState title={words('cabs.list.empty')} hint={words('cabs.list.emptyHint')} />}
          className="space-y-4"
          item={(c) => <CabCard cab={c} to={at(`/cab/booking/${c._id}${bookingQuery ? `?${bookingQuery}` : ''}`)} state={trip} />}
          after={({ total }) => (
            <Pagination
              page={page}
              pageSize={CAB_PAGE_SIZE}
              total={total}
              label={words('cabs.list.pages')}
              onPage={(p) => go(trip, filters, p)}
            />
          )}
        />
      </FilteredResults>
    </div>
  );
}
