// The routes, the same in the browser (main.tsx) and in a server render (entry-server.tsx).
import type { LoaderFunction, RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Shown while the first page's code loads. */
const PageLoading = () => <div className="min-h-screen bg-slate-50" aria-busy="true" />;

// Every page is its own chunk; a page module exports `Component`, and a public page a `loader` (app/route-data.ts).
const page = (load: () => Promise<{ Component: React.ComponentType; loader?: LoaderFunction }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', ...page(() => import('../features/home/home-page.tsx')) },
          { path: '/login', ...page(() => import('../features/auth/login-page.tsx')) },
          { path: '/forgot-password', ...page(() => import('../features/auth/forgot-password-page.tsx')) },
          { path: '/reset-password', ...page(() => import('../features/auth/reset-password-page.tsx')) },
          { path: '/verify-email', ...page(() => import('../features/auth/verify-email-page.tsx')) },
          { path: '/blog', ...page(() => import('../features/blog/blog-list-page.tsx')) },
          { path: '/blog/:id', ...page(() => import('../features/blog/blog-detail-page.tsx')) },
          { path: '/tour', ...page(() => import('../features/tours/tour-list-page.tsx')) },
          { path: '/tour/:id', ...page(() => import('../features/tours/tour-detail-page.tsx')) },
          { path: '/tour/:categoryTitle/:id', ...page(() => import('../features/tours/tour-category-page.tsx')) },
          { path: '/hotel', ...page(() => import('../features/hotels/hotel-home-page.tsx')) },
          { path: '/hotel/:id', ...page(() => import('../features/hotels/hotel-detail-page.tsx')) },
          { path: '/hotel/booking/:id', ...page(() => import('../features/hotels/hotel-booking-page.tsx')) },
          { path: '/hotel/:categoryTitle/:id', ...page(() => import('../features/hotels/hotel-category-page.tsx')) },
          { path: '/cab', ...page(() => import('../features/cabs/cab-list-page.tsx')) },
          { path: '/cab/booking/:id', ...page(() => import('../features/cabs/cab-booking-page.tsx')) },
          { path: '/user', ...page(() => import('../features/account/user-dashboard-page.tsx')) },
          { path: '/account', ...page(() => import('../features/account/account-page.tsx')) },
          { path: '/bookings', ...page(() => import('../features/account/bookings-page.tsx')) },
          { path: '/payment/result', ...page(() => import('../features/payments/payment-result-page.tsx')) },
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
      { path: '/hotels', ...page(() => import('../features/hotels/hotel-search-page.tsx')) },
      { path: '/c', ...page(() => import('../features/cabs/cab-list-page.tsx')) },
    ],
  },
  // The back-office is a separate chunk that a visitor never loads.
  {
    path: '/admin/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    ...page(() => import('../features/admin/admin-app.tsx')),
  },
];
