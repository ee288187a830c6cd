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
import { useLanguage, useLocalePath, useT } from '../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';

export const loader = pageLoader(({ params }, qc) => [
  qc.ensureQueryData(toursQuery({ type: (params.categoryTitle ?? '').toLowerCase() })),
]);

/** /tour/{categoryTitle}/{id}: the packages of one category (tour type). */
export function Component() {
  const { categoryTitle = '' } = useParams();
  const t = useT();
  const at = useLocalePath();
  const label = typeLabel(categoryTitle, t);
  const language = useLanguage();
  const tours = useTours({ type: categoryTitle.toLowerCase() });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        meta={(origin) =>
          tourCategoryMeta(
            origin,
            categoryTitle,
            label,
            (tours.data?.items ?? []).map((tour) => typedIn(tour, language)),
            t,
          )
        }
      />
      <Breadcrumb trail={[{ to: at('/tour'), label: t('common.nav.tours') }]} linkClassName="text-teal-800 hover:underline">
        {label}
      </Breadcrumb>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t('tours.typeTours', { type: label })}</h1>
      <div className="mt-8">
        <QueryList
          query={tours}
          loading={<Spinner label={t('tours.list.loading')} />}
          errorText={t('tours.list.error')}
          className={TOUR_GRID}
          item={(tour) => <TourCard tour={tour} />}
          empty={
            <EmptyState title={t('tours.category.empty')} hint={t('tours.category.emptyHint')}>
              <Link to={at('/tour')} className="font-semibold text-teal-800 hover:underline">
                {t('tours.category.all')}
              </Link>
            </EmptyState>
          }
        />
      </div>
    </section>
  );
}
