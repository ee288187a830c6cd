import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Drawer } from '../../components/ui/drawer.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { formatDay } from '../../lib/format.ts';
import { useCabs } from './api/list-cabs.ts';
import { CabCard } from './components/cab-card.tsx';
import { CabFiltersForm } from './components/cab-filters.tsx';
import { TripSearchForm } from './components/trip-search-form.tsx';
import { CAB_PAGE_SIZE, readFilters, readTrip, tripParams, type CabFilters, type CabTrip } from './search-params.ts';

/** /cab and /c: the trip from the query, sidebar filters rewriting the /c query, cabs filtered by the server. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trip = readTrip(params);
  const filters = readFilters(params);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [drawer, setDrawer] = useState(false);
  const query = useCabs({ ...filters, page, limit: CAB_PAGE_SIZE });

  const go = (t: CabTrip, f: CabFilters, p = 1) => {
    const q = tripParams(t);
    f.type.forEach((v) => q.append('type', v));
    f.fuelType.forEach((v) => q.append('fuelType', v));
    f.seats.forEach((v) => q.append('seats', v));
    if (p > 1) q.set('page', String(p));
    navigate(`/c?${q}`);
  };
  const apply = (f: CabFilters) => {
    setDrawer(false);
    go(trip, f);
  };
  const bookingQuery = tripParams(trip).toString();
  const form = <CabFiltersForm key={params.toString()} initial={filters} onApply={apply} />;
  const total = query.data?.total ?? 0;
  const route = trip.sourceLocation || trip.destLocation ? `${trip.sourceLocation || 'Anywhere'} → ${trip.destLocation || 'Anywhere'}` : '';
  const when = trip.date
    ? `${formatDay(trip.date)}${trip.hours ? ` at ${trip.hours.padStart(2, '0')}:${(trip.minutes || '0').padStart(2, '0')}` : ''}`
    : '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
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
      <div className="mt-6 flex items-center justify-between lg:hidden">
        <p className="text-sm text-slate-700">{query.data ? `${total} cab${total === 1 ? '' : 's'} available` : ''}</p>
        <button
          type="button"
          onClick={() => setDrawer(true)}
          aria-haspopup="dialog"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm"
        >
          Filters
        </button>
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Filters" closeLabel="Close Filters">
        {form}
      </Drawer>
      <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_1fr]">
        <aside
          aria-label="Filters"
          className="hidden self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:block"
        >
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Filters</h2>
          {!drawer && form}
        </aside>
        <section aria-labelledby="cab-results" aria-busy={query.isFetching}>
          <h2 id="cab-results" className="sr-only">
            Available cabs
          </h2>
          <p className="mb-3 hidden text-sm text-slate-700 lg:block" aria-live="polite">
            {query.data ? `${total} cab${total === 1 ? '' : 's'} available` : ''}
          </p>
          {query.isPending ? (
            <Spinner label="Loading cabs…" />
          ) : query.isError ? (
            <ErrorState message="Failed to load available cabs. Please try again later." onRetry={() => void query.refetch()} />
          ) : query.data.items.length === 0 ? (
            <EmptyState title="No cabs available matching your filters" hint="Try adjusting your filters to see more options" />
          ) : (
            <>
              <ul className={`space-y-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
                {query.data.items.map((c) => (
                  <li key={c._id}>
                    <CabCard cab={c} to={`/cab/booking/${c._id}${bookingQuery ? `?${bookingQuery}` : ''}`} state={trip} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageSize={CAB_PAGE_SIZE}
                total={total}
                label="Cab result pages"
                onPage={(p) => go(trip, filters, p)}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
