// Reviews: guests' reviews of what they booked, their moderation and the listings' ratings.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { provideSubjectFacts } from '../../http/subject-facts.ts';
import { findReviewListing } from './reviews.repo.ts';
import { reviewRoutes } from './reviews.routes.ts';

export { refreshListingRating } from './reviews.repo.ts';

export const reviewsModule = fp(
  async (app) => {
    registerRoutes(app, reviewRoutes);
    provideSubjectFacts(app, { review: findReviewListing });
  },
  { name: 'reviews' },
);
