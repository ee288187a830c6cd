import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useTours } from './api/list-tours.ts';
import { TourCard } from './components/tour-card.tsx';
import { typeLabel } from './components/tour-type.ts';

/** /tour/{categoryTitle}/{id}: the packages of one category (tour type). */
export function Component() {
  const { categoryTitle = '' } = useParams();
  const label = typeLabel(categoryTitle);
  const tours = useTours({ type: categoryTitle.toLowerCase() });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <title>{`${label} tours · Raahi`}</title>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/tour" className="text-teal-800 hover:underline">
          Tour Packages
        </Link>{' '}
        / {label}
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{label} tours</h1>
      <div className="mt-8">
        {tours.isPending ? (
          <Spinner label="Loading tours…" />
        ) : tours.isError ? (
          <ErrorState message={messageOf(tours.error, 'Failed to load tours. Please try again.')} onRetry={() => void tours.refetch()} />
        ) : tours.data.items.length === 0 ? (
          <EmptyState title="No Tours Found" hint="There are no packages in this category yet. See all tours instead.">
            <Link to="/tour" className="font-semibold text-teal-800 hover:underline">
              All tour packages
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tours.data.items.map((t) => (
              <li key={t._id}>
                <TourCard tour={t} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
