// A hotel or cab an owner adds waits for an admin's review; an admin's own is live at once. A listing
// under review is hidden (archived) until approved, so the public never sees it and nobody books it
// (docs/decisions/0054-owners-run-many-listings.md). Zod-free, so any page may import it.
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewDecision = 'approve' | 'reject';

export const REVIEW_LABELS: Record<ReviewStatus, string> = {
  pending: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Why an admin may not decide on a listing in this state (null: they may). Only a pending listing is decided. */
export function reviewDecisionRefusal(status: ReviewStatus): string | null {
  if (status === 'pending') return null;
  return status === 'approved'
    ? 'This listing was already approved.'
    : 'This listing was already rejected; its owner may change it and send it again.';
}

/** The review state after its owner edits it: a rejected listing goes back to the queue, others keep theirs. */
export const reviewAfterOwnerEdit = (status: ReviewStatus): ReviewStatus => (status === 'rejected' ? 'pending' : status);

export const MAX_REJECT_REASON = 1000;
