// Listings owners add wait for an admin: the review each carries, the admins' queue and their decision
// (rules/listing-review.ts; docs/decisions/0054-owners-run-many-listings.md).
import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { id, pathId, requiredText } from './fields.ts';
import { MAX_REJECT_REASON, REVIEW_STATUSES } from './rules/listing-review.ts';

/** Where a listing stands with the admins; `reason` is a rejection's, for its owner. */
export const listingReview = z.object({
  status: z.enum(REVIEW_STATUSES),
  reason: z.optional(z.string()),
});
export type ListingReview = z.infer<typeof listingReview>;

export const LISTING_KINDS = ['hotel', 'cab'] as const;
export type OwnedListingKind = (typeof LISTING_KINDS)[number];

/** A listing waiting in the admins' queue. */
export const pendingListing = z.object({
  kind: z.enum(LISTING_KINDS),
  _id: id,
  /** a hotel's name, a cab's model */
  name: z.string(),
  /** a hotel's location, a cab's type */
  detail: z.string(),
  imageUrl: z.string(),
  owner: z.nullable(z.object({ _id: id, name: z.string(), email: z.string() })),
  /** when it was added or last sent again */
  submittedAt: z.string(),
});
export type PendingListing = z.infer<typeof pendingListing>;

const decisionParams = z.object({ kind: z.enum(LISTING_KINDS), id: pathId });

export const reviewDecision = z.object({ kind: z.enum(LISTING_KINDS), _id: id, review: listingReview });
export type ReviewDecisionAnswer = z.infer<typeof reviewDecision>;

export const rejectBody = z.object({ reason: requiredText(MAX_REJECT_REASON) });

export const listPendingListings = admins.get(
  '/api/admin/listings/pending',
  'Hotels and cabs owners added, waiting for review, oldest first',
  {
    response: z.array(pendingListing),
  },
);

export const approveListing = admins.post('/api/admin/listings/:kind/:id/approve', 'Approve a listing under review: it goes live', {
  params: decisionParams,
  response: reviewDecision,
});

export const rejectListing = admins.post(
  '/api/admin/listings/:kind/:id/reject',
  'Reject a listing under review with a reason its owner sees; it stays hidden',
  { params: decisionParams, body: rejectBody, response: reviewDecision },
);
