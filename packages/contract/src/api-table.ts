// Every row of the endpoint table, for the API (which serves them all and refuses to start if one is
// missing) and for tests that walk every call. Pages import the rows they use from their domain's module.
import * as accountAccess from './account-access.ts';
import * as adminUsers from './admin-users.ts';
import * as analytics from './analytics.ts';
import * as audit from './audit.ts';
import * as blogAdmin from './blog-admin.ts';
import * as blogs from './blogs.ts';
import * as bookingEvents from './booking-events.ts';
import * as bookings from './bookings.ts';
import * as cabAdmin from './cab-admin.ts';
import * as cabs from './cabs.ts';
import * as categories from './categories.ts';
import * as dashboard from './dashboard.ts';
import * as earnings from './earnings.ts';
import * as enquiries from './enquiries.ts';
import * as findBooking from './find-booking.ts';
import * as grievances from './grievances.ts';
import type { EndpointDef } from './endpoint.ts';
import * as hotelAdmin from './hotel-admin.ts';
import * as hotels from './hotels.ts';
import * as ical from './ical.ts';
import * as invoices from './invoices.ts';
import * as ledger from './ledger.ts';
import * as listingReview from './listing-review.ts';
import * as mail from './mail.ts';
import * as mobileSignIn from './mobile-sign-in.ts';
import * as offerAdmin from './offer-admin.ts';
import * as offers from './offers.ts';
import * as payments from './payments.ts';
import * as places from './places.ts';
import * as providers from './providers.ts';
import * as privacy from './privacy.ts';
import * as quote from './quote.ts';
import * as reviews from './reviews.ts';
import * as rooms from './rooms.ts';
import * as tourAdmin from './tour-admin.ts';
import * as tours from './tours.ts';
import * as upload from './upload.ts';
import * as users from './users.ts';
import * as wishlists from './wishlists.ts';

const isEndpoint = (v: unknown): v is EndpointDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;

const MODULES = [
  categories,
  users,
  accountAccess,
  mobileSignIn,
  adminUsers,
  upload,
  hotels,
  hotelAdmin,
  rooms,
  ical,
  cabs,
  cabAdmin,
  places,
  listingReview,
  tours,
  tourAdmin,
  blogs,
  blogAdmin,
  offers,
  offerAdmin,
  bookings,
  findBooking,
  bookingEvents,
  quote,
  payments,
  invoices,
  dashboard,
  analytics,
  ledger,
  earnings,
  mail,
  enquiries,
  grievances,
  privacy,
  reviews,
  audit,
  providers,
  wishlists,
];

/** a module's rows: the ones it exports by name and those of its row groups (e.g. `ownedHotels`) */
const rowsOf = (m: object): EndpointDef[] =>
  (Object.values(m) as unknown[]).flatMap((v) =>
    isEndpoint(v) ? [v] : typeof v === 'object' && v !== null ? Object.values(v).filter(isEndpoint) : [],
  );

export const ENDPOINTS: readonly EndpointDef[] = [...new Set(MODULES.flatMap(rowsOf))];

const named = (entries: [string, unknown][]): [EndpointDef, string][] => entries.flatMap(([name, v]) => (isEndpoint(v) ? [[v, name]] : []));
const groups = (m: object) =>
  Object.entries(m).filter((e): e is [string, object] => !isEndpoint(e[1]) && typeof e[1] === 'object' && e[1] !== null);

/**
 * Each row's name, which the API documentation gives its operation: the name its module exports it by
 * (`createHotelBooking`), or for a row only a row group holds, the group's and its own (`ownedHotels.get`).
 * Exported names come last, so they win over a group's.
 */
export const ENDPOINT_NAMES: ReadonlyMap<EndpointDef, string> = new Map([
  ...MODULES.flatMap((m) => groups(m).flatMap(([group, rows]) => named(Object.entries(rows).map(([key, v]) => [`${group}.${key}`, v])))),
  ...MODULES.flatMap((m) => named(Object.entries(m))),
]);
