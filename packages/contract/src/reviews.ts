// Reviews from real stays (issue 14): the guest of a confirmed booking that has ended writes one; the
// listing's provider replies once, publicly; content managers hide what breaks the rules. The rules are
// in rules/reviews.ts.
import * as z from 'zod/mini';
import { anyone, rowsFor, signedIn, staff } from './collection.ts';
import { boolParam, id, paging, pathId, requiredText, timestamps, wholeNumber } from './fields.ts';
import { REVIEW_KINDS } from './rules/reviews.ts';

export const REVIEW_MAX = 4000;
export const reviewKind = z.enum(REVIEW_KINDS, 'Choose hotel, cab or tour.');

export const reviewInput = z.object({
  bookingId: id,
  rating: wholeNumber(1, 5, { min: 'Choose 1 to 5 stars.', max: 'Choose 1 to 5 stars.' }),
  text: requiredText(REVIEW_MAX),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewReplyInput = z.object({ text: requiredText(REVIEW_MAX) });
export type ReviewReplyInput = z.input<typeof reviewReplyInput>;
export const reviewHideInput = z.object({ reason: requiredText(500) });
export type ReviewHideInput = z.input<typeof reviewHideInput>;

/** A review as the public reads it. Every review is of a confirmed booking that ended: a verified stay. */
export const review = z.object({
  _id: id,
  kind: reviewKind,
  listing: z.object({ _id: id, name: z.string() }),
  bookingId: id,
  rating: z.number(),
  text: z.string(),
  /** the guest's first name and last initial */
  author: z.string(),
  verified: z.literal(true),
  /** the first day of the stay, trip or tour, YYYY-MM-DD */
  stayedOn: z.string(),
  reply: z.nullable(z.object({ text: z.string(), createdAt: z.string() })),
  ...timestamps,
});
export type Review = z.infer<typeof review>;

/** Held for a person to read before it is published (rules/review-moderation.ts), with why; null once published. */
const held = z.nullable(z.object({ reason: z.string() }));

/** The answer to writing a review: published at once, or held with the reason. */
export const writtenReview = z.extend(review, { held });
export type WrittenReview = z.infer<typeof writtenReview>;

/** The back-office's and the author's view: held and hidden reviews too, with why. */
export const moderatedReview = z.extend(review, {
  held,
  hidden: z.nullable(z.object({ reason: z.string(), at: z.string() })),
});
export type ModeratedReview = z.infer<typeof moderatedReview>;

const listingReviewsParams = z.object({ id: pathId });
const reviewParams = z.object({ reviewId: pathId });
const reviewsQuery = z.object(paging);

const listingReviews = (kind: 'hotel' | 'tour' | 'cab') =>
  anyone.list(`/api/${kind}/:id/reviews`, `The visible reviews of one ${kind}, newest first, paged`, review, {
    params: listingReviewsParams,
    query: reviewsQuery,
  });

export const listHotelReviews = listingReviews('hotel');
export const listTourReviews = listingReviews('tour');
export const listCabReviews = listingReviews('cab');

export const createReview = signedIn.post(
  '/api/reviews',
  "Review a confirmed booking of one's own once it has ended (once per booking); one with a phone number, a link or abuse is held for moderation",
  {
    body: reviewInput,
    response: writtenReview,
    status: 201,
  },
);

export const listMyReviews = signedIn.list(
  '/api/reviews/mine',
  "The caller's reviews, newest first (the dashboard offers a review for the bookings without one)",
  moderatedReview,
  { query: reviewsQuery },
);

export const listReviewsForStaff = staff.list(
  '/api/admin/reviews',
  "Reviews for the back-office: a provider's own listings' (to reply), every one for content managers and admins (to hide)",
  moderatedReview,
  { query: z.object({ ...paging, kind: z.optional(reviewKind), held: z.optional(boolParam) }) },
);

export const replyToReview = rowsFor({ who: ['hotel', 'cab', 'tour'], of: { providerOf: 'review', param: 'reviewId' } }).post(
  '/api/reviews/:reviewId/reply',
  "The listing's provider answers a review, once, publicly",
  { params: reviewParams, body: reviewReplyInput, response: moderatedReview },
);

// moderation is the content managers' (and admins')
const moderation = rowsFor({ who: ['content'] });

export const hideReview = moderation.post(
  '/api/reviews/:reviewId/hide',
  "Hide a review that breaks the rules, keeping the reason its author sees (content managers, admins); the listing's rating follows",
  { params: reviewParams, body: reviewHideInput, response: moderatedReview },
);

export const unhideReview = moderation.post(
  '/api/reviews/:reviewId/unhide',
  "Undo a hide: the review is shown again (if not held) and the listing's rating follows (content managers, admins)",
  { params: reviewParams, response: moderatedReview },
);

export const publishReview = moderation.post(
  '/api/reviews/:reviewId/publish',
  "Publish a review held for moderation after reading it (content managers, admins); the listing's rating follows. To reject it, hide it with a reason",
  { params: reviewParams, response: moderatedReview },
);
