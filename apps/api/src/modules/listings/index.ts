// Listings: what hotels and cabs have alike (owned listings, their routes and edits) and the names and owners
// of any listing that enquiries, reviews and complaints refer to.
// The module's face: the plugin that registers the admins' review of listings owners add, and all that
// other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { provideSubjectFacts } from '../../http/subject-facts.ts';
import { findListingFacts } from './listing-refs.repo.ts';
import { listingReviewRoutes } from './listing-review.routes.ts';

export { toWireCab } from './cab.wire.ts';
export { toWireHotel, toWireHotelCard } from './hotel.wire.ts';
export type { HotelCardRow } from './hotel.wire.ts';
export { listingNames, liveListingName, lockListingRating, runBy, setListingRating } from './listing-refs.repo.ts';
export type { ListingRef } from './listing-refs.repo.ts';
export { pageOfListings } from './listings.repo.ts';
export { reviewToWire } from './owned-listing.wire.ts';
export { ownedListingRoutes } from './owned-listings.routes.ts';
export { addListing, editListing, getListingForStaff, getLiveListing, listMyListings } from './owned-listings.service.ts';

export const listingsModule = fp(
  async (app) => {
    registerRoutes(app, listingReviewRoutes);
    provideSubjectFacts(app, { listing: findListingFacts });
  },
  { name: 'listings' },
);
