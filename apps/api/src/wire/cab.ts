import type { Cab, CabInput } from '@raahi/contract/cabs';
import type { cabs } from '../db/schema.ts';
import { toPaise, toRupees } from '../lib/money.ts';
import { ownedListingFromWire, ownedListingToWire } from './owned-listing.ts';

export type CabRow = typeof cabs.$inferSelect;
export type CabValues = Partial<Omit<typeof cabs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export function toWireCab(c: CabRow): Cab {
  return {
    _id: c.id,
    imageUrl: c.imageUrl,
    model: c.model,
    type: c.type,
    seats: c.seats,
    kmsIncluded: c.kmsIncluded,
    extraKmFare: toRupees(c.extraKmFare),
    fuelType: c.fuelType,
    cancellation: c.cancellation,
    rating: c.rating,
    reviewCount: c.reviewCount,
    originalPrice: toRupees(c.originalPrice),
    discountedPrice: toRupees(c.discountedPrice),
    taxes: c.taxes,
    advancePercent: c.advancePercent,
    cancellationPolicy: c.cancellationPolicy,
    travelType: c.travelType,
    inclusions: c.inclusions,
    exclusions: c.exclusions,
    ...ownedListingToWire(c),
  };
}

/** Column values from a cab body (its `id` is ignored). Optional fields the body leaves out stay undefined. */
export function cabFromWire(input: CabInput): CabValues {
  return {
    imageUrl: input.imageUrl,
    model: input.model,
    type: input.type,
    seats: input.seats,
    kmsIncluded: input.kmsIncluded,
    extraKmFare: toPaise(input.extraKmFare),
    fuelType: input.fuelType,
    cancellation: input.cancellation,
    rating: input.rating,
    reviewCount: input.reviewCount,
    originalPrice: toPaise(input.originalPrice),
    discountedPrice: toPaise(input.discountedPrice),
    taxes: input.taxes,
    advancePercent: input.advancePercent,
    cancellationPolicy: input.cancellationPolicy,
    travelType: input.travelType,
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    ...ownedListingFromWire(input),
  };
}
