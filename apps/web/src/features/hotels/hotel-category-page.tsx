import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { Breadcrumb } from '../../components/ui/breadcrumb.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { hotelCategoryMeta } from '../../lib/seo/meta.ts';
import { useHotels } from './api/list-hotels.ts';
import { findCategory } from './components/hotel-categories.ts';
import { HotelGrid } from './components/hotel-grid.tsx';
import { defaultStay } from './search-params.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { hotelsQuery } from './api/list-hotels.ts';
import { useLocalePath, useT } from '../../lib/i18n.tsx';

export const loader = pageLoader(({ params, request }, qc) => {
  const category = findCategory(params.categoryTitle, params.id);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return category ? [qc.ensureQueryData(hotelsQuery({ propertytype: [category.type], page, limit: PAGE_SIZE }))] : [];
});

const PAGE_SIZE = 12;

export function Component() {
  const t = useT();
  const at = useLocalePath();
  const { categoryTitle, id } = useParams();
  const category = findCategory(categoryTitle, id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useHotels({ propertytype: category ? [category.type] : undefined, page, limit: PAGE_SIZE });

  if (!category)
    return (
      <NotFoundState
        title={t('hotels.category.notFound')}
        hint={t('hotels.category.notFoundHint')}
        back={{ to: at('/hotel'), label: t('hotels.category.allHotels') }}
      />
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta meta={(origin) => hotelCategoryMeta(origin, category, t)} />
      <Breadcrumb trail={[{ to: at('/hotel'), label: t('common.nav.hotels') }]}>
        <span className="text-slate-800">{t(`hotels.category.${category.slug}.title`)}</span>
      </Breadcrumb>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t(`hotels.category.${category.slug}.title`)}</h1>
      <p className="mt-1 text-slate-600">{t(`hotels.category.${category.slug}.blurb`)}</p>
      <HotelGrid
        query={query}
        stay={defaultStay()}
        className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
        empty={<EmptyState title={t('hotels.category.empty')} hint={t('hotels.category.emptyHint')} />}
        after={(total) => <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={(p) => setParams({ page: String(p) })} />}
      />
    </div>
  );
}
