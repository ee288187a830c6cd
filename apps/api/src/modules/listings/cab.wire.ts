import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import type { Cab } from '@raahi/contract/cabs';
import type { CabInput } from '@raahi/contract/cab-admin';
import { DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { gstRate } from '@raahi/contract/rules/gst';
import { trueClaims } from '@raahi/contract/rules/listing-claims';
import type { cabs } from '../../db/schema.ts';
import { columnsFromWire, columnsToWire } from './columns.wire.ts';
import { ownedListingFromWire, ownedListingToWire } from './owned-listing.wire.ts';

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

/**
 * A cab as the site states it: its cancellation text is its policy in words (the typed text could promise
 * what the refund does not give), its taxes the GST rate a booking charges, and its inclusions only what may
 * stand (rules/listing-claims.ts).
 */
export function toWireCab(c: CabRow): Cab {
  const policy = c.cancellationPolicy ?? DEFAULT_POLICIES.cab;
  return {
    _id: c.id,
    ...columnsToWire(cabColumns, c),
    cancellation: describePolicy(policy, 'cab', wordsIn('en')),
    taxes: gstRate('cab'),
    inclusions: trueClaims(c.inclusions, policy),
    // the rating and review count come from published reviews: read here, never taken from a body (decision 0042)
    rating: c.rating,
    reviewCount: c.reviewCount,
    baseCity: c.baseCity,
    serviceRadiusKm: c.serviceRadiusKm,
    ...ownedListingToWire(c),
  };
}

/** Column values from a cab body (its `id` is ignored). Optional fields the body leaves out stay undefined. */
export function cabFromWire(input: CabInput): CabValues {
  return { ...columnsFromWire(cabColumns, input), ...ownedListingFromWire(input) };
}
