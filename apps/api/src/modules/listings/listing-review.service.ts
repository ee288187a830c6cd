// The admins' review of listings owners add: the queue, and approving (the listing goes live) or
// rejecting with a reason its owner sees (the listing stays hidden until its owner changes it).
import type { OwnedListingKind, PendingListing } from '@raahi/contract/listing-review';
import { reviewDecisionRefusal, type ReviewDecision } from '@raahi/contract/rules/listing-review';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { reviewToWire } from './owned-listing.wire.ts';
import { lockListingReview, pendingListings, updateListing } from './listings.repo.ts';

const NAMES = { hotel: 'Hotel', cab: 'Cab' } as const;

/** Hotels and cabs waiting for review, oldest first. */
export async function reviewQueue(db: Db): Promise<PendingListing[]> {
  const [hotels, cabs] = await Promise.all([pendingListings(db, 'hotel'), pendingListings(db, 'cab')]);
  const item = (kind: OwnedListingKind) => (r: (typeof hotels)[number]) => ({
    kind,
    _id: r.id,
    name: r.name,
    detail: r.detail,
    imageUrl: r.imageUrl,
    owner: r.owner && { _id: r.owner.id, name: `${r.owner.firstName} ${r.owner.lastName}`.trim(), email: r.owner.email },
    submittedAt: r.updatedAt.toISOString(),
  });
  return [...hotels.map(item('hotel')), ...cabs.map(item('cab'))].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

/** Approves (live at once) or rejects (hidden, with the reason) a listing under review; only a pending one is decided. */
export async function decideReview(db: Db, kind: OwnedListingKind, id: string, decision: ReviewDecision, reason?: string) {
  if (!isId(id)) throw notFound(NAMES[kind]);
  const saved = await db.transaction(async (tx) => {
    const found = await lockListingReview(tx, kind, id);
    if (!found) throw notFound(NAMES[kind]);
    const refusal = reviewDecisionRefusal(found.reviewStatus);
    if (refusal) throw conflict(refusal, 'already_decided');
    const values =
      decision === 'approve'
        ? { reviewStatus: 'approved' as const, reviewReason: null, archivedAt: null }
        : { reviewStatus: 'rejected' as const, reviewReason: reason ?? '' };
    return updateListing(tx, kind, id, values);
  });
  if (!saved) throw notFound(NAMES[kind]);
  return { kind, _id: saved.id, review: reviewToWire(saved) };
}
