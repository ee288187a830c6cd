// The calls behind the hearts and the account's saved places. A heart loads this file (and the contract's
// wishlists schemas) only when a signed-in person's lists are asked for or a heart is pressed.
import {
  addToWishlist,
  listWishlists,
  noteRecentlyViewed,
  removeFromWishlist,
  type SavedKind,
  type WishlistItem,
} from '@raahi/contract/wishlists';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { defaultOf, listsKey, savedItem } from './saved-state.ts';

export const fetchLists = (signal?: AbortSignal) => call(listWishlists, { signal });

const currentLists = (qc: QueryClient) =>
  qc.fetchQuery({ queryKey: listsKey, queryFn: ({ signal }) => fetchLists(signal), staleTime: 30_000 });

/** Saves a listing to the default list (saving it twice keeps one). */
export async function saveToDefault(qc: QueryClient, kind: SavedKind, listingId: string): Promise<WishlistItem> {
  const list = defaultOf(await currentLists(qc));
  if (!list) throw new Error('no default list');
  const item = await call(addToWishlist, { params: { wishlistId: list._id }, body: { kind, listingId } });
  await qc.invalidateQueries({ queryKey: listsKey });
  return item;
}

/** Takes a listing off the default list. */
export async function unsaveFromDefault(qc: QueryClient, kind: SavedKind, listingId: string): Promise<void> {
  const lists = await currentLists(qc);
  const list = defaultOf(lists);
  const item = savedItem(lists, kind, listingId);
  if (list && item) await call(removeFromWishlist, { params: { wishlistId: list._id, itemId: item._id } });
  await qc.invalidateQueries({ queryKey: listsKey });
}

/** Notes that the signed-in person opened a listing's page (for 'Recently viewed'). */
export const noteView = (kind: SavedKind, listingId: string) => call(noteRecentlyViewed, { body: { kind, listingId } });
