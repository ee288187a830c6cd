import * as z from 'zod/mini';
import { RESULT_ORDERS } from './rules/ranking.ts';
import { listingProvider } from './providers.ts';
import { storedCancellationPolicy } from './cancellation-policy.ts';
import { anyone, collectionRows } from './collection.ts';
import { calendarDate, id, listQuery, shortText, timestamps } from './fields.ts';
import { translationsOf } from './translations.ts';
import { TRANSLATED_FIELDS } from './rules/translations.ts';

// ---------- answers ----------

export const tourPlanCar = z.object({
  destination: z.string(),
  checkout: z.optional(z.string()),
  type: z.string(),
  model: z.string(),
  facilities: z.string(),
  image: z.string(),
});
export const tourPlanSightseeing = z.object({
  name: z.string(),
  location: z.string(),
  places: z.string(),
  duration: z.string(),
  placesCovered: z.optional(z.number()),
  image: z.string(),
});
/** `timming` is spelt as the spec's clients send it. */
export const tourPlanHotel = z.object({
  timming: z.string(),
  name: z.string(),
  ratings: z.number(),
  location: z.string(),
  stayDate: z.string(),
  image: z.string(),
});
export const tourPlanDay = z.object({
  day: z.number(),
  description: z.string(),
  car: z.array(tourPlanCar),
  sightseeing: z.array(tourPlanSightseeing),
  hotels: z.array(tourPlanHotel),
});
export type TourPlanDay = z.infer<typeof tourPlanDay>;

export const childPrice = z.object({ fromAge: z.number(), toAge: z.number(), price: z.number() });

/** One part of a tour's base price (rules/travellers.ts tourFareParts), in rupees. */
export const tourFarePart = z.object({
  kind: z.enum(['adults', 'children', 'children-at-adult-price', 'infants', 'single-supplement']),
  count: z.number(),
  unit: z.number(),
  amount: z.number(),
  /** the children's ages in this part */
  ages: z.optional(z.array(z.number())),
  /** a child band's ages */
  fromAge: z.optional(z.number()),
  toAge: z.optional(z.number()),
});
export type WireTourFarePart = z.infer<typeof tourFarePart>;

export const tour = z.object({
  _id: id,
  name: z.string(),
  type: z.string(),
  description: z.string(),
  image: z.string(),
  photos: z.array(z.string()),
  price: z.number(),
  rating: z.number(),
  ratings: z.number(),
  reviews: z.number(),
  location: z.string(),
  duration: z.string(),
  nights: z.number(),
  days: z.number(),
  inclusions: z.array(z.string()),
  tourPlan: z.array(tourPlanDay),
  availableFrom: z.string(),
  availableTill: z.string(),
  featured: z.boolean(),
  seatsPerDeparture: z.number(),
  /** what a child pays by age (rupees, ages inclusive); a child in no band pays the adult price (rules/travellers.ts) */
  childPrices: z.array(childPrice),
  /** children younger than this are infants: free, no seat */
  infantBelowAge: z.number(),
  /** rupees added for an adult with a room alone (the price is per adult on twin sharing); 0: none */
  singleSupplement: z.number(),
  /** as the tour managers set it; null: the default (rules/cancellation.ts) */
  cancellationPolicy: storedCancellationPolicy,
  ...timestamps,
  /** who sells it (its provider's business, or Raahi) */
  provider: z.optional(listingProvider),
  /** its name and description as its managers gave them in Hindi; a card has the name only */
  translations: translationsOf(TRANSLATED_FIELDS.tour),
});
export type Tour = z.infer<typeof tour>;

/** A tour in a list: what a card, the carousel and a list's structured data show; no description, inclusions or day plan. */
export const tourCard = z.omit(tour, {
  description: true,
  inclusions: true,
  tourPlan: true,
  cancellationPolicy: true,
  childPrices: true,
  infantBelowAge: true,
  singleSupplement: true,
});
export type TourCard = z.infer<typeof tourCard>;

export const tourListQuery = z.extend(listQuery, {
  type: z.optional(shortText(60)),
  /** the destination typed in the search panel: matches name or location */
  destination: z.optional(shortText(100)),
  maxPrice: z.optional(z.coerce.number().check(z.gte(0), z.lte(10_000_000))),
  date: z.optional(calendarDate),
  sort: z.optional(z.enum(RESULT_ORDERS)),
});
export type TourListQuery = z.infer<typeof tourListQuery>;

// ---------- endpoints ----------

// Anyone may browse the live catalogue.
export const listTours = anyone.list(
  '/api/tour',
  'Live tour packages as cards, filtered in the database (newest first unless sorted)',
  tourCard,
  {
    query: tourListQuery,
  },
);
export const getTour = collectionRows({ who: 'anyone' }, tour).get('/api/tour/:id', 'One live tour package with its photos and plan');
