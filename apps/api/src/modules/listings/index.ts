// Listings: what hotels and cabs have alike (owned listings, their routes and edits) and the names and owners
// of any listing that enquiries, reviews and complaints refer to.
// The module's face: all that other code may use of it (it registers nothing of its own).

export { listingNames, liveListingName, lockListingRating, runBy, setListingRating } from './listing-refs.repo.ts';
export type { ListingRef } from './listing-refs.repo.ts';
export { pageOfListings } from './listings.repo.ts';
export { ownedListingRoutes } from './owned-listings.routes.ts';
export { editListing, getListingForStaff, getLiveListing } from './owned-listings.service.ts';
