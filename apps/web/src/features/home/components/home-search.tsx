// The home page's first screen: one search for Hotels, Tours and Cabs in tabs (a WAI-ARIA tablist: arrow keys,
// Home and End move between them), Hotels first; under it the person's recent searches (this browser's) and
// popular destinations. The Hotels and Tours forms load in a chunk of their own (search-panels.tsx), the Cabs form in another.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { partApart } from '../../../components/hydrate-apart.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { chipClass } from './chip-class.ts';

const panels = () => import('./search-panels.tsx');
const HotelPanel = partApart(async () => (await panels()).HotelPanel);
// the Tours and Cabs tabs are hidden until chosen: their forms hydrate once the page is used, the cab's code
// (its fares and places) fetched only then
const TourPanel = partApart(async () => (await panels()).TourPanel, { later: true });
const CabPanel = partApart(async () => (await import('./cab-search-form.tsx')).CabSearchForm, { later: true });
const RecentSearches = partApart(async () => (await panels()).RecentSearches);

const TABS = ['hotels', 'tours', 'cabs'] as const;
type Tab = (typeof TABS)[number];

/** Cities the catalogue has hotels and tours in: the search's place as the API reads it, and its words. */
export const POPULAR_DESTINATIONS = [
  { place: 'Goa', key: 'home.popular.goa' },
  { place: 'Jaipur', key: 'home.popular.jaipur' },
  { place: 'Udaipur', key: 'home.popular.udaipur' },
  { place: 'Manali', key: 'home.popular.manali' },
  { place: 'Munnar', key: 'home.popular.munnar' },
  { place: 'Varanasi', key: 'home.popular.varanasi' },
] as const;

export function HomeSearch() {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Tab>('hotels');
  // the tabs need the app: until it has taken over they say they cannot act yet (the Hotels form works without it)
  const hydrated = useHydrated();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (i: number) => {
    const next = (i + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabs.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      choose(moves[e.key]!);
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative overflow-hidden bg-[linear-gradient(120deg,#0f766e_0%,#155e75_45%,#1e3a8a_100%)] pb-10 pt-6 text-white md:pb-16 md:pt-12"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-40 [background:radial-gradient(ellipse_at_10%_90%,#fbbf24_0,transparent_40%),radial-gradient(ellipse_at_90%_10%,#5eead4_0,transparent_35%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4">
        <h2 id={`${id}-title`} className="text-2xl font-extrabold md:text-4xl">
          {t('home.search.title')}
        </h2>
        <p className="mt-1 text-teal-50 md:text-lg">{t('home.search.text')}</p>
        <div className="mt-4 rounded-2xl bg-white p-3 text-slate-900 shadow-2xl md:p-5">
          <div
            role="tablist"
            aria-label={t('home.search.tabs')}
            onKeyDown={onKey}
            className="mb-3 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1"
          >
            {TABS.map((k, i) => (
              <button
                key={k}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`${id}-panel-${k}`}
                tabIndex={tab === k ? 0 : -1}
                onClick={() => setTab(k)}
                disabled={!hydrated}
                className={`rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-wait ${
                  tab === k ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
                }`}
              >
                {t(`home.search.tab.${k}`)}
              </button>
            ))}
          </div>
          {TABS.map((k) => (
            <div key={k} role="tabpanel" id={`${id}-panel-${k}`} aria-labelledby={`${id}-tab-${k}`} hidden={tab !== k}>
              {k === 'hotels' ? <HotelPanel /> : k === 'tours' ? <TourPanel /> : <CabPanel />}
            </div>
          ))}
        </div>
        <RecentSearches />
        <PopularDestinations />
      </div>
    </section>
  );
}

function PopularDestinations() {
  const t = useT();
  const at = useLocalePath();
  return (
    <nav aria-label={t('home.popular.title')} className="mt-4">
      <h3 className="text-sm font-semibold text-teal-50">{t('home.popular.title')}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {POPULAR_DESTINATIONS.map((d) => (
          <li key={d.place}>
            <Link to={at(`/hotels?${new URLSearchParams({ location: d.place })}`)} className={chipClass}>
              {t(d.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
