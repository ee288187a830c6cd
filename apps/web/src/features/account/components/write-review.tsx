// 'Write a review' on a past booking in My Bookings: offered when the review rule allows it (the guest's
// own confirmed booking that has ended and has no review yet); the dialog takes 1–5 stars and the text.
import type { AnyBooking } from '@raahi/contract/bookings';
import { REVIEW_MAX, type ModeratedReview } from '@raahi/contract/reviews';
import { bookingEndsAt, reviewRefusal, type BookingEnd } from '@raahi/contract/rules/reviews';
import type { User } from '@raahi/contract/users';
import { useState, type FormEvent } from 'react';
import { Button, CallButton } from '../../../components/ui/button.tsx';
import { CheckedTextArea } from '../../../components/ui/fields.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { AlertText, CallError } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useWriteReview } from '../api/my-reviews.ts';
import { useT } from '../../../lib/i18n.tsx';

function endOf(b: AnyBooking): BookingEnd {
  if (b.kind === 'hotel') return { kind: 'hotel', checkOutDate: b.checkOutDate };
  if (b.kind === 'cab') return { kind: 'cab', dropoff: b.dropofftime };
  return { kind: 'tour', bookingDate: b.bookingDate, days: Math.round(b.tourDuration / 24) };
}

/** Whether the guest may review the booking now (the server's rule). */
export const mayReview = (user: User, b: AnyBooking, reviewed: boolean) =>
  reviewRefusal({ id: user._id, role: user.role }, { userId: b.user._id, status: b.status, endsAt: bookingEndsAt(endOf(b)), reviewed }) ===
  null;

/** The booking's review as a short note, or the button that opens the dialog when one may be written. */
export function ReviewAction({
  user,
  booking,
  review,
  onWrite,
  service,
}: {
  user: User;
  booking: AnyBooking;
  review: ModeratedReview | undefined;
  onWrite: (b: AnyBooking) => void;
  service: string;
}) {
  const t = useT();
  if (review)
    return (
      <span className="text-sm text-slate-600">
        {t('account.review.done', { rating: review.rating })}
        {review.hidden
          ? ` · ${t('account.review.hidden', { reason: review.hidden.reason })}`
          : review.held
            ? ` · ${t('account.review.held', { reason: review.held.reason })}`
            : ''}
      </span>
    );
  if (!mayReview(user, booking, false)) return null;
  return (
    <button
      type="button"
      onClick={() => onWrite(booking)}
      aria-label={t('account.review.writeOf', { service })}
      className="font-semibold text-teal-800 hover:underline"
    >
      {t('account.review.write')}
    </button>
  );
}

export function WriteReviewDialog({ booking, service, onClose }: { booking: AnyBooking | null; service: string; onClose: () => void }) {
  const t = useT();
  const write = useWriteReview();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const close = () => {
    write.reset();
    setRating(0);
    setText('');
    setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(!rating && { rating: t('account.review.chooseStars') }),
      ...(!text.trim() && { text: t('account.review.tellHow') }),
    };
    setErrors(found);
    if (found.rating) return document.getElementById('review-star-1')?.focus();
    if (found.text) return document.getElementById('review-text')?.focus();
    write.mutate(
      { bookingId: booking!._id, rating, text },
      { onError: (err) => err instanceof ApiError && err.fields && setErrors(err.fields) },
    );
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={write.isSuccess ? t('account.review.thanks') : t('account.review.title', { service })}
    >
      {write.isSuccess ? (
        <div role="status">
          {write.data?.held ? (
            <p>{t('account.review.waits', { reason: write.data.held.reason })}</p>
          ) : (
            <p>{t('account.review.published')}</p>
          )}
          <Button className="mt-4" onClick={close}>
            {t('account.review.ok')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset aria-describedby={errors.rating ? 'review-rating-err' : undefined}>
            <legend className="text-sm font-medium text-slate-700">{t('account.review.rating')}</legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer">
                  <input
                    id={`review-star-${n}`}
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`block text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-teal-600 ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
                  >
                    ★
                  </span>
                  <span className="sr-only">{t('account.review.stars', { count: n })}</span>
                </label>
              ))}
            </div>
            <AlertText message={errors.rating} id="review-rating-err" className="mt-1 text-sm text-red-700" />
          </fieldset>
          <CheckedTextArea
            id="review-text"
            label={t('account.review.text')}
            error={errors.text}
            rows={5}
            maxLength={REVIEW_MAX}
            value={text}
            onValue={setText}
          />
          <CallError
            call={write}
            besideFields
            fallback={t('account.review.failed')}
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('account.profile.cancel')}
            </Button>
            <CallButton type="submit" call={write} busy={t('account.review.publishing')}>
              {t('account.review.publish')}
            </CallButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
