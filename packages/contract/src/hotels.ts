import { z } from 'zod';
import { calendarDate, id, imagePath, listQuery, requiredText, rupees, shortText } from './common.ts';

// ---------- shared input pieces (the cab contract uses them too) ----------

/** Rating 0–5 in steps of 0.1, as the forms' number inputs allow. */
export const ratingInput = z
  .number()
  .min(0, 'Must be between 0 and 5.')
  .max(5, 'Must be between 0 and 5.')
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, 'Use steps of 0.1.');
export const reviewCountInput = z.number().int('Must be a whole number.').min(0, 'Must be 0 or more.').max(100_000_000);

/** A list of text lines; blank entries (the forms' empty chips) are dropped. */
export const lines = (maxItems = 50, maxLen = 500) =>
  z
    .array(z.string().trim().max(maxLen))
    .max(maxItems)
    .transform((xs) => xs.filter((x) => x !== ''));

/** A query parameter that may be repeated (?a=x&a=y) or comma separated (?a=x,y). */
export const queryList = <T extends z.ZodType>(item: T, maxItems = 20) =>
  z
    .preprocess(
      (v) =>
        (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      z.array(item).max(maxItems),
    )
    .optional();

/** Admin lists hide archived listings unless asked for them with archived=true. */
export const adminListQuery = z.object({
  page: listQuery.shape.page,
  limit: listQuery.shape.limit,
  archived: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const deleteResult = z.object({
  message: z.string(),
  /** true when the listing had bookings and was archived instead of erased */
  archived: z.boolean(),
});
export type DeleteResult = z.infer<typeof deleteResult>;

// ---------- hotel ----------

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
  hotelDetails,
  foodAndDining: hotelSection,
  locationAndSurroundings: hotelSection,
  roomDetailsAndAmenities: hotelSection,
  activitiesAndNearbyAttractions: hotelSection,
  ownerId: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Hotel = z.infer<typeof hotel>;

/** A section's description may come as one text (split into lines) or as a list of lines. */
const sectionInput = z.object({
  title: requiredText(200),
  description: z
    .union([
      z
        .string()
        .max(5000)
        .transform((s) => s.split('\n')),
      z.array(z.string().max(1000)).max(50),
    ])
    .default([])
    .transform((xs) => xs.map((x) => x.trim()).filter((x) => x !== '')),
  img: imagePath.default(''),
});

const hotelDetailsInput = z.object({
  description: requiredText(20_000),
  priceDescription: requiredText(200),
  priceLocation: requiredText(200),
  price: requiredText(200),
});

/**
 * Body of POST /api/admin/hotel, PUT /api/admin/hotel/edit/{hotelId} and PUT /api/hotel/{hotelId}.
 * Optional fields left out of a PUT keep their stored value. ownerId, featured and archived are
 * honoured for admins only.
 */
export const hotelInput = z.object({
  name: requiredText(200),
  location: requiredText(200),
  distance: requiredText(200),
  category: requiredText(100),
  hotelPriceHighlight: requiredText(300),
  type: requiredText(60),
  rating: ratingInput,
  reviewCount: reviewCountInput,
  price: rupees,
  taxes: rupees,
  star: z.number().int('Must be a whole number.').min(0, 'Must be between 0 and 5.').max(5, 'Must be between 0 and 5.'),
  imageUrl: imagePath.optional(),
  images: z.array(imagePath).max(30).optional(),
  inclusions: lines().optional(),
  amenities: lines().optional(),
  facilities: lines().optional(),
  rooms: z.number().int('Must be a whole number.').min(1, 'A hotel has at least 1 room.').max(10_000).optional(),
  hotelDetails: hotelDetailsInput,
  foodAndDining: sectionInput,
  locationAndSurroundings: sectionInput,
  roomDetailsAndAmenities: sectionInput,
  activitiesAndNearbyAttractions: sectionInput,
  featured: z.boolean().optional(),
  ownerId: id.nullable().optional(),
  archived: z.boolean().optional(),
});
export type HotelInput = z.infer<typeof hotelInput>;

export const MAX_SEARCH_NIGHTS = 90;
const budget = z.coerce.number().min(0, 'Must be 0 or more.').max(10_000_000);
const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?$/;

/** Query of GET /api/hotel: the spec's hotel search filters, all optional, applied in the database. */
export const hotelListQuery = listQuery
  .extend({
    /** case-insensitive part of the location or the name */
    location: shortText(100).optional(),
    minBudget: budget.optional(),
    maxBudget: budget.optional(),
    /** "min-max" (e.g. 1500-2500) or a single maximum */
    price: z
      .string()
      .regex(PRICE_RANGE, 'Use a range like 1500-2500 or a single maximum.')
      .transform((v) => {
        const [, a, b] = PRICE_RANGE.exec(v)!;
        return b === undefined ? { max: Number(a) } : { min: Number(a), max: Number(b) };
      })
      .refine((r) => r.min === undefined || r.min <= r.max, 'The minimum must not exceed the maximum.')
      .optional(),
    starrating: queryList(
      z.coerce.number().int('Use whole stars 1 to 5.').min(1, 'Use whole stars 1 to 5.').max(5, 'Use whole stars 1 to 5.'),
      5,
    ),
    /** minimum guest rating, e.g. 4.5 */
    guestrating: z.coerce.number().min(0, 'Must be between 0 and 5.').max(5, 'Must be between 0 and 5.').optional(),
    propertytype: queryList(shortText(60)),
    amenities: queryList(shortText(60)),
    facilities: queryList(shortText(60)),
    checkin: calendarDate.optional(),
    checkout: calendarDate.optional(),
    guests: z.coerce.number().int('Must be a whole number.').min(1, 'At least 1 guest.').max(100).optional(),
    sort: z.enum(['newest', 'price', '-price', 'rating']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.checkout && !q.checkin) ctx.addIssue({ code: 'custom', path: ['checkin'], message: 'Choose a check-in date.' });
    if (q.checkin && q.checkout) {
      const nights = (Date.parse(q.checkout) - Date.parse(q.checkin)) / 86_400_000;
      if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'Check-out must be after check-in.' });
      else if (nights > MAX_SEARCH_NIGHTS)
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: `Search stays of at most ${MAX_SEARCH_NIGHTS} nights.` });
    }
  });
export type HotelListQuery = z.infer<typeof hotelListQuery>;

/** GET /api/hotel/user/{userId} */
export const userIdParams = z.object({ userId: id });
export const hotelIdParams = z.object({ hotelId: id });
