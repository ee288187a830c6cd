import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Drawer } from '../../components/ui/drawer.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useHotels } from './api/list-hotels.ts';
import { HotelCard } from './components/hotel-card.tsx';
import { HotelFilters, type HotelFilterValues } from './components/hotel-filters.tsx';
import { HotelSearchForm } from './components/hotel-search-form.tsx';
import { HOTEL_PAGE_SIZE, SORT_OPTIONS, hotelSearchQuery, readHotelSearch, stayQuery } from './search-params.ts';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readHotelSearch(params);
  const [drawer, setDrawer] = useState(false);
  const query = useHotels({
    location: search.location || undefined,
    checkin: search.checkin,
    checkout: search.checkout,
    guests: search.guests,
    minBudget: search.minBudget || undefined,
    maxBudget: search.maxBudget || undefined,
    price: search.price || undefined,
    starrating: search.starrating,
    guestrating: search.guestrating || undefined,
    propertytype: search.propertytype,
    amenities: search.amenities,
    facilities: search.facilities,
    sort: search.sort || undefined,
    page: search.page,
    limit: HOTEL_PAGE_SIZE,
  });
  const go = (next: Partial<typeof search>) => navigate(`/hotels${hotelSearchQuery({ ...search, page: 1, ...next })}`);
  const applyFilters = (f: HotelFilterValues) => {
    setDrawer(false);
    go({ ...f, page: 1 });
  };
  const clear = () => {
    setDrawer(false);
    navigate(
      `/hotels${hotelSearchQuery({ checkin: search.checkin, checkout: search.checkout, guests: search.guests, sort: search.sort })}`,
    );
  };
  const filterKey = params.toString();
  const filters = <HotelFilters key={filterKey} initial={search} onApply={applyFilters} onClear={clear} />;
  const total = query.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-[90rem] px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 md:text-3xl">Find your stay</h1>
      <HotelSearchForm
        key={`${search.location}|${search.checkin}|${search.checkout}|${search.guests}`}
        initial={{ location: search.location, checkin: search.checkin, checkout: search.checkout, guests: search.guests }}
        onSearch={(s) => go(s)}
      />
      <div className="mt-6 flex items-center justify-between lg:hidden">
        <p className="text-sm text-slate-700">{query.data ? `${total} hotel${total === 1 ? '' : 's'} found` : ''}</p>
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
        {filters}
      </Drawer>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          aria-label="Filters"
          className="hidden self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:block"
        >
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Filters</h2>
          {!drawer && filters}
        </aside>
        <section aria-labelledby="results-heading" aria-busy={query.isFetching}>
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="hidden text-sm text-slate-700 lg:block" aria-live="polite">
              {query.data ? `${total} hotel${total === 1 ? '' : 's'} found` : ''}
            </p>
            <label className="ml-auto flex items-center gap-2 text-sm text-slate-700">
              Sort by
              <select
                value={search.sort}
                onChange={(e) => go({ sort: e.target.value })}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {query.isPending ? (
            <Spinner label="Loading hotels…" />
          ) : query.isError ? (
            <ErrorState message={messageOf(query.error, 'Failed to load hotels. Please try again.')} onRetry={() => void query.refetch()} />
          ) : query.data.items.length === 0 ? (
            <EmptyState title="No hotels available matching your filters" hint="Try adjusting your filters to see more options" />
          ) : (
            <>
              <ul className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
                {query.data.items.map((h) => (
                  <li key={h._id} className="flex">
                    <div className="w-full">
                      <HotelCard hotel={h} to={`/hotel/${h._id}${stayQuery(search)}`} />
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination
                page={search.page}
                pageSize={HOTEL_PAGE_SIZE}
                total={total}
                label="Hotel result pages"
                onPage={(page) => navigate(`/hotels${hotelSearchQuery({ ...search, page })}`)}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
