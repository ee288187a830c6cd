import * as z from 'zod/mini';
import { RESULT_ORDERS, type ResultOrder } from './rules/ranking.ts';
import { listingProvider } from './providers.ts';
import { addDays, daysBetween } from './rules/dates.ts';
import { cancellationPolicyInput, storedCancellationPolicy } from './cancellation-policy.ts';
import { admins, anyone, ownedListingRows, rowsFor } from './collection.ts';
import {
  adminOnlyListingInput,
  ignoredRatingInput,
  calendarDate,
  id,
  idParams,
  imagePath,
  lines,
  listQuery,
  longText,
  ownedListingFields,
  queryList,
  requiredText,
  rupees,
  shortText,
  wholeNumber,
} from './fields.ts';
import { listingReview } from './listing-review.ts';
import { ageRules, ageRulesInput, occupancyQuery } from './occupancy.ts';

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
export const hotelCard = z.extend(hotelCardFields, { stay: z.optional(hotelStay) });
export type HotelCard = z.infer<typeof hotelCard>;

/** A section's description may come as one text (split into lines) or as a list of lines. */
const sectionInput = z.object({
  title: requiredText(200),
  description: z.pipe(
    z._default(
      z.union([
        z.pipe(
          longText(5000),
          z.transform((s: string) => s.split('\n')),
        ),
        z.array(longText(1000)).check(z.maxLength(50, 'At most 50 entries.')),
      ]),
      [],
    ),
    z.transform((xs: string[]) => xs.map((x) => x.trim()).filter((x) => x !== '')),
  ),
  img: z._default(imagePath, ''),
});

const hotelDetailsInput = z.object({
  description: requiredText(20_000),
  priceDescription: requiredText(200),
  priceLocation: requiredText(200),
  price: requiredText(200),
});

const BETWEEN_0_AND_5 = 'Must be between 0 and 5.';

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const clockTime = z.optional(z.string().check(z.trim(), z.regex(CLOCK, 'Use a 24-hour time such as 14:00.')));
/** The contact fields of the hotel form; each optional (the spec's clients send none) and kept when left out. */
const hotelContactInput = {
  address: z.optional(shortText(300)),
  phone: z.optional(shortText(20).check(z.refine((v: string) => v === '' || PHONE.test(v), 'Enter a valid phone number.'))),
  checkInTime: clockTime,
  checkOutTime: clockTime,
};

/**
 * Body of POST /api/admin/hotel, PUT /api/admin/hotel/edit/{hotelId} and PUT /api/hotel/{id}.
 * Optional fields left out of a PUT keep their stored value. ownerId, featured and archived are honoured
 * for admins only (rules/listing-fields.ts); rating and reviewCount are ignored (they come from reviews).
 */
export const hotelInput = z.object({
  name: requiredText(200),
  location: requiredText(200),
  distance: requiredText(200),
  category: requiredText(100),
  hotelPriceHighlight: requiredText(300),
  type: requiredText(60),
  price: rupees,
  taxes: rupees,
  star: wholeNumber(0, 5, { min: BETWEEN_0_AND_5, max: BETWEEN_0_AND_5 }),
  imageUrl: z.optional(imagePath),
  images: z.optional(z.array(imagePath).check(z.maxLength(30, 'At most 30 entries.'))),
  inclusions: z.optional(lines()),
  amenities: z.optional(lines()),
  facilities: z.optional(lines()),
  rooms: z.optional(wholeNumber(1, 10_000, { min: 'A hotel has at least 1 room.' })),
  ...hotelContactInput,
  cancellationPolicy: cancellationPolicyInput('hotel'),
  hotelDetails: hotelDetailsInput,
  foodAndDining: sectionInput,
  locationAndSurroundings: sectionInput,
  roomDetailsAndAmenities: sectionInput,
  activitiesAndNearbyAttractions: sectionInput,
  /** left out of a PUT: kept; of a POST: infants below 2, adults from 12, one child band */
  ageRules: z.optional(ageRulesInput),
  ...adminOnlyListingInput,
  ...ignoredRatingInput,
});
export type HotelInput = z.infer<typeof hotelInput>;

export const NO_HOTEL_FOR_USER = 'No hotel found for this user';

export const MAX_SEARCH_NIGHTS = 90;
/** the orders of rules/ranking.ts */
export const HOTEL_SORTS = RESULT_ORDERS;
export type HotelSort = ResultOrder;

const budget = z.coerce.number().check(z.gte(0, 'Must be 0 or more.'), z.lte(10_000_000, 'Must be at most ₹1,00,00,000.'));
const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?$/;
const STARS = 'Use whole stars 1 to 5.';

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

/** the rows hotels and cabs have alike (the API serves them with one set of routes) */
export const ownedHotels = ownedListingRows('hotel', hotel, hotelInput);
const { idParams: hotelIdParams } = ownedHotels;
/**
 * Who owns the hotel `/api/hotel/:id` names may change it (admins too): the same path, and so the same
 * parameter name, as the public read of that hotel, so the API documentation has one path for one hotel.
 */
const hotelOwner = rowsFor({ who: ['hotel'], of: { listing: 'hotel', param: 'id' } });

// ---------- public ----------

export const listHotels = anyone.list('/api/hotel', 'Live hotels, filtered and paged by the search', hotelCard, { query: hotelListQuery });

// ---------- the hotel's owner ----------

export const updateHotelAsOwner = hotelOwner.put(
  '/api/hotel/:id',
  "The owner's edit of its hotel (who owns it, featured and archived stay the admin's; rating and review count come from reviews)",
  { params: idParams, body: hotelInput, response: hotel },
);

// ---------- the owner's listings (an owner may run many) ----------

/** One of an owner's hotels in every state, with where it stands with the admins. */
export const ownHotel = z.extend(hotel, { review: listingReview });
export type OwnHotel = z.infer<typeof ownHotel>;
const hotelOwners = rowsFor({ who: ['hotel'] });

export const listMyHotels = hotelOwners.get('/api/hotels/mine', "The caller's hotels in every state, first added first", {
  response: z.array(ownHotel),
});

export const addHotel = hotelOwners.post(
  '/api/hotels',
  "Add a hotel: an owner's waits hidden for an admin's review, an admin's is live at once",
  { body: hotelInput, response: ownHotel, status: 201 },
);

// ---------- admin ----------

export const getHotelForAdmin = admins.get('/api/admin/hotel/edit/:hotelId', 'Any hotel, archived ones included', {
  params: hotelIdParams,
  response: hotel,
});

export const updateHotelAsAdmin = admins.put(
  '/api/admin/hotel/edit/:hotelId',
  'Edit any hotel, its owner, featured and archived state included (rating and review count come from reviews)',
  { params: hotelIdParams, body: hotelInput, response: hotel },
);
