import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useHotels } from './api/list-hotels.ts';
import { HOTEL_CATEGORIES, categoryPath } from './components/hotel-categories.ts';
import { HotelCard } from './components/hotel-card.tsx';
import { HotelSearchForm } from './components/hotel-search-form.tsx';
import { hotelSearchQuery, stayQuery } from './search-params.ts';

const PAGE_SIZE = 8;

export function Component() {
  const navigate = useNavigate();
  const today = todayInIndia();
  const stay = { checkin: today, checkout: addDays(today, 1), guests: 2 };
  const [page, setPage] = useState(1);
  const featured = useHotels({ featured: true, limit: 4 });
  const all = useHotels({ page, limit: PAGE_SIZE });

  return (
    <div>
      <section className="bg-gradient-to-br from-teal-800 via-teal-700 to-cyan-700 pb-16 pt-12 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <h1 className="text-3xl font-bold md:text-5xl">Stays you'll want to come back to</h1>
          <p className="mt-3 max-w-2xl text-teal-50 md:text-lg">
            Hotels, resorts, villas and camps across India, with honest prices in rupees.
          </p>
          <div className="mt-8 text-slate-900">
            <HotelSearchForm initial={{ location: '', ...stay }} onSearch={(s) => navigate(`/hotels${hotelSearchQuery(s)}`)} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <section aria-labelledby="cat-heading">
          <h2 id="cat-heading" className="text-2xl font-bold text-slate-900">
            Browse by stay
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
            {HOTEL_CATEGORIES.map((c) => (
              <li key={c.id}>
                <Link
                  to={categoryPath(c)}
                  className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-teal-600"
                >
                  <span className="font-semibold text-slate-900">{c.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{c.blurb}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
            Featured Hotels
          </h2>
          {featured.isPending ? (
            <Spinner label="Loading hotels…" />
          ) : featured.isError ? (
            <ErrorState
              message={messageOf(featured.error, 'Failed to load hotels. Please try again.')}
              onRetry={() => void featured.refetch()}
            />
          ) : featured.data.items.length === 0 ? (
            <EmptyState title="No hotels found." />
          ) : (
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {featured.data.items.map((h) => (
                <li key={h._id}>
                  <HotelCard hotel={h} to={`/hotel/${h._id}${stayQuery(stay)}`} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="all-heading">
          <div className="flex items-end justify-between">
            <h2 id="all-heading" className="text-2xl font-bold text-slate-900">
              All Hotels
            </h2>
            <Link to={`/hotels${hotelSearchQuery(stay)}`} className="text-sm font-semibold text-teal-800 hover:underline">
              Search with filters
            </Link>
          </div>
          {all.isPending ? (
            <Spinner label="Loading hotels…" />
          ) : all.isError ? (
            <ErrorState message={messageOf(all.error, 'Failed to load hotels. Please try again.')} onRetry={() => void all.refetch()} />
          ) : all.data.items.length === 0 ? (
            <EmptyState title="No hotels found." />
          ) : (
            <>
              <ul className={`mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 ${all.isPlaceholderData ? 'opacity-60' : ''}`}>
                {all.data.items.map((h) => (
                  <li key={h._id}>
                    <HotelCard hotel={h} to={`/hotel/${h._id}${stayQuery(stay)}`} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageSize={PAGE_SIZE} total={all.data.total} onPage={setPage} label="All hotels pages" />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
