import * as api from '@raahi/contract/listing-review';
import { route } from '../../http/route.ts';
import { decideReview, reviewQueue } from './listing-review.service.ts';

export const listingReviewRoutes = [
  route(api.listPendingListings, ({ db }) => reviewQueue(db)),
  route(api.approveListing, ({ db, params }) => decideReview(db, params.kind, params.id, 'approve')),
  route(api.rejectListing, ({ db, params, body }) => decideReview(db, params.kind, params.id, 'reject', body.reason)),
];
