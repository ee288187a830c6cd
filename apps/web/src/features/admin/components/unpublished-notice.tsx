import type { ListingReview } from '@raahi/contract/listing-review';

/**
 * Shown to an owner whose listing is not visible to travellers: under review, rejected (with the
 * administrator's reason, as typed: React escapes it), or hidden by an admin.
 */
export function UnpublishedNotice({ kind, review }: { kind: 'hotel' | 'cab'; review?: ListingReview }) {
  if (review?.status === 'rejected')
    return (
      <div role="status" className="mb-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        <p className="font-semibold">An administrator did not approve this {kind}.</p>
        {review.reason && <p className="mt-1 whitespace-pre-line">Reason: {review.reason}</p>}
        <p className="mt-1">Change what they ask for and save: it goes back for review.</p>
      </div>
    );
  return (
    <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {review?.status === 'pending'
        ? `Your ${kind} is under review and not visible to travellers yet. An administrator approves it after checking its details.`
        : `Your ${kind} is not visible to travellers yet. Complete its details and save; an administrator publishes it.`}
    </p>
  );
}
