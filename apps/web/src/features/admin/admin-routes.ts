// The back-office route table, by sidebar section: the path under /admin, the call whose access rule decides
// who may open the page (the contract's policy, so a page is never offered to someone the server would
// refuse), the page, and `nav`, the page's link in the sidebar (in the section's order). `only` narrows a page
// further where the product gives a role its own screen (owners have their own bookings page; the
// all-bookings screens are the admins'). Pages export `Component`; each is its own chunk.
import { listAdminBlogs, createBlog, updateBlog } from '@raahi/contract/blog-admin';
import { listCabBookings, listHotelBookings, listTourBookings } from '@raahi/contract/bookings';
import { addCab, listMyCabs, ownedCabs, updateCab } from '@raahi/contract/cab-admin';
import { createCategory, listCategories, updateCategory } from '@raahi/contract/categories';
import { getAnalytics } from '@raahi/contract/analytics';
import { getDashboard } from '@raahi/contract/dashboard';
import { getEarnings } from '@raahi/contract/earnings';
import { listEnquiries } from '@raahi/contract/enquiries';
import { listGrievances } from '@raahi/contract/grievances';
import { listDataRequests } from '@raahi/contract/privacy';
import type { EndpointDef } from '@raahi/contract/endpoint';
import { addHotel, getHotelForAdmin, listMyHotels, ownedHotels, updateHotelAsAdmin, updateHotelAsOwner } from '@raahi/contract/hotel-admin';
import { listPendingListings } from '@raahi/contract/listing-review';
import { createRatePlan, createRoomType, getCalendar, listRoomTypes } from '@raahi/contract/rooms';
import { listLedger } from '@raahi/contract/ledger';
import { listOutbox } from '@raahi/contract/mail';
import { listFailingHandlings } from '@raahi/contract/booking-events';
import { createOffer, listAdminOffers, updateOffer } from '@raahi/contract/offer-admin';
import { listReviewsForStaff } from '@raahi/contract/reviews';
import { mayCall, type Actor, type Role } from '@raahi/contract/rules/access';
import { createTour, getAdminTour, listAdminTours, updateTour } from '@raahi/contract/tour-admin';
import { listUsers } from '@raahi/contract/admin-users';
import { listAuditEntries } from '@raahi/contract/audit';
import { getProviderProfile } from '@raahi/contract/providers';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import type { ComponentType } from 'react';
import type { NavIcon } from './components/admin-icons.tsx';

export type AdminRoute = {
  path: string;
  uses: EndpointDef;
  only?: Role[];
  /** the label of its sidebar link; pages without one are reached from another page */
  nav?: MessageKey;
  /** the page module under features/admin, e.g. 'hotels/add-hotel' for hotels/add-hotel-page.tsx */
  page: string;
};
export type AdminSection = { id: string; label: MessageKey; icon: NavIcon; routes: AdminRoute[] };

const section = (id: string, label: MessageKey, icon: NavIcon, routes: AdminRoute[]): AdminSection => ({ id, label, icon, routes });

export const adminSections: AdminSection[] = [
  section('dashboard', 'admin.nav.dashboard', 'dashboard', [
    { path: 'dashboard', nav: 'admin.nav.dashboard', uses: getDashboard, page: 'dashboard/dashboard' },
  ]),
  section('analytics', 'admin.nav.analytics', 'analytics', [
    { path: 'analytics', nav: 'admin.nav.analytics', uses: getAnalytics, page: 'analytics/analytics' },
    { path: 'analytics/chart', nav: 'admin.nav.chart', uses: getAnalytics, page: 'analytics/analytics' },
  ]),
  section('users', 'admin.nav.users', 'users', [
    { path: 'user/alluser', nav: 'admin.nav.allUsers', uses: listUsers, page: 'users/all-users' },
  ]),
  section('review', 'admin.nav.listingsReview', 'reviews', [
    { path: 'listings/review', nav: 'admin.nav.reviewQueue', uses: listPendingListings, page: 'listings/review-queue' },
  ]),
  section('tours', 'admin.nav.tours', 'tours', [
    { path: 'tour/alltour', nav: 'admin.nav.allPackages', uses: listAdminTours, page: 'tours/all-tours' },
    { path: 'tour/alltour/:id', uses: getAdminTour, page: 'tours/tour-view' },
    { path: 'tour/addtour', nav: 'admin.nav.addPackage', uses: createTour, page: 'tours/add-tour' },
    { path: 'tour/edit/:id', uses: updateTour, page: 'tours/edit-tour' },
    { path: 'tour/allpackagecategory', nav: 'admin.nav.packageCategories', uses: listCategories, page: 'tours/all-categories' },
    { path: 'tour/addpackagecategory', nav: 'admin.nav.addCategory', uses: createCategory, page: 'tours/add-category' },
    { path: 'tour/category/edit/:id', uses: updateCategory, page: 'tours/edit-category' },
    { path: 'tour/all', nav: 'admin.nav.viewBookings', uses: listTourBookings, page: 'bookings/tour-bookings' },
  ]),
  section('hotels', 'admin.nav.hotels', 'hotels', [
    { path: 'hotel/allhotel', nav: 'admin.nav.allHotels', uses: ownedHotels.listForAdmin, page: 'hotels/all-hotels' },
    { path: 'hotel/allhotel/:id', uses: getHotelForAdmin, page: 'hotels/hotel-view' },
    { path: 'hotel/user', nav: 'admin.nav.hotelUpdate', uses: updateHotelAsOwner, page: 'hotels/owner-hotel-edit' },
    { path: 'hotel/userview', nav: 'admin.nav.hotelView', uses: ownedHotels.ofUser, page: 'hotels/owner-hotel-view' },
    { path: 'hotel/mine', nav: 'admin.nav.myHotels', uses: listMyHotels, only: ['hotel'], page: 'hotels/my-hotels' },
    { path: 'hotel/new', nav: 'admin.nav.addOwnHotel', uses: addHotel, only: ['hotel'], page: 'hotels/add-own-hotel' },
    { path: 'hotel/rooms', nav: 'admin.nav.roomsAndRates', uses: listRoomTypes, page: 'rooms/rooms' },
    { path: 'hotel/room-type', uses: createRoomType, page: 'rooms/room-type' },
    { path: 'hotel/rate-plan', uses: createRatePlan, page: 'rooms/rate-plan' },
    { path: 'hotel/calendar', nav: 'admin.nav.calendar', uses: getCalendar, page: 'rooms/calendar' },
    { path: 'hotel/bookings', nav: 'admin.nav.hotelBookings', uses: listHotelBookings, page: 'bookings/owner-hotel-bookings' },
    { path: 'hotel/addhotel', nav: 'admin.nav.addHotel', uses: ownedHotels.create, page: 'hotels/add-hotel' },
    { path: 'hotel/edit/:id', uses: updateHotelAsAdmin, page: 'hotels/edit-hotel' },
    { path: 'hotel/all', nav: 'admin.nav.allHotelBookings', uses: listHotelBookings, only: ['admin'], page: 'bookings/all-hotel-bookings' },
  ]),
  section('cabs', 'admin.nav.cabs', 'cabs', [
    { path: 'cab/allcab', nav: 'admin.nav.allCabs', uses: ownedCabs.listForAdmin, page: 'cabs/all-cabs' },
    { path: 'cab/addcab', nav: 'admin.nav.addCab', uses: ownedCabs.create, page: 'cabs/add-cab' },
    { path: 'cab/all', nav: 'admin.nav.allCabBookings', uses: listCabBookings, only: ['admin'], page: 'bookings/all-cab-bookings' },
    { path: 'cab/edit/:cabId', uses: updateCab, page: 'cabs/edit-cab' },
    { path: 'cab/user/view', nav: 'admin.nav.viewCab', uses: ownedCabs.ofUser, page: 'cabs/owner-cab-view' },
    { path: 'cab/mine', nav: 'admin.nav.myCabs', uses: listMyCabs, only: ['cab'], page: 'cabs/my-cabs' },
    { path: 'cab/new', nav: 'admin.nav.addOwnCab', uses: addCab, only: ['cab'], page: 'cabs/add-own-cab' },
    { path: 'cab/user', nav: 'admin.nav.editCab', uses: updateCab, page: 'cabs/owner-cab-edit' },
    { path: 'cab/booking', nav: 'admin.nav.cabBookings', uses: listCabBookings, page: 'bookings/owner-cab-bookings' },
  ]),
  section('blogs', 'admin.nav.blogs', 'blogs', [
    { path: 'blog/allblog', nav: 'admin.nav.allBlogs', uses: listAdminBlogs, page: 'blogs/all-blogs' },
    { path: 'blog/addblog', nav: 'admin.nav.addBlog', uses: createBlog, page: 'blogs/add-blog' },
    { path: 'blog/allblog/edit/:id', uses: updateBlog, page: 'blogs/edit-blog' },
  ]),
  section('offers', 'admin.nav.offers', 'offers', [
    { path: 'offer/alloffers', nav: 'admin.nav.allOffers', uses: listAdminOffers, page: 'offers/all-offers' },
    { path: 'offer/addoffer', nav: 'admin.nav.addOffer', uses: createOffer, page: 'offers/add-offer' },
    { path: 'offer/edit/:id', uses: updateOffer, page: 'offers/edit-offer' },
  ]),
  section('money', 'admin.nav.money', 'money', [
    { path: 'payments', nav: 'admin.nav.paymentsLedger', uses: listLedger, page: 'money/payments-ledger' },
    { path: 'earnings', nav: 'admin.nav.earnings', uses: getEarnings, page: 'money/earnings' },
    { path: 'failing-events', nav: 'admin.nav.failingEvents', uses: listFailingHandlings, page: 'booking-events/failing-handlers' },
  ]),
  section('mail', 'admin.nav.mail', 'mail', [{ path: 'outbox', nav: 'admin.nav.outbox', uses: listOutbox, page: 'outbox/outbox' }]),
  // one inbox per kind, for that kind's providers (admins see all three)
  section('enquiry', 'admin.nav.enquiry', 'enquiry', [
    { path: 'enquiry/tour', nav: 'admin.nav.tourEnquiry', uses: listEnquiries, only: ['tour'], page: 'enquiries/enquiry-inbox' },
    { path: 'enquiry/hotel', nav: 'admin.nav.hotelEnquiry', uses: listEnquiries, only: ['hotel'], page: 'enquiries/enquiry-inbox' },
    { path: 'enquiry/cab', nav: 'admin.nav.cabEnquiry', uses: listEnquiries, only: ['cab'], page: 'enquiries/enquiry-inbox' },
  ]),
  section('complaints', 'admin.nav.complaints', 'enquiry', [
    { path: 'complaints', nav: 'admin.nav.complaints', uses: listGrievances, page: 'grievances/complaints' },
    { path: 'data-requests', nav: 'admin.nav.dataRequests', uses: listDataRequests, page: 'data-requests/data-requests' },
  ]),
  section('reviews', 'admin.nav.reviews', 'reviews', [
    { path: 'reviews', nav: 'admin.nav.reviews', uses: listReviewsForStaff, page: 'reviews/reviews' },
  ]),
  section('trust', 'admin.nav.records', 'users', [
    {
      path: 'business-profile',
      nav: 'admin.nav.businessProfile',
      uses: getProviderProfile,
      only: ['hotel', 'cab', 'tour'],
      page: 'trust/business-profile',
    },
    { path: 'audit', nav: 'admin.nav.auditTrail', uses: listAuditEntries, page: 'trust/audit-trail' },
  ]),
];

// Every page module, each its own chunk, loaded when its route is first opened.
const pageModules = import.meta.glob<{ Component: ComponentType }>(['./*/*-page.tsx', '!./components/**']);
const loaderOf = (page: string) => {
  const load = pageModules[`./${page}-page.tsx`];
  if (!load) throw new Error(`admin-routes: there is no page ${page}-page.tsx`);
  return load;
};

export const adminRoutes = adminSections.flatMap((s) => s.routes).map((route) => ({ ...route, load: loaderOf(route.page) }));

/** Whether the signed-in person may open the page: the server would answer its call, and the page is for them. */
export const canOpen = (route: Pick<AdminRoute, 'uses' | 'only'>, actor: Actor) =>
  mayCall(actor, route.uses.access) && (!route.only || actor.role === 'admin' || route.only.includes(actor.role));
