// The public pages' paths, for links that leave the web app: canonical URLs, share previews and the
// sitemap (the API lists every public page; the web app names its canonical). Zod-free, for any page.

export const hotelPath = (id: string) => `/hotel/${id}`;
export const tourPath = (id: string) => `/tour/${id}`;
export const blogPostPath = (id: string) => `/blog/${id}`;
export const cabPath = (id: string) => `/cab/booking/${id}`;

/** The hotel category pages /hotel/{slug}/{id}: stays grouped by property type. */
export const HOTEL_CATEGORIES = [
  { id: '1', slug: 'resorts', title: 'Resorts', type: 'Resort', blurb: 'Pools, spas and long lazy days by the sea or in the hills.' },
  { id: '2', slug: 'villas', title: 'Villas', type: 'Villa', blurb: 'Private homes with space for the whole family.' },
  { id: '3', slug: 'hotels', title: 'Hotels', type: 'Hotel', blurb: 'City stays close to everything you came to see.' },
  { id: '4', slug: 'apartments', title: 'Apartments', type: 'Apartment', blurb: 'Kitchens, living rooms and room to settle in.' },
  { id: '5', slug: 'camps', title: 'Camps', type: 'Camp', blurb: 'Tents under the stars in the desert and the Himalaya.' },
] as const;
export type HotelCategory = (typeof HOTEL_CATEGORIES)[number];
export const hotelCategoryPath = (c: HotelCategory) => `/hotel/${c.slug}/${c.id}`;

/**
 * A tour category page: /tour/{type}/{id} shows the packages of one type whatever the id, so one id
 * ("all") is the canonical one.
 */
export const tourCategoryPath = (type: string) => `/tour/${encodeURIComponent(type.trim().toLowerCase())}/all`;

/** Public pages that exist whatever the catalogue holds. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/tour',
  '/hotel',
  '/hotels',
  '/cab',
  '/blog',
  '/help',
  '/terms',
  '/cancellation-and-refunds',
  '/how-results-are-ranked',
] as const;

/** The day the policy pages (help, terms, cancellation and refunds, ranking) took their present words. */
export const POLICIES_IN_FORCE_FROM = '2026-11-27';

/** A provider's details page: who sells a listing. */
export const providerPath = (id: string) => `/providers/${id}`;

/** Paths no search engine should crawl: the back-office, the API, and pages about the signed-in person. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/api', '/user', '/account', '/bookings', '/payment', '/pay/'] as const;
