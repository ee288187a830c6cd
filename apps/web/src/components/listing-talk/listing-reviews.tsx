// The reviews of a tour, hotel or cab on its page: newest first, paged, each from a verified stay, with the
// provider's public reply.
import type { Review } from '@raahi/contract/reviews';
import { useState } from 'react';
import { formatDay, formatShortDate } from '../../lib/format.ts';
import { QueryList } from '../query-states.tsx';
import { StarRating } from '../ui/star-rating.tsx';
import { Spinner } from '../ui/states.tsx';
import { REVIEWS_PAGE_SIZE, useListingReviews } from './listing-reviews-call.ts';
import { TitledSection } from '../ui/titled-section.tsx';
import { useLanguage, useT } from '../../lib/i18n.tsx';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';

type Kind = 'hotel' | 'tour' | 'cab';

export function ListingReviews({ kind, id }: { kind: Kind; id: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const reviews = useListingReviews(kind, id, page);
  const total = reviews.data?.total ?? 0;
  return (
    <TitledSection
      id="reviews-heading"
      title={
        <>
          {t('listing.reviews.title')}
          {reviews.data && total > 0 && <span className="font-normal text-slate-600"> ({total})</span>}
        </>
      }
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      headingClassName="text-xl font-semibold text-slate-900"
    >
      <div aria-busy={reviews.isFetching}>
        <QueryList
          query={reviews}
          loading={<Spinner label={t('listing.reviews.loading')} />}
          errorText={t('listing.reviews.error')}
          empty={<p className="mt-3 text-slate-600">{t('listing.reviews.empty')}</p>}
          className="mt-3 divide-y divide-slate-200"
          itemClassName="py-4"
          item={(r) => <ReviewItem review={r} kind={kind} />}
          paging={{ page, pageSize: REVIEWS_PAGE_SIZE, onPage: setPage, label: t('listing.reviews.pages'), className: 'mt-4' }}
        />
      </div>
      <ReviewRules />
    </TitledSection>
  );
}

function ReviewItem({ review: r, kind }: { review: Review; kind: Kind }) {
  const t = useT();
  const language = useLanguage();
  const when = { day: formatDay(r.stayedOn), reviewed: formatShortDate(r.createdAt, language) };
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={r.rating} />
        <span className="font-semibold text-slate-900">{r.author}</span>
        {r.verified && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t(`listing.reviews.verified.${kind}`)}
          </span>
        )}
        <span className="text-sm text-slate-500">{t(kind === 'hotel' ? 'listing.reviews.stayed' : 'listing.reviews.travelled', when)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-700">{r.text}</p>
      {r.reply && (
        <div className="mt-3 rounded-lg border-l-4 border-teal-600 bg-teal-50 px-3 py-2 text-sm text-slate-700">
          <p className="font-semibold text-teal-900">
            {t(kind === 'hotel' ? 'listing.reviews.replyHotel' : 'listing.reviews.replyProvider')}
          </p>
          <p className="mt-1 whitespace-pre-line">{r.reply.text}</p>
        </div>
      )}
    </>
  );
}

/** The published moderation rules (IS 19000:2022, as rules/review-moderation.ts applies them), open to read without scripts. */
const RULES: MessageKey[] = [
  'listing.rules.who',
  'listing.rules.every',
  'listing.rules.held',
  'listing.rules.hidden',
  'listing.rules.replies',
];

function ReviewRules() {
  const t = useT();
  return (
    <details id="review-rules" className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-teal-800 underline-offset-2 hover:underline">{t('listing.rules.title')}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {RULES.map((rule) => (
          <li key={rule}>{t(rule)}</li>
        ))}
      </ul>
    </details>
  );
}
