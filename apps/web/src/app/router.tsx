// The routes, the same in the browser (main.tsx) and in a server render (entry-server.tsx).
import type { LoaderFunction, RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Shown while the first page's code loads. */
const PageLoading = () => <div className="min-h-screen bg-slate-50" aria-busy="true" />;

type PageModule = { Component: React.ComponentType; loader?: LoaderFunction };
const PAGES = import.meta.glob<PageModule>(['../features/*/*-page.tsx', '../features/admin/admin-app.tsx']);

/** The source file a route's page comes from (as Vite's manifest names it), for the server to preload its code. */
export type PageHandle = { module: string };

/**
 * Every page is its own chunk (`file` under features/); a page module exports `Component`, and a public
 * page a `loader` (lib/route-data.ts).
 */
function page(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGES[`../features/${file}`];
  if (!load) throw new Error(`no page module features/${file}`);
  return { lazy: load, handle: { module: `src/features/${file}` } satisfies PageHandle };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', ...page('home/home-page.tsx') },
          { path: '/login', ...page('auth/login-page.tsx') },
          { path: '/forgot-password', ...page('auth/forgot-password-page.tsx') },
          { path: '/reset-password', ...page('auth/reset-password-page.tsx') },
          { path: '/verify-email', ...page('auth/verify-email-page.tsx') },
          { path: '/undo-email-change', ...page('auth/undo-email-change-page.tsx') },
          { path: '/help', ...page('help/help-page.tsx') },
          { path: '/blog', ...page('blog/blog-list-page.tsx') },
          { path: '/blog/:id', ...page('blog/blog-detail-page.tsx') },
          { path: '/tour', ...page('tours/tour-list-page.tsx') },
          { path: '/tour/:id', ...page('tours/tour-detail-page.tsx') },
          { path: '/tour/:categoryTitle/:id', ...page('tours/tour-category-page.tsx') },
          { path: '/hotel', ...page('hotels/hotel-home-page.tsx') },
          { path: '/hotel/:id', ...page('hotels/hotel-detail-page.tsx') },
          { path: '/hotel/booking/:id', ...page('hotels/hotel-booking-page.tsx') },
          { path: '/hotel/:categoryTitle/:id', ...page('hotels/hotel-category-page.tsx') },
          { path: '/cab', ...page('cabs/cab-list-page.tsx') },
          { path: '/cab/booking/:id', ...page('cabs/cab-booking-page.tsx') },
          { path: '/user', ...page('account/user-dashboard-page.tsx') },
          { path: '/account', ...page('account/account-page.tsx') },
          { path: '/bookings', ...page('account/bookings-page.tsx') },
          { path: '/payment/result', ...page('payments/payment-result-page.tsx') },
          {
            path: '*',
            element: <RouteError />,
            loader: () => {
              throw new Response('Not found', { status: 404 });
            },
          },
        ],
      },
    ],
  },
  {
    // search listings have no footer
    element: <PublicLayout footer={false} />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/hotels', ...page('hotels/hotel-search-page.tsx') },
      { path: '/c', ...page('cabs/cab-list-page.tsx') },
    ],
  },
  // The back-office is a separate chunk that a visitor never loads.
  {
    path: '/admin/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    ...page('admin/admin-app.tsx'),
  },
];
