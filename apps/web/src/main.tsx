import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { App } from './app/app.tsx';
import { beginHydration, endHydration, nextTask } from './components/hydrate-apart.tsx';
import { keyTheFirstEntry } from './lib/entry-scroll-key.ts';
import { readLocaleData } from './lib/locale-data.ts';
import { queryClient } from './lib/query-client.ts';
import { routes } from './app/router.tsx';
import { QUERY_STATE_ID, ROUTER_STATE_ID } from './app/server-data.ts';
import './index.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

keyTheFirstEntry();
const root = document.getElementById('root')!;
const routerState = document.getElementById(ROUTER_STATE_ID)?.textContent;
const queries = document.getElementById(QUERY_STATE_ID)?.textContent;

if (routerState && queries) {
  // A server-rendered page (entry-server.tsx): take over its data and its markup. React Router reads (and
  // revives the route errors of) window.__staticRouterHydrationData itself.
  window.__staticRouterHydrationData = JSON.parse(routerState) as HydrationState;
  hydrate(queryClient, arrivedNow(JSON.parse(queries) as DehydratedState));
  // The first page's code must be in before hydrating, or React would meet a loading state the HTML does not have.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  // evaluating the page's modules, reading the locale data, creating the router and hydrating are a task each
  // (decisions 0035, 0037)
  await nextTask();
  readLocaleData(document.documentElement.lang);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  beginHydration();
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // <html data-hydrated>: "first-screen" once the sections that do not wait for the person's first use have
  // hydrated, "true" once the app has taken over the whole page (decision 0103); the journeys wait for them
  const { firstScreen, whole } = endHydration();
  void firstScreen.then(() => (document.documentElement.dataset.hydrated ||= 'first-screen'));
  void whole.then(() => (document.documentElement.dataset.hydrated = 'true'));
} else {
  // The back-office and signed-in pages are served the plain shell and render here.
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

/**
 * The page's data as fetched when the page arrived (decision 0105): the server and a CDN keep a rendered page
 * for up to a minute (and serve it stale a while longer), and data older than the queries' staleTime would be
 * asked for again, all of it, right after hydrating: as many requests as the page has queries, their contract
 * modules loaded and each answer checked on the phone's main thread, only to show what is already shown.
 */
function arrivedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  for (const q of state.queries) q.state.dataUpdatedAt = Math.max(q.state.dataUpdatedAt, now);
  return state;
}
