import { HydrateApart } from './hydrate-apart.tsx';
import { useState, type ReactNode } from 'react';
import { Drawer } from './ui/drawer.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useT } from '../lib/i18n.tsx';

/**
 * Search results beside their filters on wide screens; on phones the filters open in a drawer from a
 * Filters button, under the count of results. `filters` gets `closing`, which wraps the form's apply/clear
 * action so the drawer closes first; `toolbar` (e.g. Sort by) stands beside the count above the results.
 */
export function FilteredResults({
  filters,
  count,
  sidebarClassName,
  resultsId,
  resultsTitle,
  busy,
  toolbar,
  phoneSort,
  applied = 0,
  chips,
  children,
}: {
  /** the filter form; `inDrawer` when it shows in the phone's drawer */
  filters: (closing: <A extends unknown[]>(act: (...args: A) => void) => (...args: A) => void, inDrawer: boolean) => ReactNode;
  /** how many filters the search applies: the Filters button shows it */
  applied?: number;
  /** above the results: the applied filters, each with a clear */
  chips?: ReactNode;
  /** '12 hotels found', or '' while loading */
  count: string;
  /** the sidebar's width, e.g. lg:grid-cols-[16rem_1fr] */
  sidebarClassName: string;
  resultsId: string;
  /** the results' heading, for screen readers */
  resultsTitle: string;
  busy: boolean;
  toolbar?: ReactNode;
  /** phones: the sort button beside Filters (the toolbar's sort is for wide screens) */
  phoneSort?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [drawer, setDrawer] = useState(false);
  // the drawer needs the app: until it has taken over, the button says it cannot act yet
  const hydrated = useHydrated();
  const form = filters(
    (act) =>
      (...args) => {
        setDrawer(false);
        act(...args);
      },
    drawer,
  );
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 lg:hidden">
        <p className="text-sm text-slate-700">{count}</p>
        <div className="flex items-center gap-2">
          {phoneSort}
          <button
            type="button"
            onClick={() => setDrawer(true)}
            disabled={!hydrated}
            aria-haspopup="dialog"
            aria-describedby={applied > 0 ? `${resultsId}-applied` : undefined}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm disabled:cursor-wait disabled:opacity-50"
          >
            {t('common.filters.title')}
            {applied > 0 && (
              <span aria-hidden="true" className="ml-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white">
                {applied}
              </span>
            )}
          </button>
        </div>
        {applied > 0 && (
          <span id={`${resultsId}-applied`} className="sr-only">
            {t('common.filters.applied', { count: applied })}
          </span>
        )}
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('common.filters.title')} closeLabel={t('common.filters.close')}>
        {form}
      </Drawer>
      <div className={`mt-6 grid gap-6 ${sidebarClassName}`}>
        {/* hidden on a phone, whose filters open in the drawer */}
        <HydrateApart later>
          <aside
            aria-label={t('common.filters.title')}
            className="hidden self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:block"
          >
            <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('common.filters.title')}</h2>
            {!drawer && form}
          </aside>
        </HydrateApart>
        <HydrateApart>
          <section aria-labelledby={resultsId} aria-busy={busy}>
            <h2 id={resultsId} className="sr-only">
              {resultsTitle}
            </h2>
            <div className={toolbar ? 'mb-3 flex items-center justify-between gap-3' : 'lg:mb-3'}>
              <p className="hidden text-sm text-slate-700 lg:block" aria-live="polite">
                {count}
              </p>
              {toolbar}
            </div>
            {chips}
            {children}
          </section>
        </HydrateApart>
      </div>
    </>
  );
}
