// Saved places (issue 33, decision 0082): a person's named lists of hotels and tours (a default one made on
// first use), shared read-only by a secret link, and the listings they viewed lately. Only the owner reads
// or changes a list (the access policy's `ownerOf`); a shared list is read by its token by anyone.
import * as z from 'zod/mini';
import { rowsFor, signedIn, anyone } from './collection.ts';
import { id, pathId, requiredText } from './fields.ts';

export const SAVED_KINDS = ['hotel', 'tour'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];
/** lists one person may keep, and listings one list may hold */
export const MAX_WISHLISTS = 50;
export const MAX_WISHLIST_ITEMS = 500;
/** the default list's name as stored (the pages say it in their language) */
export const DEFAULT_WISHLIST_NAME = 'Saved';
/** how many recently viewed listings the account keeps */
export const RECENTLY_VIEWED_KEPT = 20;

const kind = z.enum(SAVED_KINDS, 'Choose hotel or tour.');

export const wishlistInput = z.object({ name: requiredText(80) });
export type WishlistInput = z.input<typeof wishlistInput>;

export const savedListingInput = z.object({ kind, listingId: id });
export type SavedListingInput = z.input<typeof savedListingInput>;

/** A listing as a list shows it; `available` is false once it is no longer offered. */
export const savedListing = z.object({
  kind,
  listingId: z.string(),
  name: z.string(),
  location: z.string(),
  image: z.string(),
  /** from this price (rupees): a hotel's night, a tour's person */
  price: z.number(),
  available: z.boolean(),
});
export type SavedListing = z.infer<typeof savedListing>;

export const wishlistItem = z.object({ _id: z.string(), ...savedListing.shape, savedAt: z.string() });
export type WishlistItem = z.infer<typeof wishlistItem>;

export const wishlist = z.object({
  _id: z.string(),
  name: z.string(),
  /** the list the heart saves to; it cannot be deleted */
  isDefault: z.boolean(),
  /** the share link's path, once the list was shared */
  sharePath: z.nullable(z.string()),
  items: z.array(wishlistItem),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Wishlist = z.infer<typeof wishlist>;

export const sharedWishlist = z.object({ name: z.string(), items: z.array(wishlistItem) });
export type SharedWishlist = z.infer<typeof sharedWishlist>;

export const shareAnswer = z.object({ token: z.string(), path: z.string() });
export type ShareAnswer = z.infer<typeof shareAnswer>;

export const recentlyViewed = z.object({ ...savedListing.shape, viewedAt: z.string() });
export type RecentlyViewed = z.infer<typeof recentlyViewed>;

/** The web's address of a shared list. */
export const sharedWishlistPath = (token: string) => `/wishlists/shared/${token}`;

const listParams = z.object({ wishlistId: pathId });
const itemParams = z.object({ wishlistId: pathId, itemId: pathId });
const owner = rowsFor({ who: 'signed-in', of: { ownerOf: 'wishlist', param: 'wishlistId' } });

export const listWishlists = signedIn.get(
  '/api/wishlists',
  "The caller's lists with their listings, the default one first (made on first use)",
  {
    response: z.array(wishlist),
  },
);

export const createWishlist = signedIn.post('/api/wishlists', 'A new named list', { body: wishlistInput, response: wishlist, status: 201 });

export const renameWishlist = owner.put('/api/wishlists/:wishlistId', 'Rename one of your lists', {
  params: listParams,
  body: wishlistInput,
  response: wishlist,
});

export const deleteWishlist = owner.delete(
  '/api/wishlists/:wishlistId',
  'Delete one of your lists (not the default one) and what it holds',
  {
    params: listParams,
    response: z.object({ message: z.string() }),
  },
);

export const addToWishlist = owner.post(
  '/api/wishlists/:wishlistId/items',
  'Save a live hotel or tour to one of your lists (saving it again answers the same item)',
  { params: listParams, body: savedListingInput, response: wishlistItem, status: 201 },
);

export const removeFromWishlist = owner.delete('/api/wishlists/:wishlistId/items/:itemId', 'Take a listing off one of your lists', {
  params: itemParams,
  response: z.object({ message: z.string() }),
});

export const shareWishlist = owner.post(
  '/api/wishlists/:wishlistId/share',
  "The list's read-only link (the same one each time it is asked for)",
  { params: listParams, response: shareAnswer },
);

export const getSharedWishlist = anyone.get('/api/wishlists/shared/:token', 'A shared list, read-only: its name and listings', {
  params: z.object({ token: z.string().check(z.maxLength(100)) }),
  response: sharedWishlist,
});

export const listRecentlyViewed = signedIn.get('/api/recently-viewed', 'The hotels and tours the caller opened lately, latest first', {
  response: z.array(recentlyViewed),
});

export const noteRecentlyViewed = signedIn.post('/api/recently-viewed', 'Note that the caller opened a hotel or tour page', {
  body: savedListingInput,
  response: z.object({ message: z.string() }),
});
