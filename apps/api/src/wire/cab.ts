import type { Cab, CabInput } from '@raahi/contract/cabs';
import type { cabs } from '../db/schema.ts';
import { columnsFromWire, columnsToWire } from './columns.ts';
import { ownedListingFromWire, ownedListingToWire } from './owned-listing.ts';

export type CabRow = typeof cabs.$inferSelect;
export type CabValues = Partial<Omit<typeof cabs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** The cab columns the wire carries one for one, in the order the answer lists them. */
const cabColumns = {
  imageUrl: 'as-is',
  model: 'as-is',
  type: 'as-is',
  seats: 'as-is',
  kmsIncluded: 'as-is',
  extraKmFare: 'money',
  fuelType: 'as-is',
  cancellation: 'as-is',
  originalPrice: 'money',
  discountedPrice: 'money',
  taxes: 'as-is',
  advancePercent: 'as-is',
  cancellationPolicy: 'as-is',
  travelType: 'as-is',
  inclusions: 'as-is',
  exclusions: 'as-is',
} as const;

export function toWireCab(c: CabRow): Cab {
  // the rating and review count come from published reviews: read here, never taken from a body (decision 0042)
  return { _id: c.id, ...columnsToWire(cabColumns, c), rating: c.rating, reviewCount: c.reviewCount, ...ownedListingToWire(c) };
}

/** Column values from a cab body (its `id` is ignored). Optional fields the body leaves out stay undefined. */
export function cabFromWire(input: CabInput): CabValues {
  return { ...columnsFromWire(cabColumns, input), ...ownedListingFromWire(input) };
}
