// The calls behind the hearts and the account's saved places. A heart loads this file (and the contract's
// wishlists schemas) only when a signed-in person's lists are asked for or a heart is pressed.
import {
  addToWishlist,
  createWishlist,
  listWishlists,
  noteRecentlyViewed,
  removeFromWishlist,
  type SavedKind,
  type WishlistItem,
} from '@raahi/contract/wishlists';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { defaultOf, holding, listsKey } from './saved-state.ts';

export const fetchLists = (signal?: AbortSignal) => call(listWishlists, { signal });

export const currentLists = (qc: QueryClient) =>
  qc.fetchQuery({ queryKey: listsKey, queryFn: ({ signal }) => fetchLists(signal), staleTime: 30_000 });

/** Saves a listing to one list (saving it twice keeps one). */
export async function saveTo(qc: QueryClient, wishlistId: string, kind: SavedKind, listingId: string): Promise<WishlistItem> {
  const item = await call(addToWishlist, { params: { wishlistId }, body: { kind, listingId } });
  await qc.invalidateQueries({ queryKey: listsKey });
  return item;
}

/** Saves a listing to the default list. */
export async function saveToDefault(qc: QueryClient, kind: SavedKind, listingId: string): Promise<WishlistItem> {
  const list = defaultOf(await currentLists(qc));
  if (!list) throw new Error('no default list');
  return saveTo(qc, list._id, kind, listingId);
}

/** Makes a new list by that name and saves the listing there. */
export async function saveToNewList(qc: QueryClient, name: string, kind: SavedKind, listingId: string): Promise<void> {
  const list = await call(createWishlist, { body: { name } });
  await saveTo(qc, list._id, kind, listingId);
}

/** Takes a listing off every list it is on. */
export async function unsaveEverywhere(qc: QueryClient, kind: SavedKind, listingId: string): Promise<void> {
  for (const { list, item } of holding(await currentLists(qc), kind, listingId))
    await call(removeFromWishlist, { params: { wishlistId: list._id, itemId: item._id } });
  await qc.invalidateQueries({ queryKey: listsKey });
}

/** Notes that the signed-in person opened a listing's page (for 'Recently viewed'). */
export const noteView = (kind: SavedKind, listingId: string) => call(noteRecentlyViewed, { body: { kind, listingId } });
