import { z } from 'zod';
import { id, imagePath, listQuery, requiredText, rupees, shortText } from './common.ts';
import { lines, queryList, ratingInput, reviewCountInput } from './hotels.ts';

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
  /** percent, e.g. 5 means 5 % */
  taxes: z.number(),
  travelType: z.string(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  featured: z.boolean(),
  ownerId: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cab = z.infer<typeof cab>;

/**
 * Body of POST /api/admin/cab and PUT /api/admin/cab/edit/{cabId}. Every field is required but the
 * image. The older edit form also sends `id`: accepted and ignored. ownerId, featured and archived
 * are honoured for admins only; optional fields left out of a PUT keep their stored value.
 */
export const cabInput = z
  .object({
    id: z.unknown().optional(),
    imageUrl: imagePath.optional(),
    model: requiredText(120),
    type: requiredText(60),
    seats: z.number().int('Must be a whole number.').min(1, 'At least 1 seat.').max(60),
    kmsIncluded: z.number().int('Must be a whole number.').min(0, 'Must be 0 or more.').max(100_000),
    extraKmFare: rupees,
    fuelType: requiredText(40),
    cancellation: requiredText(1000),
    rating: ratingInput,
    reviewCount: reviewCountInput,
    originalPrice: rupees,
    discountedPrice: rupees,
    taxes: z.number().min(0, 'Must be between 0 and 100.').max(100, 'Must be between 0 and 100.'),
    travelType: requiredText(60),
    inclusions: lines().optional(),
    exclusions: lines().optional(),
    featured: z.boolean().optional(),
    ownerId: id.nullable().optional(),
    archived: z.boolean().optional(),
  })
  .refine((c) => c.discountedPrice <= c.originalPrice, {
    path: ['discountedPrice'],
    message: 'Must not exceed the original price.',
  });
export type CabInput = z.infer<typeof cabInput>;

/** Query of GET /api/cab; type, fuelType and seats may be repeated or comma separated. */
export const cabListQuery = listQuery.extend({
  /** compared case-insensitively */
  type: queryList(shortText(60)),
  /** compared case-insensitively */
  fuelType: queryList(shortText(40)),
  seats: queryList(z.coerce.number().int('Must be a whole number.').min(1).max(60)),
  /** price sorts by the discounted price */
  sort: z.enum(['newest', 'price', '-price', 'rating']).optional(),
});
export type CabListQuery = z.infer<typeof cabListQuery>;

export const cabIdParams = z.object({ cabId: id });
