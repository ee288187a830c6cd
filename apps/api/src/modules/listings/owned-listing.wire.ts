// What a hotel and a cab share on the wire: who owns it, whether it is featured or archived, and when.
import type { ListingReview } from '@raahi/contract/listing-review';
import type { ReviewStatus } from '@raahi/contract/rules/listing-review';
import { timestamps } from '../../lib/timestamps.ts';

type Owned = { featured: boolean; ownerId: string | null; archivedAt: Date | null; createdAt: Date; updatedAt: Date };

export const ownedListingToWire = (row: Owned) => ({
  featured: row.featured,
  ownerId: row.ownerId,
  archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
  ...timestamps(row),
});

/**
 * ownerId, featured and archived from a listing body; what the body leaves out stays undefined (kept on
 * update). Who may set them is the service's rule.
 */
export const ownedListingFromWire = (input: { featured?: boolean; ownerId?: string | null; archived?: boolean }) => ({
  featured: input.featured,
  ownerId: input.ownerId,
  archivedAt: input.archived === undefined ? undefined : input.archived ? new Date() : null,
});

/** Where a listing stands with the admins; a rejection carries its reason. */
export const reviewToWire = (row: { reviewStatus: ReviewStatus; reviewReason: string | null }): ListingReview =>
  row.reviewStatus === 'rejected' && row.reviewReason
    ? { status: row.reviewStatus, reason: row.reviewReason }
    : { status: row.reviewStatus };
