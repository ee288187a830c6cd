// The cab owners' and admins' calls. Apart from the public cab rows (cabs.ts), so that the visitors' pages,
// which load those rows, never carry the cab form's schema.
import * as z from 'zod/mini';
import { cabFares } from './cab-trips.ts';
import { cab, liveCab } from './cabs.ts';
import { cancellationPolicyInput } from './cancellation-policy.ts';
import { ownedListingRows, rowsFor } from './collection.ts';
import { adminOnlyListingInput, ignoredRatingInput, imagePath, lines, requiredText, rupees, wholeNumber } from './fields.ts';
import { listingReview } from './listing-review.ts';

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

/** the rows hotels and cabs have alike (the API serves them with one set of routes) */
export const ownedCabs = ownedListingRows('cab', cab, cabInput, liveCab.get);
/**
 * The spec gives a cab owner no other edit call, so the admin's edit calls also serve the owner of
 * that cab (admins pass every listing rule).
 */
const { owner: cabOwner, idParams: cabIdParams } = ownedCabs;

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
