// The back-office route table: the path under /admin, the call whose access rule decides who may open the
// page (the contract's policy, so a page is never offered to someone the server would refuse), and the page.
// `only` narrows a page further where the product gives a role its own screen (owners have their own
// bookings page; the all-bookings screens are the admins'). Pages export `Component`; each is its own chunk.
import { listAdminBlogs, createBlog, updateBlog } from '@raahi/contract/blog-admin';
import { listCabBookings, listHotelBookings, listTourBookings } from '@raahi/contract/bookings';
import { createCab, getCabOfUser, listCabsForAdmin, updateCab } from '@raahi/contract/cabs';
import { createCategory, listCategories, updateCategory } from '@raahi/contract/categories';
import { getAnalytics } from '@raahi/contract/analytics';
import { getDashboard } from '@raahi/contract/dashboard';
import { getEarnings } from '@raahi/contract/earnings';
import { listEnquiries } from '@raahi/contract/enquiries';
import type { EndpointDef } from '@raahi/contract/endpoint';
import {
  createHotel,
  getHotelForAdmin,
  getHotelOfUser,
  listHotelsForAdmin,
  updateHotelAsAdmin,
  updateHotelAsOwner,
} from '@raahi/contract/hotels';
import { listLedger } from '@raahi/contract/ledger';
import { listOutbox } from '@raahi/contract/mail';
import { createOffer, listAdminOffers, updateOffer } from '@raahi/contract/offer-admin';
import { listReviewsForStaff } from '@raahi/contract/reviews';
import { mayCall, type Actor, type Role } from '@raahi/contract/rules/access';
import { createTour, getAdminTour, listAdminTours, updateTour } from '@raahi/contract/tour-admin';
import { listUsers } from '@raahi/contract/admin-users';
import type { ComponentType } from 'react';

export type AdminRoute = { path: string; uses: EndpointDef; only?: Role[]; load: () => Promise<{ Component: ComponentType }> };

export const adminRoutes: AdminRoute[] = [
  { path: 'dashboard', uses: getDashboard, load: () => import('./dashboard/dashboard-page.tsx') },
  { path: 'analytics', uses: getAnalytics, load: () => import('./analytics/analytics-page.tsx') },
  { path: 'analytics/chart', uses: getAnalytics, load: () => import('./analytics/analytics-page.tsx') },
  { path: 'user/alluser', uses: listUsers, load: () => import('./users/all-users-page.tsx') },

  { path: 'tour/alltour', uses: listAdminTours, load: () => import('./tours/all-tours-page.tsx') },
  { path: 'tour/alltour/:id', uses: getAdminTour, load: () => import('./tours/tour-view-page.tsx') },
  { path: 'tour/addtour', uses: createTour, load: () => import('./tours/add-tour-page.tsx') },
  { path: 'tour/edit/:id', uses: updateTour, load: () => import('./tours/edit-tour-page.tsx') },
  { path: 'tour/allpackagecategory', uses: listCategories, load: () => import('./tours/all-categories-page.tsx') },
  { path: 'tour/addpackagecategory', uses: createCategory, load: () => import('./tours/add-category-page.tsx') },
  { path: 'tour/category/edit/:id', uses: updateCategory, load: () => import('./tours/edit-category-page.tsx') },
  { path: 'tour/all', uses: listTourBookings, load: () => import('./bookings/tour-bookings-page.tsx') },

  { path: 'hotel/allhotel', uses: listHotelsForAdmin, load: () => import('./hotels/all-hotels-page.tsx') },
  { path: 'hotel/allhotel/:id', uses: getHotelForAdmin, load: () => import('./hotels/hotel-view-page.tsx') },
  { path: 'hotel/addhotel', uses: createHotel, load: () => import('./hotels/add-hotel-page.tsx') },
  { path: 'hotel/edit/:id', uses: updateHotelAsAdmin, load: () => import('./hotels/edit-hotel-page.tsx') },
  { path: 'hotel/user', uses: updateHotelAsOwner, load: () => import('./hotels/owner-hotel-edit-page.tsx') },
  { path: 'hotel/userview', uses: getHotelOfUser, load: () => import('./hotels/owner-hotel-view-page.tsx') },
  { path: 'hotel/bookings', uses: listHotelBookings, load: () => import('./bookings/owner-hotel-bookings-page.tsx') },
  { path: 'hotel/all', uses: listHotelBookings, only: ['admin'], load: () => import('./bookings/all-hotel-bookings-page.tsx') },

  { path: 'cab/allcab', uses: listCabsForAdmin, load: () => import('./cabs/all-cabs-page.tsx') },
  { path: 'cab/addcab', uses: createCab, load: () => import('./cabs/add-cab-page.tsx') },
  { path: 'cab/edit/:cabId', uses: updateCab, load: () => import('./cabs/edit-cab-page.tsx') },
  { path: 'cab/user', uses: updateCab, load: () => import('./cabs/owner-cab-edit-page.tsx') },
  { path: 'cab/user/view', uses: getCabOfUser, load: () => import('./cabs/owner-cab-view-page.tsx') },
  { path: 'cab/booking', uses: listCabBookings, load: () => import('./bookings/owner-cab-bookings-page.tsx') },
  { path: 'cab/all', uses: listCabBookings, only: ['admin'], load: () => import('./bookings/all-cab-bookings-page.tsx') },

  { path: 'blog/allblog', uses: listAdminBlogs, load: () => import('./blogs/all-blogs-page.tsx') },
  { path: 'blog/addblog', uses: createBlog, load: () => import('./blogs/add-blog-page.tsx') },
  { path: 'blog/allblog/edit/:id', uses: updateBlog, load: () => import('./blogs/edit-blog-page.tsx') },

  { path: 'offer/alloffers', uses: listAdminOffers, load: () => import('./offers/all-offers-page.tsx') },
  { path: 'offer/addoffer', uses: createOffer, load: () => import('./offers/add-offer-page.tsx') },
  { path: 'offer/edit/:id', uses: updateOffer, load: () => import('./offers/edit-offer-page.tsx') },

  { path: 'payments', uses: listLedger, load: () => import('./money/payments-ledger-page.tsx') },
  { path: 'earnings', uses: getEarnings, load: () => import('./money/earnings-page.tsx') },
  { path: 'outbox', uses: listOutbox, load: () => import('./outbox/outbox-page.tsx') },
  // one inbox per kind, for that kind's providers (admins see all three)
  { path: 'enquiry/tour', uses: listEnquiries, only: ['tour'], load: () => import('./enquiries/enquiry-inbox-page.tsx') },
  { path: 'enquiry/hotel', uses: listEnquiries, only: ['hotel'], load: () => import('./enquiries/enquiry-inbox-page.tsx') },
  { path: 'enquiry/cab', uses: listEnquiries, only: ['cab'], load: () => import('./enquiries/enquiry-inbox-page.tsx') },
  { path: 'reviews', uses: listReviewsForStaff, load: () => import('./reviews/reviews-page.tsx') },
];

/** Whether the signed-in person may open the page: the server would answer its call, and the page is for them. */
export const canOpen = (route: Pick<AdminRoute, 'uses' | 'only'>, actor: Actor) =>
  mayCall(actor, route.uses.access) && (!route.only || actor.role === 'admin' || route.only.includes(actor.role));
