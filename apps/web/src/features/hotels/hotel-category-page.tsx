import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { Link, useParams, useSearchParams } from 'react-router';
import { Pagination } from '../../components/ui/pagination.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useHotels } from './api/list-hotels.ts';
import { findCategory } from './components/hotel-categories.ts';
import { HotelCard } from './components/hotel-card.tsx';
import { stayQuery } from './search-params.ts';

const PAGE_SIZE = 12;

export function Component() {
  const { categoryTitle, id } = useParams();
  const category = findCategory(categoryTitle, id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useHotels({ propertytype: category ? [category.type] : undefined, page, limit: PAGE_SIZE });
  const today = todayInIndia();
  const stay = { checkin: today, checkout: addDays(today, 1), guests: 2 };

  if (!category)
    return (
      <NotFoundState title="Category not found" hint="This kind of stay doesn't exist." back={{ to: '/hotel', label: 'All hotels' }} />
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/hotel" className="hover:underline">
          Hotels
        </Link>{' '}
        / <span className="text-slate-800">{category.title}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{category.title}</h1>
      <p className="mt-1 text-slate-600">{category.blurb}</p>
      {query.isPending ? (
        <Spinner label="Loading hotels…" />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error, 'Failed to load hotels. Please try again.')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No hotels found." hint="Try another kind of stay." />
      ) : (
        <>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {query.data.items.map((h) => (
              <li key={h._id}>
                <HotelCard hotel={h} to={`/hotel/${h._id}${stayQuery(stay)}`} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={(p) => setParams({ page: String(p) })} />
        </>
      )}
    </div>
  );
}
