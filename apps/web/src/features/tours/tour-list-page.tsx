import type { TourCard } from '@raahi/contract/tours';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { QueryError } from '../../components/query-states.tsx';
import { Spinner } from '../../components/ui/states.tsx';
import { NoResults } from '../../components/no-results.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useTours, type TourFilter } from './api/list-tours.ts';
import { TourCards } from './components/tour-grid.tsx';
import { TourSearchPanel } from './components/tour-search-panel.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { toursQuery } from './api/list-tours.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { BUDGET_MAX, readTourFilter, tourFilterQuery } from './search-params.ts';
import { typeLabel } from './components/tour-type.ts';
import { rupees } from '@raahi/contract/rules/rupees';
import { formatDay } from '../../lib/format.ts';
import { SortBy } from '../../components/sort-by.tsx';
import { HydrateApart, partApart } from '../../components/hydrate-apart.tsx';
import { readSort } from '../../lib/result-sorts.ts';

// the phone's sort and the filters' chips load in their own turn after the first paint (as the hotels')
const SortButton = partApart(async () => (await import('../../components/sort-button.tsx')).SortButton);
const FilterChips = partApart(async () => (await import('../../components/filter-chips.tsx')).FilterChips);

export const loader = pageLoader(({ request }, qc) => [qc.ensureQueryData(toursQuery(readTourFilter(new URL(request.url).searchParams)))]);

export function Component() {
  // Every tour, or what the URL's search asks for; only a press of Search Tours changes it.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const at = useLocalePath();
  const filter = readTourFilter(params);
  const search = (next: TourFilter) => navigate(at(`/tour${tourFilterQuery(next)}`), { preventScrollReset: true });
  const sortBy = (sort: string) => search({ ...filter, sort: readSort(sort) || undefined });
  // the date and a budget below the most are filters: each a chip whose × opens the search without it
  const chips = [
    ...(filter.date ? [{ id: 'date', name: t('common.chips.travelDate', { date: formatDay(filter.date) }), to: { date: undefined } }] : []),
    ...(filter.maxPrice !== undefined && filter.maxPrice < BUDGET_MAX
      ? [{ id: 'budget', name: t('common.chips.upTo', { max: rupees(filter.maxPrice) }), to: { maxPrice: undefined } }]
      : []),
  ].map((c) => ({ ...c, to: at(`/tour${tourFilterQuery({ ...filter, ...c.to })}`) }));
  const tours = useTours(filter);
  const sections = useMemo(() => groupByType(tours.data?.items ?? []), [tours.data]);
  return (
    <>
      <ListPageMeta
        path="/tour"
        title={t('tours.list.title')}
        description={t('tours.list.description')}
        image={tours.data?.items[0]?.image}
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-900 via-teal-800 to-sky-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-30 [background:radial-gradient(circle_at_20%_30%,#fde68a_0,transparent_35%),radial-gradient(circle_at_80%_70%,#38bdf8_0,transparent_40%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 pb-28 pt-16 text-center md:pb-32 md:pt-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-100">{t('tours.list.kicker')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight md:text-6xl">{t('tours.list.heading')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{t('tours.list.lead')}</p>
        </div>
      </section>
      <HydrateApart>
        <div className="relative mx-auto -mt-20 max-w-6xl px-4">
          <TourSearchPanel key={params.toString()} initial={filter} onSearch={search} busy={tours.isFetching} />
        </div>
      </HydrateApart>
      <div className="mx-auto max-w-7xl px-4 py-12" aria-live="polite" aria-busy={tours.isFetching}>
        {tours.isPending || (tours.isFetching && tours.isPlaceholderData) ? (
          <Spinner label={t('tours.list.loading')} />
        ) : tours.isError ? (
          <QueryError query={tours} text={messageOf(tours.error, t('tours.list.error'))} />
        ) : sections.length === 0 ? (
          <NoResults
            place={filter.destination ?? ''}
            filters={[
              ...(filter.date
                ? [{ name: t('common.filter.date'), to: at(`/tour${tourFilterQuery({ ...filter, date: undefined })}`) }]
                : []),
              ...(filter.maxPrice !== undefined && filter.maxPrice < BUDGET_MAX
                ? [{ name: t('common.filter.budget'), to: at(`/tour${tourFilterQuery({ ...filter, maxPrice: undefined })}`) }]
                : []),
            ]}
            searchFor={(destination) => at(`/tour${tourFilterQuery({ ...filter, destination })}`)}
          />
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">{t('tours.list.count', { count: tours.data.total })}</p>
              <SortBy sort={filter.sort ?? ''} onSort={sortBy} />
              <div className="lg:hidden">
                <SortButton value={filter.sort ?? ''} onSort={sortBy} />
              </div>
            </div>
            {chips.length > 0 && (
              <FilterChips chips={chips} clearAll={at(`/tour${tourFilterQuery({ destination: filter.destination, sort: filter.sort })}`)} />
            )}
            {tours.data.total > tours.data.items.length && (
              <p className="mb-6 text-sm text-slate-600">
                {t('tours.list.showing', { shown: tours.data.items.length, total: tours.data.total })}
              </p>
            )}
            {sections.map(([type, list]) => (
              <HydrateApart key={type} later>
                <TitledSection
                  id={`type-${type}`}
                  title={
                    <>
                      <span className="h-8 w-1.5 rounded-full bg-teal-600" aria-hidden="true" />
                      {t('tours.typeTours', { type: typeLabel(type, t) }).toLocaleUpperCase()}
                    </>
                  }
                  className="mb-14"
                  headingClassName="mb-6 flex items-center gap-3 text-2xl font-extrabold tracking-wide text-slate-900"
                >
                  <TourCards tours={list} />
                </TitledSection>
              </HydrateApart>
            ))}
          </>
        )}
      </div>
      <section className="mx-auto max-w-7xl px-4">
        <div className="rounded-3xl bg-gradient-to-r from-teal-700 to-sky-700 px-6 py-12 text-center text-white shadow-lg">
          <h2 className="text-3xl font-extrabold">{t('tours.list.ctaTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-teal-50">{t('tours.list.ctaText')}</p>
          <a href="#main" className="mt-6 inline-flex rounded-lg bg-white px-6 py-3 font-semibold text-teal-800 shadow hover:bg-teal-50">
            {t('tours.list.cta')}
          </a>
        </div>
      </section>
    </>
  );
}

function groupByType(tours: TourCard[]): [string, TourCard[]][] {
  const groups = new Map<string, TourCard[]>();
  for (const t of tours) {
    const key = t.type.trim().toLowerCase() || 'other';
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups.entries()];
}
