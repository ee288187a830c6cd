// The back-office route table: path under /admin, the roles that may open it (admin always may), and its page.
// Pages export `Component`; each is its own chunk.
import type { Role } from '@raahi/contract/common';
import type { ComponentType } from 'react';

export type AdminRoute = { path: string; roles: Role[]; load: () => Promise<{ Component: ComponentType }> };

const STAFF: Role[] = ['admin', 'hotel', 'cab', 'tour', 'content'];

export const adminRoutes: AdminRoute[] = [
  { path: 'dashboard', roles: STAFF, load: () => import('./dashboard/dashboard-page.tsx') },
  { path: 'user/alluser', roles: ['admin'], load: () => import('./users/all-users-page.tsx') },

  { path: 'tour/alltour', roles: ['tour'], load: () => import('./tours/all-tours-page.tsx') },
  { path: 'tour/alltour/:id', roles: ['tour'], load: () => import('./tours/tour-view-page.tsx') },
  { path: 'tour/addtour', roles: ['tour'], load: () => import('./tours/add-tour-page.tsx') },
  { path: 'tour/edit/:packageId', roles: ['tour'], load: () => import('./tours/edit-tour-page.tsx') },
  { path: 'tour/allpackagecategory', roles: ['tour'], load: () => import('./tours/all-categories-page.tsx') },
  { path: 'tour/addpackagecategory', roles: ['tour'], load: () => import('./tours/add-category-page.tsx') },
  { path: 'tour/category/edit/:categoryId', roles: ['tour'], load: () => import('./tours/edit-category-page.tsx') },
  { path: 'tour/all', roles: ['tour'], load: () => import('./bookings/tour-bookings-page.tsx') },

  { path: 'hotel/allhotel', roles: ['admin'], load: () => import('./hotels/all-hotels-page.tsx') },
  { path: 'hotel/allhotel/:id', roles: ['admin'], load: () => import('./hotels/hotel-view-page.tsx') },
  { path: 'hotel/addhotel', roles: ['admin'], load: () => import('./hotels/add-hotel-page.tsx') },
  { path: 'hotel/edit/:hotelId', roles: ['admin'], load: () => import('./hotels/edit-hotel-page.tsx') },
  { path: 'hotel/user', roles: ['hotel'], load: () => import('./hotels/owner-hotel-edit-page.tsx') },
  { path: 'hotel/userview', roles: ['hotel'], load: () => import('./hotels/owner-hotel-view-page.tsx') },
  { path: 'hotel/bookings', roles: ['hotel'], load: () => import('./bookings/owner-hotel-bookings-page.tsx') },
  { path: 'hotel/all', roles: ['admin'], load: () => import('./bookings/all-hotel-bookings-page.tsx') },

  { path: 'cab/allcab', roles: ['admin'], load: () => import('./cabs/all-cabs-page.tsx') },
  { path: 'cab/addcab', roles: ['admin'], load: () => import('./cabs/add-cab-page.tsx') },
  { path: 'cab/edit/:cabId', roles: ['cab'], load: () => import('./cabs/edit-cab-page.tsx') },
  { path: 'cab/user', roles: ['cab'], load: () => import('./cabs/owner-cab-edit-page.tsx') },
  { path: 'cab/user/view', roles: ['cab'], load: () => import('./cabs/owner-cab-view-page.tsx') },
  { path: 'cab/booking', roles: ['cab'], load: () => import('./bookings/owner-cab-bookings-page.tsx') },
  { path: 'cab/all', roles: ['admin'], load: () => import('./bookings/all-cab-bookings-page.tsx') },

  { path: 'blog/allblog', roles: ['content'], load: () => import('./blogs/all-blogs-page.tsx') },
  { path: 'blog/addblog', roles: ['content'], load: () => import('./blogs/add-blog-page.tsx') },
  { path: 'blog/allblog/edit/:blogId', roles: ['content'], load: () => import('./blogs/edit-blog-page.tsx') },

  { path: 'offer/alloffers', roles: ['content'], load: () => import('./offers/all-offers-page.tsx') },
  { path: 'offer/addoffer', roles: ['content'], load: () => import('./offers/add-offer-page.tsx') },
  { path: 'offer/edit/:id', roles: ['content'], load: () => import('./offers/edit-offer-page.tsx') },
];

export const canOpen = (route: Pick<AdminRoute, 'roles'>, role: Role) => role === 'admin' || route.roles.includes(role);
