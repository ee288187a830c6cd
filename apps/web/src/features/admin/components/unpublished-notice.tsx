import type { ListingReview } from '@raahi/contract/listing-review';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Shown to an owner whose listing is not visible to travellers: under review, rejected (with the
 * administrator's reason, as typed: React escapes it), or hidden by an admin.
 */
export function UnpublishedNotice({ kind, review }: { kind: 'hotel' | 'cab'; review?: ListingReview }) {
  const t = useT();
  if (review?.status === 'rejected')
    return (
      <div role="status" className="mb-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        <p className="font-semibold">{t(`admin.unpublished.${kind}.rejected`)}</p>
        {review.reason && <p className="mt-1 whitespace-pre-line">{t('admin.mine.reason', { reason: review.reason })}</p>}
        <p className="mt-1">{t('admin.unpublished.again')}</p>
      </div>
    );
  return (
    <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t(review?.status === 'pending' ? `admin.unpublished.${kind}.pending` : `admin.unpublished.${kind}.hidden`)}
    </p>
  );
}
