import { formatOccupancy } from '@raahi/contract/rules/occupancy';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { stayGist } from '../../lib/stay-summary.ts';
import { useLanguage, useLocalePath, useT } from '../../lib/i18n.tsx';
import { FilteredResults } from '../../components/filtered-results.tsx';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SortBy } from '../../components/sort-by.tsx';
import { useHotels } from './api/list-hotels.ts';
import { HotelGrid } from './components/hotel-grid.tsx';
import {
  HOTEL_PAGE_SIZE,
  appliedFilters,
  hotelListParams,
  hotelSearchQuery,
  readHotelSearch,
  removableFilters,
  type HotelSearch,
} from './search-params.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { hotelsQuery } from './api/list-hotels.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { partApart } from '../../components/hydrate-apart.tsx';

// the search form (hidden behind the summary line on a phone), the filters, the phone's sort and the empty
// result's way out load in their own turn after the first paint, not with the page: the results come first
const HotelSearchForm = partApart(async () => (await import('../../components/hotel-search/hotel-search-form.tsx')).HotelSearchForm);
const HotelFilters = partApart(async () => (await import('./components/hotel-filters.tsx')).HotelFilters);
const SortButton = partApart(async () => (await import('../../components/sort-button.tsx')).SortButton);
const AppliedFilters = partApart(async () => (await import('./components/applied-filters.tsx')).AppliedFilters);
const NoResults = partApart(async () => (await import('../../components/no-results.tsx')).NoResults);

export const loader = pageLoader(({ request }, qc) => [
  qc.ensureQueryData(hotelsQuery(hotelListParams(readHotelSearch(new URL(request.url).searchParams)))),
]);

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const at = useLocalePath();
  const t = useT();
  const search = readHotelSearch(params);
  const query = useHotels(hotelListParams(search));
  const show = (next: Partial<typeof search>) => navigate(at(`/hotels${hotelSearchQuery(next)}`));
  const go = (next: Partial<typeof search>) => show({ ...search, page: 1, ...next });
  const { checkin, checkout, guests, sort, occupancy } = search;
  // on a phone the search is one line that opens the form, so the first hotel is in view
  // (open at first when nothing has been searched yet)
  const [editing, setEditing] = useState(!search.location);
  const formId = useId();

  return (
    <div className="mx-auto max-w-[90rem] px-4 py-6">
      {/* a place is part of what the page is; dates, filters and pages are not */}
      <ListPageMeta
        path={`/hotels${search.location ? `?${new URLSearchParams({ location: search.location })}` : ''}`}
        title={search.location ? t('hotels.search.metaTitleIn', { place: search.location }) : t('hotels.search.metaTitle')}
        description={
          search.location ? t('hotels.search.metaDescriptionIn', { place: search.location }) : t('hotels.search.metaDescription')
        }
        image={query.data?.items[0]?.imageUrl}
      />
      <h1 className="mb-3 text-xl font-bold text-slate-900 md:mb-4 md:text-3xl">{t('hotels.search.title')}</h1>
      <SearchSummary search={search} editing={editing} onEditing={setEditing} formId={formId} />
      <div id={formId} className={editing ? '' : 'hidden lg:block'}>
        <HotelSearchForm
          key={`${search.location}|${checkin}|${checkout}|${guests}|${formatOccupancy(occupancy ?? []).join('|')}`}
          initial={{ location: search.location, checkin, checkout, guests, occupancy }}
          onSearch={(next) => {
            setEditing(false);
            go(next);
          }}
        />
      </div>
      <FilteredResults
        filters={(closing, inDrawer) => (
          <HotelFilters
            key={params.toString()}
            preview={inDrawer}
            initial={search}
            kept={{ checkin, checkout, guests, sort, occupancy }}
            onApply={closing(go)}
            onClear={closing(() => show({ checkin, checkout, guests, sort, occupancy }))}
          />
        )}
        count={query.data ? t('hotels.search.count', { count: query.data.total }) : ''}
        sidebarClassName="lg:grid-cols-[16rem_1fr]"
        resultsId="results-heading"
        resultsTitle={t('hotels.search.results')}
        busy={query.isFetching}
        toolbar={<SortBy sort={sort} onSort={(next) => go({ sort: next })} />}
        phoneSort={<SortButton value={sort} onSort={(next) => go({ sort: next })} />}
        applied={appliedFilters(search).length}
        chips={appliedFilters(search).length > 0 && <AppliedFilters search={search} />}
      >
        <HotelGrid
          query={query}
          stay={search}
          leadPriority
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
          empty={
            <NoResults
              place={search.location}
              filters={removableFilters(search).map(({ filter, without }) => ({
                name: t(`common.filter.${filter}`),
                to: at(`/hotels${hotelSearchQuery({ ...search, page: 1, ...without })}`),
              }))}
              searchFor={(location) => at(`/hotels${hotelSearchQuery({ ...search, page: 1, location })}`)}
            />
          }
          after={(total) => (
            <Pagination
              page={search.page}
              pageSize={HOTEL_PAGE_SIZE}
              total={total}
              label={t('hotels.search.pages')}
              onPage={(page) => show({ ...search, page })}
            />
          )}
        />
      </FilteredResults>
    </div>
  );
}

/** Phones: the search in one line (place, dates, rooms and guests); a tap opens the form under it. */
function SearchSummary({
  search,
  editing,
  onEditing,
  formId,
}: {
  search: HotelSearch;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  formId: string;
}) {
  const t = useT();
  const language = useLanguage();
  const hydrated = useHydrated();
  const gist = stayGist(t, language, {
    place: search.location,
    checkin: search.checkin,
    checkout: search.checkout,
    guests: search.guests,
    rooms: search.occupancy?.length ?? 1,
  });
  return (
    <button
      type="button"
      onClick={() => onEditing(!editing)}
      disabled={!hydrated}
      aria-expanded={editing}
      aria-controls={formId}
      data-testid="search-summary"
      className="mb-3 flex w-full items-center gap-3 rounded-xl bg-white px-4 py-3 text-left text-sm shadow-sm ring-1 ring-slate-200 disabled:cursor-wait lg:hidden"
    >
      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{gist}</span>
      <span className="shrink-0 font-semibold text-teal-800">{t('hotels.search.change')}</span>
    </button>
  );
}
