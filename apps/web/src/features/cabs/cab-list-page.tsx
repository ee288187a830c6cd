import { useNavigate, useSearchParams } from 'react-router';
import { FilteredResults } from '../../components/filtered-results.tsx';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { QueryList } from '../../components/query-states.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, Spinner } from '../../components/ui/states.tsx';
import { formatDay, plural } from '../../lib/format.ts';
import { useCabs } from './api/list-cabs.ts';
import { CabCard } from './components/cab-card.tsx';
import { CabFiltersForm } from './components/cab-filters.tsx';
import { TripSearchForm } from './components/trip-search-form.tsx';
import { CAB_PAGE_SIZE, cabListParams, readFilters, readTrip, tripParams, type CabFilters, type CabTrip } from './search-params.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { cabsQuery } from './api/list-cabs.ts';

export const loader = pageLoader(({ request }, qc) => {
  const params = new URL(request.url).searchParams;
  return [qc.ensureQueryData(cabsQuery(cabListParams(params)))];
});

/** /cab and /c: the trip from the query, sidebar filters rewriting the /c query, cabs filtered by the server. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trip = readTrip(params);
  const filters = readFilters(params);
  const list = cabListParams(params);
  const page = list.page ?? 1;
  const query = useCabs(list);

  const go = (t: CabTrip, f: CabFilters, p = 1) => {
    const q = tripParams(t);
    f.type.forEach((v) => q.append('type', v));
    f.fuelType.forEach((v) => q.append('fuelType', v));
    f.seats.forEach((v) => q.append('seats', v));
    if (p > 1) q.set('page', String(p));
    navigate(`/c?${q}`);
  };
  const bookingQuery = tripParams(trip).toString();
  const route =
    trip.trip === 'local' && trip.sourceLocation
      ? `${trip.sourceLocation} · local ${trip.package || '8h80km'}`
      : trip.sourceLocation || trip.destLocation
        ? `${trip.sourceLocation || 'Anywhere'} ${trip.trip === 'round' ? '⇄' : '→'} ${trip.destLocation || 'Anywhere'}`
        : '';
  const when = trip.date
    ? `${formatDay(trip.date)}${trip.hours ? ` at ${trip.hours.padStart(2, '0')}:${(trip.minutes || '0').padStart(2, '0')}` : ''}`
    : '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ListPageMeta
        path="/cab"
        title="Outstation cabs"
        description="Outstation cabs across India: sedans, SUVs and tempo travellers with the fare, kilometres included and taxes shown upfront."
        image={query.data?.items[0]?.imageUrl}
      />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Outstation cabs</h1>
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
          <CabFiltersForm key={params.toString()} initial={filters} trip={trip} onApply={closing((f: CabFilters) => go(trip, f))} />
        )}
        count={query.data ? `${plural(query.data.total, 'cab')} available` : ''}
        sidebarClassName="lg:grid-cols-[15rem_1fr]"
        resultsId="cab-results"
        resultsTitle="Available cabs"
        busy={query.isFetching}
      >
        <QueryList
          query={query}
          loading={<Spinner label="Loading cabs…" />}
          errorText="Failed to load available cabs. Please try again later."
          serverMessage={list.from !== undefined}
          empty={<EmptyState title="No cabs available matching your filters" hint="Try adjusting your filters to see more options" />}
          className="space-y-4"
          item={(c) => <CabCard cab={c} to={`/cab/booking/${c._id}${bookingQuery ? `?${bookingQuery}` : ''}`} state={trip} />}
          after={({ total }) => (
            <Pagination page={page} pageSize={CAB_PAGE_SIZE} total={total} label="Cab result pages" onPage={(p) => go(trip, filters, p)} />
          )}
        />
      </FilteredResults>
    </div>
  );
}
