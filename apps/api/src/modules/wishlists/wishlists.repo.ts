import type { SavedKind } from '@raahi/contract/wishlists';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { recentlyViewed, wishlistItems, wishlists } from '../../db/schema.ts';

export type WishlistRow = typeof wishlists.$inferSelect;
/** A saved or viewed listing with what a list shows of it (a listing erased since is left out). */
export type ListingRow = {
  id: string;
  owner: string;
  kind: SavedKind;
  listing_id: string;
  at: string | Date;
  name: string;
  location: string;
  image: string;
  price: number | string;
  available: boolean;
};

export async function wishlistOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: wishlists.userId }).from(wishlists).where(eq(wishlists.id, id)).limit(1);
  return row?.userId;
}

/** Makes the person's default list unless they have one (two calls at once make one). */
export async function ensureDefault(db: Db, userId: string, name: string) {
  await db.execute(sql`insert into ${wishlists} (user_id, name, is_default) values (${userId}, ${name}, true) on conflict do nothing`);
}

export const listsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.isDefault), asc(wishlists.createdAt), asc(wishlists.id));

export const findList = async (db: Db, id: string) => (await db.select().from(wishlists).where(eq(wishlists.id, id)).limit(1))[0];

export const findShared = async (db: Db, token: string) =>
  (await db.select().from(wishlists).where(eq(wishlists.shareToken, token)).limit(1))[0];

export const countLists = async (db: Db, userId: string) =>
  (await db.select({ n: count() }).from(wishlists).where(eq(wishlists.userId, userId)))[0]!.n;

export const countItems = async (db: Db, wishlistId: string) =>
  (await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.wishlistId, wishlistId)))[0]!.n;

export const insertList = async (db: Db, userId: string, name: string) =>
  (await db.insert(wishlists).values({ userId, name }).returning())[0]!;

export const renameList = async (db: Db, id: string, name: string) =>
  (await db.update(wishlists).set({ name, updatedAt: new Date() }).where(eq(wishlists.id, id)).returning())[0]!;

export const deleteList = (db: Db, id: string) => db.delete(wishlists).where(eq(wishlists.id, id));

/** The list's share token, made the first time it is asked for and the same after. */
export async function shareTokenOf(db: Db, id: string, fresh: string): Promise<string> {
  const [row] = await db
    .update(wishlists)
    .set({ shareToken: sql`coalesce(${wishlists.shareToken}, ${fresh})` })
    .where(eq(wishlists.id, id))
    .returning({ token: wishlists.shareToken });
  return row!.token!;
}

/** Saves a listing (once: saving it again leaves the first) and answers the item's id. */
export async function insertItem(db: Db, wishlistId: string, kind: SavedKind, listingId: string): Promise<string> {
  await db.insert(wishlistItems).values({ wishlistId, kind, listingId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.kind, kind), eq(wishlistItems.listingId, listingId)));
  await db.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, wishlistId));
  return row!.id;
}

export async function deleteItem(db: Db, wishlistId: string, itemId: string): Promise<boolean> {
  const gone = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, wishlistId)))
    .returning({ id: wishlistItems.id });
  return gone.length > 0;
}

/** What a list shows of a listing: live means not archived and (a hotel) approved. */
const LISTING = sql`
  left join hotels h on x.kind = 'hotel' and h.id = x.listing_id
  left join tours t on x.kind = 'tour' and t.id = x.listing_id`;
const FIELDS = sql`
  coalesce(h.name, t.name) as name, coalesce(h.location, t.location) as location,
  coalesce(nullif(h.image_url, ''), h.images[1], nullif(t.image, ''), t.photos[1], '') as image,
  coalesce(h.price, t.price) as price,
  case when x.kind = 'hotel' then h.archived_at is null and h.review_status = 'approved' else t.archived_at is null end as available`;
const EXISTS = sql`(h.id is not null or t.id is not null)`;

export async function itemsOf(db: Db, wishlistIds: string[]): Promise<ListingRow[]> {
  if (!wishlistIds.length) return [];
  const ids = sql.join(
    wishlistIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<ListingRow>(
    await db.execute(sql`
      select x.id, x.wishlist_id as owner, x.kind, x.listing_id, x.created_at as at, ${FIELDS}
      from ${wishlistItems} x ${LISTING}
      where x.wishlist_id in (${ids}) and ${EXISTS}
      order by x.created_at desc, x.id`),
  );
}

/** Whether a live hotel or tour has this id. */
export async function isLive(db: Db, kind: SavedKind, id: string): Promise<boolean> {
  const rows = rowsOf<{ ok: boolean }>(
    await db.execute(
      kind === 'hotel'
        ? sql`select true as ok from hotels where id = ${id} and archived_at is null and review_status = 'approved'`
        : sql`select true as ok from tours where id = ${id} and archived_at is null`,
    ),
  );
  return rows.length > 0;
}

/** Notes a view (the latest replaces an earlier one) and keeps only the person's `kept` latest. */
export async function noteView(db: Db, userId: string, kind: SavedKind, listingId: string, kept: number) {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentlyViewed)
      .values({ userId, kind, listingId })
      .onConflictDoUpdate({
        target: [recentlyViewed.userId, recentlyViewed.kind, recentlyViewed.listingId],
        set: { viewedAt: new Date() },
      });
    await tx.execute(sql`
      delete from ${recentlyViewed} where user_id = ${userId} and (kind, listing_id) not in (
        select kind, listing_id from ${recentlyViewed} where user_id = ${userId} order by viewed_at desc limit ${kept})`);
  });
}

export async function viewsOf(db: Db, userId: string, limit: number): Promise<ListingRow[]> {
  return rowsOf<ListingRow>(
    await db.execute(sql`
      select x.listing_id as id, x.user_id as owner, x.kind, x.listing_id, x.viewed_at as at, ${FIELDS}
      from ${recentlyViewed} x ${LISTING}
      where x.user_id = ${userId} and ${EXISTS}
      order by x.viewed_at desc limit ${limit}`),
  );
}

/** For erasing an account: its lists and views go (list names are free text). */
export async function forgetPerson(db: Db, userId: string) {
  await db.delete(wishlists).where(eq(wishlists.userId, userId));
  await db.delete(recentlyViewed).where(eq(recentlyViewed.userId, userId));
}
