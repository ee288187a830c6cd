import { HydrateApart } from './hydrate-apart.tsx';
import { useState, type ReactNode } from 'react';
import { Drawer } from './ui/drawer.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

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
  children,
}: {
  filters: (closing: <A extends unknown[]>(act: (...args: A) => void) => (...args: A) => void) => ReactNode;
  /** '12 hotels found', or '' while loading */
  count: string;
  /** the sidebar's width, e.g. lg:grid-cols-[16rem_1fr] */
  sidebarClassName: string;
  resultsId: string;
  /** the results' heading, for screen readers */
  resultsTitle: string;
  busy: boolean;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const [drawer, setDrawer] = useState(false);
  // the drawer needs the app: until it has taken over, the button says it cannot act yet
  const hydrated = useHydrated();
  const form = filters((act) => (...args) => {
    setDrawer(false);
    act(...args);
  });
  return (
    <>
      <div className="mt-6 flex items-center justify-between lg:hidden">
        <p className="text-sm text-slate-700">{count}</p>
        <button
          type="button"
          onClick={() => setDrawer(true)}
          disabled={!hydrated}
          aria-haspopup="dialog"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm disabled:cursor-wait disabled:opacity-50"
        >
          Filters
        </button>
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Filters" closeLabel="Close Filters">
        {form}
      </Drawer>
      <div className={`mt-6 grid gap-6 ${sidebarClassName}`}>
        <HydrateApart>
          <aside
            aria-label="Filters"
            className="hidden self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:block"
          >
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Filters</h2>
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
            {children}
          </section>
        </HydrateApart>
      </div>
    </>
  );
}
