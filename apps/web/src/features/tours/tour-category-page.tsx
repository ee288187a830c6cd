import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryList } from '../../components/query-states.tsx';
import { EmptyState, Spinner } from '../../components/ui/states.tsx';
import { tourCategoryMeta } from '../../lib/seo/meta.ts';
import { useTours } from './api/list-tours.ts';
import { TourCard } from './components/tour-card.tsx';
import { TOUR_GRID } from './components/tour-grid.tsx';
import { typeLabel } from './components/tour-type.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { toursQuery } from './api/list-tours.ts';

export const loader = pageLoader(({ params }, qc) => [
  qc.ensureQueryData(toursQuery({ type: (params.categoryTitle ?? '').toLowerCase() })),
]);

/** /tour/{categoryTitle}/{id}: the packages of one category (tour type). */
export function Component() {
  const { categoryTitle = '' } = useParams();
  const label = typeLabel(categoryTitle);
  const tours = useTours({ type: categoryTitle.toLowerCase() });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta meta={(origin) => tourCategoryMeta(origin, categoryTitle, label, tours.data?.items ?? [])} />
      <Breadcrumb trail={[{ to: '/tour', label: 'Tour Packages' }]} linkClassName="text-teal-800 hover:underline">
        {label}
      </Breadcrumb>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{label} tours</h1>
      <div className="mt-8">
        <QueryList
          query={tours}
          loading={<Spinner label="Loading tours…" />}
          errorText="Failed to load tours. Please try again."
          className={TOUR_GRID}
          item={(t) => <TourCard tour={t} />}
          empty={
            <EmptyState title="No Tours Found" hint="There are no packages in this category yet. See all tours instead.">
              <Link to="/tour" className="font-semibold text-teal-800 hover:underline">
                All tour packages
              </Link>
            </EmptyState>
          }
        />
      </div>
    </section>
  );
}
