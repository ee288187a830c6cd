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
  if (review)
    return (
      <span className="text-sm text-slate-600">
        Reviewed: {review.rating}★
        {review.hidden ? ` · Hidden: ${review.hidden.reason}` : review.held ? ` · Waiting for moderation: ${review.held.reason}` : ''}
      </span>
    );
  if (!mayReview(user, booking, false)) return null;
  return (
    <button type="button" onClick={() => onWrite(booking)} className="font-semibold text-teal-800 hover:underline">
      Write a review<span className="sr-only"> of {service}</span>
    </button>
  );
}

export function WriteReviewDialog({ booking, service, onClose }: { booking: AnyBooking | null; service: string; onClose: () => void }) {
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
      ...(!rating && { rating: 'Choose 1 to 5 stars.' }),
      ...(!text.trim() && { text: 'Tell other travellers how it was.' }),
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
    <Dialog open={booking !== null} onClose={close} title={write.isSuccess ? 'Thank you for your review' : `Review ${service}`}>
      {write.isSuccess ? (
        <div role="status">
          {write.data?.held ? (
            <p>
              Your review waits for a person to read it before it is published: {write.data.held.reason} You can see its status in your
              bookings.
            </p>
          ) : (
            <p>Your review is published on the listing's page as a verified stay.</p>
          )}
          <Button className="mt-4" onClick={close}>
            Done
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset aria-describedby={errors.rating ? 'review-rating-err' : undefined}>
            <legend className="text-sm font-medium text-slate-700">Your rating</legend>
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
                  <span className="sr-only">
                    {n} star{n > 1 ? 's' : ''}
                  </span>
                </label>
              ))}
            </div>
            <AlertText message={errors.rating} id="review-rating-err" className="mt-1 text-sm text-red-700" />
          </fieldset>
          <CheckedTextArea
            id="review-text"
            label="Your review"
            error={errors.text}
            rows={5}
            maxLength={REVIEW_MAX}
            value={text}
            onValue={setText}
          />
          <CallError
            call={write}
            besideFields
            fallback="We could not publish your review. Please try again."
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <CallButton type="submit" call={write} busy="Publishing…">
              Publish review
            </CallButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
