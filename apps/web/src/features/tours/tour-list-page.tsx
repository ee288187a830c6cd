import { HydrateApart } from '../../components/hydrate-apart.tsx';
import type { TourCard } from '@raahi/contract/tours';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { QueryError } from '../../components/query-states.tsx';
import { EmptyState, Spinner } from '../../components/ui/states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useTours, type TourFilter } from './api/list-tours.ts';
import { TourCards } from './components/tour-grid.tsx';
import { TourSearchPanel } from './components/tour-search-panel.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { toursQuery } from './api/list-tours.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { readTourFilter, tourFilterQuery } from './search-params.ts';

export const loader = pageLoader(({ request }, qc) => [qc.ensureQueryData(toursQuery(readTourFilter(new URL(request.url).searchParams)))]);

export function Component() {
  // Every tour, or what the URL's search asks for; only a press of Search Tours changes it.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = readTourFilter(params);
  const search = (next: TourFilter) => navigate(`/tour${tourFilterQuery(next)}`, { preventScrollReset: true });
  const tours = useTours(filter);
  const sections = useMemo(() => groupByType(tours.data?.items ?? []), [tours.data]);
  return (
    <>
      <ListPageMeta
        path="/tour"
        title="Tour Packages"
        description="Hand-picked tour packages across India, with stays, transfers and sightseeing in one price per person."
        image={tours.data?.items[0]?.image}
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-900 via-teal-800 to-sky-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-30 [background:radial-gradient(circle_at_20%_30%,#fde68a_0,transparent_35%),radial-gradient(circle_at_80%_70%,#38bdf8_0,transparent_40%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 pb-28 pt-16 text-center md:pb-32 md:pt-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-100">Explore Amazing Destinations</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight md:text-6xl">Discover Your Perfect Getaway</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">
            Hand-picked tour packages across India, with stays, transfers and sightseeing in one price.
          </p>
        </div>
      </section>
      <HydrateApart>
        <div className="relative mx-auto -mt-20 max-w-6xl px-4">
          <TourSearchPanel key={params.toString()} initial={filter} onSearch={search} busy={tours.isFetching} />
        </div>
      </HydrateApart>
      <div className="mx-auto max-w-7xl px-4 py-12" aria-live="polite" aria-busy={tours.isFetching}>
        {tours.isPending || (tours.isFetching && tours.isPlaceholderData) ? (
          <Spinner label="Loading tours…" />
        ) : tours.isError ? (
          <QueryError query={tours} text={messageOf(tours.error, 'Failed to load tours. Please try again.')} />
        ) : sections.length === 0 ? (
          <EmptyState title="No Tours Found" hint="Try adjusting your filters: another destination, a different date or a higher budget." />
        ) : (
          <>
            {tours.data.total > tours.data.items.length && (
              <p className="mb-6 text-sm text-slate-600">
                Showing {tours.data.items.length} of {tours.data.total} tours. Narrow your search to see the rest.
              </p>
            )}
            {sections.map(([type, list]) => (
              <HydrateApart key={type}>
                <TitledSection
                  id={`type-${type}`}
                  title={
                    <>
                      <span className="h-8 w-1.5 rounded-full bg-teal-600" aria-hidden="true" />
                      {type.toUpperCase()} TOURS
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
          <h2 className="text-3xl font-extrabold">Ready for Your Next Adventure?</h2>
          <p className="mx-auto mt-3 max-w-xl text-teal-50">Pick a package, choose your date and we take care of the rest.</p>
          <a href="#main" className="mt-6 inline-flex rounded-lg bg-white px-6 py-3 font-semibold text-teal-800 shadow hover:bg-teal-50">
            Book Your Tour Today
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
