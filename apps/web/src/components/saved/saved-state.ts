// What a heart knows without loading the calls: the cache entry of the lists, whether a listing is saved,
// and the choice a signed-out person made, carried through sign-in in the address.
import type { SavedKind, Wishlist } from '@raahi/contract/wishlists';

/** The cache entry of the signed-in person's lists, shared by every heart and the account's panel. */
export const listsKey = ['wishlists'] as const;

/** The address parameter that carries a heart's choice through sign-in: `?save=hotel:<id>`. */
export const SAVE_PARAM = 'save';

export const saveChoice = (kind: SavedKind, listingId: string) => `${kind}:${listingId}`;

/** The choice a `save` parameter holds, or null when it holds none. */
export function readSaveChoice(value: string | null): { kind: SavedKind; listingId: string } | null {
  const m = /^(hotel|tour):([\w-]{1,64})$/.exec(value ?? '');
  return m ? { kind: m[1] as SavedKind, listingId: m[2]! } : null;
}

/** The list a heart saves to (the API makes it on first use and answers it first). */
export const defaultOf = (lists: Wishlist[]) => lists.find((l) => l.isDefault) ?? lists[0];

/** Each list the listing is on, with its item there. */
export const holding = (lists: Wishlist[] | undefined, kind: SavedKind, listingId: string) =>
  (lists ?? []).flatMap((list) => {
    const item = list.items.find((i) => i.kind === kind && i.listingId === listingId);
    return item ? [{ list, item }] : [];
  });

/** The listing's item on the default list, if it is saved there. */
export const savedItem = (lists: Wishlist[] | undefined, kind: SavedKind, listingId: string) =>
  lists && defaultOf(lists)?.items.find((i) => i.kind === kind && i.listingId === listingId);
