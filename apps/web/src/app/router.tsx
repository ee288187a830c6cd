// The routes, the same in the browser (main.tsx) and in a server render (entry-server.tsx).
import { Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';
import { LanguageProvider, languageNow, loadAreas, type RouteLanguage } from '../lib/i18n.tsx';
import type { Language } from '@raahi/contract/i18n/languages';
import PAGE_AREAS from './page-areas.json' with { type: 'json' };

/** Shown while the first page's code loads. */
const PageLoading = () => <div className="min-h-screen bg-slate-50" aria-busy="true" />;

const PersonLanguage = () => (
  <LanguageProvider language="person">
    <Outlet />
  </LanguageProvider>
);

type PageModule = { Component: React.ComponentType; loader?: LoaderFunction };
const PAGES = import.meta.glob<PageModule>(['../features/*/*-page.tsx', '../features/admin/admin-app.tsx']);

/** The source file a route's page comes from (as Vite's manifest names it), for the server to preload its code. */
export type PageHandle = { module: string };

/**
 * Every page is its own chunk (`file` under features/); a page module exports `Component`, and a public
 * page a `loader` (lib/route-data.ts). Its words (`common`, its folder's area, and the areas page-areas.json
 * adds for it: the hotel booking page's `booking`) load with it, in the language it is shown in.
 */
function page(file: string, language: RouteLanguage): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGES[`../features/${file}`];
  if (!load) throw new Error(`no page module features/${file}`);
  const areas = [file.slice(0, file.indexOf('/')), ...((PAGE_AREAS as Record<string, string[]>)[file] ?? [])];
  return {
    lazy: async () => (await Promise.all([load(), loadAreas(languageNow(language), areas)]))[0],
    handle: { module: `src/features/${file}` } satisfies PageHandle,
  };
}

/** [path, page] of the public pages: at today's addresses in English, under /hi/ in Hindi. */
const PUBLIC_PAGES: [string, string][] = [
  ['/', 'home/home-page.tsx'],
  ['/login', 'auth/login-page.tsx'],
  ['/forgot-password', 'auth/forgot-password-page.tsx'],
  ['/reset-password', 'auth/reset-password-page.tsx'],
  ['/verify-email', 'auth/verify-email-page.tsx'],
  ['/undo-email-change', 'auth/undo-email-change-page.tsx'],
  ['/help', 'help/help-page.tsx'],
  ['/terms', 'help/terms-page.tsx'],
  ['/cancellation-and-refunds', 'help/cancellation-refunds-page.tsx'],
  ['/how-results-are-ranked', 'help/ranking-page.tsx'],
  ['/providers/:id', 'help/provider-page.tsx'],
  ['/privacy', 'help/privacy-page.tsx'],
  ['/wishlists/shared/:token', 'account/shared-list-page.tsx'],
  ['/find-booking', 'account/find-booking-page.tsx'],
  ['/blog', 'blog/blog-list-page.tsx'],
  ['/blog/:id', 'blog/blog-detail-page.tsx'],
  ['/tour', 'tours/tour-list-page.tsx'],
  ['/tour/:id', 'tours/tour-detail-page.tsx'],
  ['/tour/:categoryTitle/:id', 'tours/tour-category-page.tsx'],
  ['/hotel', 'hotels/hotel-home-page.tsx'],
  ['/hotel/:id', 'hotels/hotel-detail-page.tsx'],
  ['/hotel/booking/:id', 'hotels/hotel-booking-page.tsx'],
  ['/hotel/:categoryTitle/:id', 'hotels/hotel-category-page.tsx'],
  ['/cab', 'cabs/cab-list-page.tsx'],
  ['/cab/booking/:id', 'cabs/cab-booking-page.tsx'],
];
/** Search listings have no footer. */
const SEARCH_PAGES: [string, string][] = [
  ['/hotels', 'hotels/hotel-search-page.tsx'],
  ['/c', 'cabs/cab-list-page.tsx'],
];
/** Pages about the signed-in person: one address, in the person's language. */
const PERSON_PAGES: [string, string][] = [
  ['/user', 'account/user-dashboard-page.tsx'],
  ['/account', 'account/account-page.tsx'],
  ['/bookings', 'account/bookings-page.tsx'],
  ['/payment/result', 'payments/payment-result-page.tsx'],
];

const notFound: RouteObject = {
  path: '*',
  element: <RouteError />,
  loader: () => {
    throw new Response('Not found', { status: 404 });
  },
};

/** A layout's routes in one language; under /hi/ the paths are relative to it. */
function pagesIn(language: RouteLanguage, pages: [string, string][], prefixed: boolean): RouteObject[] {
  return pages.map(([path, file]) =>
    prefixed && path === '/'
      ? { index: true, ...page(file, language) }
      : { path: prefixed ? path.slice(1) : path, ...page(file, language) },
  );
}

function layoutRoutes(language: Language, prefixed: boolean): RouteObject[] {
  return [
    {
      element: <PublicLayout language={language} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [{ errorElement: <RouteError />, children: [...pagesIn(language, PUBLIC_PAGES, prefixed), notFound] }],
    },
    {
      element: <PublicLayout language={language} footer={false} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: pagesIn(language, SEARCH_PAGES, prefixed),
    },
  ];
}

export const routes: RouteObject[] = [
  { path: '/hi', children: layoutRoutes('hi', true) },
  {
    element: <PublicLayout language="person" />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [{ errorElement: <RouteError />, children: pagesIn('person', PERSON_PAGES, false) }],
  },
  ...layoutRoutes('en', false),
  // The back-office is a separate chunk that a visitor never loads.
  {
    element: <PersonLanguage />,
    children: [
      {
        path: '/admin/*',
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        ...page('admin/admin-app.tsx', 'person'),
      },
    ],
  },
];
