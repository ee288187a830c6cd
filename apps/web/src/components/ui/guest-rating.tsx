import { StarRating } from './star-rating.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * A listing's guests' rating and how many published reviews it comes from; with none, says so rather than
 * showing stars (the figures come only from published reviews, decision 0042).
 */
export function GuestRating({ rating, count, className = '' }: { rating: number; count: number; className?: string }) {
  const t = useT();
  if (count <= 0) return <span className={`text-slate-600 ${className}`}>{t('common.rating.none')}</span>;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 ${className}`}>
      <StarRating value={rating} />
      <span>
        <span className="font-semibold">{rating.toFixed(1)}</span>{' '}
        <span className="text-slate-600">{t('common.rating.reviews', { count })}</span>
      </span>
    </span>
  );
}
