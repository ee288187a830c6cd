import * as z from 'zod/mini';
import { RESULT_ORDERS, type ResultOrder } from './rules/ranking.ts';
import { listingProvider } from './providers.ts';
import { addDays, daysBetween } from './rules/dates.ts';
import { storedCancellationPolicy } from './cancellation-policy.ts';
import { anyone, liveListingRow } from './collection.ts';
import { calendarDate, id, listQuery, ownedListingFields, queryList, shortText } from './fields.ts';
import { ageRules, occupancyQuery } from './occupancy.ts';
import { translationsOf } from './translations.ts';
import { TRANSLATED_FIELDS } from './rules/translations.ts';

export const hotelSection = z.object({
  title: z.string(),
  description: z.array(z.string()),
  img: z.string(),
});
export type HotelSection = z.infer<typeof hotelSection>;

export const hotelDetails = z.object({
  description: z.string(),
  priceDescription: z.string(),
  priceLocation: z.string(),
  price: z.string(),
});
export type HotelDetails = z.infer<typeof hotelDetails>;

/** Where the hotel is and how to reach it, and its times (HH:mm, Indian time): what the voucher tells the guest. */
const hotelContact = {
  address: z.string(),
  phone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
};

export const hotel = z.object({
  _id: id,
  name: z.string(),
  location: z.string(),
  distance: z.string(),
  hotelPriceHighlight: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  images: z.array(z.string()),
  /** rupees per room-night */
  price: z.number(),
  /** rupees per room-night */
  taxes: z.number(),
  inclusions: z.array(z.string()),
  amenities: z.array(z.string()),
  facilities: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number(),
  star: z.number(),
  type: z.string(),
  featured: z.boolean(),
  /** rooms the hotel can sell per night */
  rooms: z.number(),
  ...hotelContact,
  /** as its owner set it; null: the default (rules/cancellation.ts) */
  cancellationPolicy: storedCancellationPolicy,
  hotelDetails,
  foodAndDining: hotelSection,
  locationAndSurroundings: hotelSection,
  roomDetailsAndAmenities: hotelSection,
  activitiesAndNearbyAttractions: hotelSection,
  /** who counts as an infant (no place, free), a child (by band) and an adult (rules/occupancy.ts); always answered */
  ageRules: z.optional(ageRules),
  ...ownedListingFields,
  /** who sells it (its provider's business, or Raahi) */
  provider: z.optional(listingProvider),
  /** its name and description (`hotelDetails.description`) as its owner gave them in Hindi; a card has the name only */
  translations: translationsOf(TRANSLATED_FIELDS.hotel),
});
export type Hotel = z.infer<typeof hotel>;

/**
 * A dated search's price of the stay on a card: the lowest all-in price over the room types and plans the
 * hotel can sell for those nights and guests, GST night by night as the charge adds it (rupees).
 */
export const hotelStay = z.object({
  nights: z.number(),
  /** the rooms the guests need of the room type priced */
  rooms: z.number(),
  /** every night's price of those rooms, before taxes */
  total: z.number(),
  taxes: z.number(),
  /** the plan priced includes breakfast (CP, MAP or AP) */
  breakfastIncluded: z.optional(z.boolean()),
  /** the plan priced refunds in full when cancelled early enough */
  freeCancellation: z.optional(z.boolean()),
});
export type HotelStay = z.infer<typeof hotelStay>;

/**
 * A hotel in a list: what a card shows, without the long description and the four info sections; with
 * `checkin` in the search, the price of that stay.
 */
const hotelCardFields = z.omit(hotel, {
  address: true,
  phone: true,
  checkInTime: true,
  checkOutTime: true,
  cancellationPolicy: true,
  hotelDetails: true,
  foodAndDining: true,
  locationAndSurroundings: true,
  roomDetailsAndAmenities: true,
  activitiesAndNearbyAttractions: true,
  ageRules: true,
});
export const hotelCard = z.extend(hotelCardFields, {
  stay: z.optional(hotelStay),
  /** the area its address names, of the destination it is in ('Calangute' for a hotel in Goa); absent when it names none */
  area: z.optional(z.string()),
});
export type HotelCard = z.infer<typeof hotelCard>;

export const NO_HOTEL_FOR_USER = 'No hotel found for this user';

export const MAX_SEARCH_NIGHTS = 90;
/** the orders of rules/ranking.ts */
export const HOTEL_SORTS = RESULT_ORDERS;
export type HotelSort = ResultOrder;

const budget = z.coerce.number().check(z.gte(0, 'Must be 0 or more.'), z.lte(10_000_000, 'Must be at most ₹1,00,00,000.'));
const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?$/;
const STARS = 'Use whole stars 1 to 5.';
export const BETWEEN_0_AND_5 = 'Must be between 0 and 5.';

/** "min-max" (e.g. 1500-2500) or a single maximum. */
const priceRange = z.pipe(
  z.string().check(
    z.regex(PRICE_RANGE, 'Use a range like 1500-2500 or a single maximum.'),
    z.refine((v: string) => {
      const m = PRICE_RANGE.exec(v);
      return !m || m[2] === undefined || Number(m[1]) <= Number(m[2]);
    }, 'The minimum must not exceed the maximum.'),
  ),
  z.transform((v: string): { min?: number; max: number } => {
    const [, a, b] = PRICE_RANGE.exec(v)!;
    return b === undefined ? { max: Number(a) } : { min: Number(a), max: Number(b) };
  }),
);

/** Query of GET /api/hotel: the spec's hotel search filters, all optional, applied in the database. */
export const hotelListQuery = z
  .extend(listQuery, {
    /** case-insensitive part of the location or the name */
    location: z.optional(shortText(100)),
    minBudget: z.optional(budget),
    maxBudget: z.optional(budget),
    price: z.optional(priceRange),
    starrating: queryList(z.coerce.number().check(z.int(STARS), z.gte(1, STARS), z.lte(5, STARS)), 5),
    /** minimum guest rating, e.g. 4.5 */
    guestrating: z.optional(z.coerce.number().check(z.gte(0, BETWEEN_0_AND_5), z.lte(5, BETWEEN_0_AND_5))),
    propertytype: queryList(shortText(60)),
    amenities: queryList(shortText(60)),
    facilities: queryList(shortText(60)),
    checkin: z.optional(calendarDate),
    checkout: z.optional(calendarDate),
    guests: z.optional(z.coerce.number().check(z.int('Must be a whole number.'), z.gte(1, 'At least 1 guest.'), z.lte(100))),
    /** once per room: `2` (two adults), `2:5,9` (two adults, children of 5 and 9); overrides `guests` */
    occupancy: occupancyQuery,
    sort: z.optional(z.enum(HOTEL_SORTS)),
  })
  .check(
    // the spec's form starts with check-in = check-out = today: a check-out not after check-in searches one night
    z.overwrite((q) => (q.checkin && q.checkout && q.checkout <= q.checkin ? { ...q, checkout: addDays(q.checkin, 1) } : q)),
    z.superRefine((q, ctx) => {
      if (q.checkout && !q.checkin) ctx.addIssue({ code: 'custom', path: ['checkin'], message: 'Choose a check-in date.', input: q });
      if (q.checkin && q.checkout) {
        const nights = daysBetween(q.checkin, q.checkout);
        if (nights > MAX_SEARCH_NIGHTS)
          ctx.addIssue({ code: 'custom', path: ['checkout'], message: `Search stays of at most ${MAX_SEARCH_NIGHTS} nights.`, input: q });
      }
    }),
  );
export type HotelListQuery = z.infer<typeof hotelListQuery>;

// ---------- public ----------

export const listHotels = anyone.list('/api/hotel', 'Live hotels, filtered and paged by the search', hotelCard, { query: hotelListQuery });

/** GET /api/hotel/:id, one live hotel (the owners' rows, hotel-admin.ts, hold it too as `ownedHotels.get`) */
export const liveHotel = { get: liveListingRow('hotel', hotel) };
