import { useState } from 'react';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useHotels } from './api/list-hotels.ts';
import { HOTEL_CATEGORIES, categoryPath } from './components/hotel-categories.ts';
import { HotelGrid } from './components/hotel-grid.tsx';
import { HotelSearchForm } from '../../components/hotel-search/hotel-search-form.tsx';
import { defaultStay, hotelSearchQuery } from './search-params.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { hotelsQuery } from './api/list-hotels.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

export const loader = pageLoader((_, qc) => [
  qc.ensureQueryData(hotelsQuery({ featured: true, limit: 4 })),
  qc.ensureQueryData(hotelsQuery({ page: 1, limit: PAGE_SIZE })),
]);

const PAGE_SIZE = 8;

export function Component() {
  const navigate = useNavigate();
  const at = useLocalePath();
  const t = useT();
  const stay = defaultStay();
  const [page, setPage] = useState(1);
  const featured = useHotels({ featured: true, limit: 4 });
  const all = useHotels({ page, limit: PAGE_SIZE });

  return (
    <div>
      <ListPageMeta
        path="/hotel"
        title={t('hotels.home.title')}
        description={t('hotels.home.description')}
        image={featured.data?.items[0]?.imageUrl}
      />
      <section className="bg-gradient-to-br from-teal-800 via-teal-700 to-cyan-700 pb-16 pt-12 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <h1 className="text-3xl font-bold md:text-5xl">{t('hotels.home.heading')}</h1>
          <p className="mt-3 max-w-2xl text-teal-50 md:text-lg">{t('hotels.home.description')}</p>
          <div className="mt-8 text-slate-900">
            <HotelSearchForm initial={{ location: '', ...stay }} onSearch={(s) => navigate(at(`/hotels${hotelSearchQuery(s)}`))} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <TitledSection id="cat-heading" title={t('hotels.home.browse')} headingClassName="text-2xl font-bold text-slate-900">
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
            {HOTEL_CATEGORIES.map((c) => (
              <li key={c.id}>
                <Link
                  to={at(categoryPath(c))}
                  className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:ring-teal-600"
                >
                  <span className="font-semibold text-slate-900">{t(`hotels.category.${c.slug}.title`)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`hotels.category.${c.slug}.blurb`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="featured-heading" title={t('hotels.home.featured')} headingClassName="text-2xl font-bold text-slate-900">
          <HotelGrid query={featured} stay={stay} empty={<EmptyState title={t('hotels.category.empty')} />} />
        </TitledSection>

        <section aria-labelledby="all-heading">
          <div className="flex items-end justify-between">
            <h2 id="all-heading" className="text-2xl font-bold text-slate-900">
              {t('hotels.home.all')}
            </h2>
            <Link to={at(`/hotels${hotelSearchQuery(stay)}`)} className="text-sm font-semibold text-teal-800 hover:underline">
              {t('hotels.home.withFilters')}
            </Link>
          </div>
          <HotelGrid
            query={all}
            stay={stay}
            empty={<EmptyState title={t('hotels.category.empty')} />}
            after={(total) => (
              <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} label={t('hotels.home.allPages')} />
            )}
          />
        </section>
      </div>
    </div>
  );
}
