// Saved places (decision 0082): lists of hotels and tours, their read-only link, and recently viewed.
import {
  DEFAULT_WISHLIST_NAME,
  MAX_WISHLIST_ITEMS,
  MAX_WISHLISTS,
  RECENTLY_VIEWED_KEPT,
  sharedWishlistPath,
  type RecentlyViewed,
  type SavedListingInput,
  type Wishlist,
  type WishlistItem,
} from '@raahi/contract/wishlists';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import * as repo from './wishlists.repo.ts';

const iso = (d: string | Date) => new Date(d).toISOString();
const KIND_NAME = { hotel: 'Hotel', tour: 'Tour' } as const;

const listing = (r: repo.ListingRow) => ({
  kind: r.kind,
  listingId: r.listing_id,
  name: r.name,
  location: r.location,
  image: r.image,
  price: toRupees(Number(r.price)),
  available: r.available,
});
const itemOf = (r: repo.ListingRow): WishlistItem => ({ _id: r.id, ...listing(r), savedAt: iso(r.at) });

function listOf(row: repo.WishlistRow, items: repo.ListingRow[]): Wishlist {
  return {
    _id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    sharePath: row.shareToken ? sharedWishlistPath(row.shareToken) : null,
    items: items.filter((i) => i.owner === row.id).map(itemOf),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function withItems(db: Db, rows: repo.WishlistRow[]): Promise<Wishlist[]> {
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => listOf(r, items));
}

const one = async (db: Db, id: string) => (await withItems(db, [(await repo.findList(db, id))!]))[0]!;

export async function myLists(db: Db, userId: string): Promise<Wishlist[]> {
  await repo.ensureDefault(db, userId, DEFAULT_WISHLIST_NAME);
  return withItems(db, await repo.listsOf(db, userId));
}

export async function create(db: Db, userId: string, name: string): Promise<Wishlist> {
  await repo.ensureDefault(db, userId, DEFAULT_WISHLIST_NAME);
  if ((await repo.countLists(db, userId)) >= MAX_WISHLISTS)
    throw conflict(`You can keep at most ${MAX_WISHLISTS} lists.`, 'too_many_lists');
  return listOf(await repo.insertList(db, userId, name), []);
}

export async function rename(db: Db, id: string, name: string): Promise<Wishlist> {
  await repo.renameList(db, id, name);
  return one(db, id);
}

export async function remove(db: Db, id: string) {
  const list = (await repo.findList(db, id))!;
  if (list.isDefault) throw conflict('Your default list cannot be deleted: empty it or rename it instead.', 'default_list');
  await repo.deleteList(db, id);
  return { message: 'List deleted.' };
}

export async function save(db: Db, wishlistId: string, input: SavedListingInput): Promise<WishlistItem> {
  if (!(await repo.isLive(db, input.kind, input.listingId))) throw notFound(KIND_NAME[input.kind]);
  if ((await repo.countItems(db, wishlistId)) >= MAX_WISHLIST_ITEMS)
    throw conflict(`A list holds at most ${MAX_WISHLIST_ITEMS} places.`, 'list_full');
  const itemId = await repo.insertItem(db, wishlistId, input.kind, input.listingId);
  return itemOf((await repo.itemsOf(db, [wishlistId])).find((i) => i.id === itemId)!);
}

export async function unsave(db: Db, wishlistId: string, itemId: string) {
  if (!(await repo.deleteItem(db, wishlistId, itemId))) throw notFound('Saved place');
  return { message: 'Removed from the list.' };
}

export async function share(db: Db, id: string) {
  const token = await repo.shareTokenOf(db, id, randomBytes(18).toString('base64url'));
  return { token, path: sharedWishlistPath(token) };
}

export async function shared(db: Db, token: string) {
  const row = token.length >= 16 ? await repo.findShared(db, token) : undefined;
  if (!row) throw notFound('List');
  const list = listOf(row, await repo.itemsOf(db, [row.id]));
  return { name: list.name, items: list.items.filter((i) => i.available) };
}

export async function viewed(db: Db, userId: string, input: SavedListingInput) {
  if (!(await repo.isLive(db, input.kind, input.listingId))) throw notFound(KIND_NAME[input.kind]);
  await repo.noteView(db, userId, input.kind, input.listingId, RECENTLY_VIEWED_KEPT);
  return { message: 'Noted.' };
}

export async function recently(db: Db, userId: string): Promise<RecentlyViewed[]> {
  const rows = await repo.viewsOf(db, userId, RECENTLY_VIEWED_KEPT);
  return rows.map((r) => ({ ...listing(r), viewedAt: iso(r.at) }));
}
