import * as z from 'zod/mini';
import { MAX_TRAVELLERS } from './rules/travellers.ts';
import { cabFares, pricedTrip, tripFields, tripWhenFields } from './cab-trips.ts';
import { RESULT_ORDERS } from './rules/ranking.ts';
import { listingProvider } from './providers.ts';
import { cancellationPolicyInput, storedCancellationPolicy } from './cancellation-policy.ts';
import { anyone, ownedListingRows, rowsFor } from './collection.ts';
import {
  adminOnlyListingInput,
  ignoredRatingInput,
  id,
  imagePath,
  lines,
  listQuery,
  ownedListingFields,
  queryList,
  requiredText,
  rupees,
  shortText,
  wholeNumber,
} from './fields.ts';
import { listingReview } from './listing-review.ts';

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

const PERCENT = 'Must be between 0 and 100.';

/**
 * Body of POST /api/admin/cab and PUT /api/admin/cab/edit/{cabId}. Every field is required but the
 * image, the rating and the review count. The older edit form also sends `id`: accepted and ignored.
 * ownerId, featured and archived are honoured for admins only (rules/listing-fields.ts); rating and
 * reviewCount are ignored (they come from reviews); optional fields left out of a PUT keep their stored value.
 */
export const cabInput = z
  .object({
    id: z.optional(z.unknown()),
    imageUrl: z.optional(imagePath),
    model: requiredText(120),
    type: requiredText(60),
    seats: wholeNumber(1, 60, { min: 'At least 1 seat.' }),
    kmsIncluded: wholeNumber(0, 100_000),
    extraKmFare: rupees,
    fuelType: requiredText(40),
    cancellation: requiredText(1000),
    originalPrice: rupees,
    discountedPrice: rupees,
    taxes: z.number().check(z.gte(0, PERCENT), z.lte(100, PERCENT)),
    /** percent paid now when paying in part; left out, the stored share (20 % for a new cab) stays */
    advancePercent: z.optional(wholeNumber(1, 100, { min: 'At least 1%.', max: 'At most 100%.' })),
    travelType: requiredText(60),
    cancellationPolicy: cancellationPolicyInput('cab'),
    inclusions: z.optional(lines()),
    exclusions: z.optional(lines()),
    ...adminOnlyListingInput,
    ...ignoredRatingInput,
  })
  .check(
    z.refine((c) => c.discountedPrice <= c.originalPrice, {
      path: ['discountedPrice'],
      message: 'Must not exceed the original price.',
    }),
  );
export type CabInput = z.infer<typeof cabInput>;

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

/** the rows hotels and cabs have alike (the API serves them with one set of routes) */
export const ownedCabs = ownedListingRows('cab', cab, cabInput);
/**
 * The spec gives a cab owner no other edit call, so the admin's edit calls also serve the owner of
 * that cab (admins pass every listing rule).
 */
const { owner: cabOwner, idParams: cabIdParams } = ownedCabs;

// ---------- public ----------

export const listCabs = anyone.list('/api/cab', 'Live cabs, filtered and paged', cab, { query: cabListQuery });

// ---------- the cab's owner (and admins) ----------

export const getEditableCab = cabOwner.get('/api/admin/cab/edit/:cabId', 'A cab its owner (or an admin) may edit, archived ones included', {
  params: cabIdParams,
  response: cab,
});

export const getCabFares = cabOwner.get('/api/cabs/:cabId/fares', "A cab's fare card, base city and service radius", {
  params: cabIdParams,
  response: cabFares,
});

export const updateCabFares = cabOwner.put(
  '/api/cabs/:cabId/fares',
  "Set a cab's fare card, base city (a known place) and service radius; its owner's or an admin's",
  { params: cabIdParams, body: cabFares, response: cabFares },
);

export const updateCab = cabOwner.put(
  '/api/admin/cab/edit/:cabId',
  "Edit a cab; who owns it, featured and archived are the admin's to change (rating and review count come from reviews)",
  { params: cabIdParams, body: cabInput, response: cab },
);

// ---------- the owner's fleet (a cab owner may run many cabs) ----------

/** One of an owner's cabs in every state, with where it stands with the admins. */
export const ownCab = z.extend(cab, { review: listingReview });
export type OwnCab = z.infer<typeof ownCab>;
const cabOwners = rowsFor({ who: ['cab'] });

export const listMyCabs = cabOwners.get('/api/cabs/mine', "The caller's cabs in every state, first added first", {
  response: z.array(ownCab),
});

export const addCab = cabOwners.post('/api/cabs', "Add a cab: an owner's waits hidden for an admin's review, an admin's is live at once", {
  body: cabInput,
  response: ownCab,
  status: 201,
});
