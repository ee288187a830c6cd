import * as z from 'zod/mini';
import { MAX_TRAVELLERS } from './rules/travellers.ts';
import { pricedTrip, tripFields, tripWhenFields } from './cab-trips.ts';
import { RESULT_ORDERS } from './rules/ranking.ts';
import { listingProvider } from './providers.ts';
import { storedCancellationPolicy } from './cancellation-policy.ts';
import { anyone, liveListingRow } from './collection.ts';
import { id, listQuery, ownedListingFields, queryList, shortText } from './fields.ts';

export const cab = z.object({
  _id: id,
  imageUrl: z.string(),
  model: z.string(),
  type: z.string(),
  seats: z.number(),
  kmsIncluded: z.number(),
  /** rupees per km beyond kmsIncluded */
  extraKmFare: z.number(),
  fuelType: z.string(),
  cancellation: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  /** rupees */
  originalPrice: z.number(),
  /** rupees: what a trip costs before taxes */
  discountedPrice: z.number(),
  /** percent, e.g. 5 means 5 % (as entered; the GST charged is the contract's, rules/gst.ts) */
  taxes: z.number(),
  /** percent of the total paid now when the guest pays in part */
  advancePercent: z.number(),
  /** as its owner set it; null: the default (rules/cancellation.ts) */
  cancellationPolicy: storedCancellationPolicy,
  travelType: z.string(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  featured: z.boolean(),
  /** the place (id) the car is based in; null until its owner sets it */
  baseCity: z.nullable(z.string()),
  /** how far from its base city a trip may start */
  serviceRadiusKm: z.number(),
  /** in a search for a trip: the trip priced for this car */
  trip: z.optional(pricedTrip),
  ...ownedListingFields,
  /** who sells it (its provider's business, or Raahi) */
  provider: z.optional(listingProvider),
});
export type Cab = z.infer<typeof cab>;

export const NO_CAB_FOR_USER = 'No cab found';

/** the orders of rules/ranking.ts */
export const CAB_SORTS = RESULT_ORDERS;

/** Query of GET /api/cab; type, fuelType and seats may be repeated or comma separated. */
export const cabListQuery = z.extend(listQuery, {
  /** compared case-insensitively */
  type: queryList(shortText(60)),
  /** compared case-insensitively */
  fuelType: queryList(shortText(40)),
  seats: queryList(
    z.coerce.number().check(z.int('Must be a whole number.'), z.gte(1, 'Must be 1 or more.'), z.lte(60, 'Must be at most 60.')),
  ),
  /** only the cabs that seat this many travellers */
  travellers: z.optional(
    z.coerce
      .number()
      .check(
        z.int('Must be a whole number.'),
        z.gte(1, 'At least 1 traveller.'),
        z.lte(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers.`),
      ),
  ),
  /** price sorts by the discounted price, or in a search for a trip by the trip's fare before taxes (rules/ranking.ts) */
  sort: z.optional(z.enum(CAB_SORTS)),
  /**
   * A search for a trip: `from` (and `to`, but for a local trip) names it; only the cars that serve the pickup
   * and are free for the whole trip are listed, each with the trip priced (`trip`). `trip` defaults to oneway,
   * `date` to tomorrow and `time` to 09:00 (Indian time).
   */
  ...tripFields,
  ...tripWhenFields,
});
export type CabListQuery = z.infer<typeof cabListQuery>;

// ---------- public ----------

export const listCabs = anyone.list('/api/cab', 'Live cabs, filtered and paged', cab, { query: cabListQuery });

/** GET /api/cab/:id, one live cab (the owners' rows, cab-admin.ts, hold it too as `ownedCabs.get`) */
export const liveCab = { get: liveListingRow('cab', cab) };
