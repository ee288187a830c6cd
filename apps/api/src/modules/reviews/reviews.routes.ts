import * as api from '@raahi/contract/reviews';
import { route } from '../../http/route.ts';
import { addressKey } from '../../plugins/rate-limits.ts';
import { countPost } from '../auth/index.ts';
import { hideReview, listingReviews, myReviews, publishReview, reply, staffReviews, unhideReview, writeReview } from './reviews.service.ts';

export const reviewRoutes = [
  route(api.listHotelReviews, ({ db, params, query }) => listingReviews(db, 'hotel', params.id, query)),
  route(api.listTourReviews, ({ db, params, query }) => listingReviews(db, 'tour', params.id, query)),
  route(api.listCabReviews, ({ db, params, query }) => listingReviews(db, 'cab', params.id, query)),
  route(api.createReview, async ({ db, app, actor, body, request }) => {
    await countPost(app, 'review', actor.id, addressKey(request.ip));
    return writeReview(db, actor, body);
  }),
  route(api.listMyReviews, ({ db, actor, query }) => myReviews(db, actor, query)),
  route(api.listReviewsForStaff, ({ db, actor, query }) => staffReviews(db, actor, query)),
  route(api.replyToReview, ({ db, actor, params, body }) => reply(db, actor, params.reviewId, body.text)),
  route(api.hideReview, ({ db, actor, params, body }) => hideReview(db, actor, params.reviewId, body.reason)),
  route(api.unhideReview, ({ db, params }) => unhideReview(db, params.reviewId)),
  route(api.publishReview, ({ db, params }) => publishReview(db, params.reviewId)),
];
