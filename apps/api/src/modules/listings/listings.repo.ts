// The Drizzle side of the two owned listings, hotels and cabs: two tables with the same life (an owner
// runs any number, each waits for an admin's review when its owner adds it, hidden by archiving, erased
// only while nothing was booked) and the columns that life needs (id, ownerId, archivedAt, the review,
// createdAt, updatedAt).
import { and, asc, desc, eq, getTableName, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noteChange, noting } from '../../db/change-notes.ts';
import { pageOfRows } from '../../db/rows.ts';
import { cabBookings, cabs, hotelBookings, hotels, users } from '../../db/schema.ts';

const TABLES = {
  hotel: { listings: hotels, bookedListing: hotelBookings.hotelId },
  cab: { listings: cabs, bookedListing: cabBookings.cabId },
};
export type ListingKind = keyof typeof TABLES;
type Table<K extends ListingKind> = (typeof TABLES)[K]['listings'];
export type ListingRow<K extends ListingKind> = Table<K>['$inferSelect'];
/** Column values from a body; what it leaves out keeps its stored value (or takes its default on insert). */
export type ListingValues<K extends ListingKind> = Partial<Omit<Table<K>['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>>;

// Drizzle's builders cannot be generic over a table, but they take the union of the two: the queries
// here use only the columns both tables share, and each answer is typed back to its kind's row.
const tableOf = (kind: ListingKind): typeof hotels | typeof cabs => TABLES[kind].listings;

/** One page of a kind's listings in `order` (ties by id) and how many match `filter`. */
export function pageOfListings<K extends ListingKind>(
  db: Db,
  kind: K,
  filter: SQL | undefined,
  order: SQL[],
  q: { page?: number; limit?: number },
) {
  return pageOfRows(db, tableOf(kind), filter, order, q) as Promise<{ rows: ListingRow<K>[]; total: number }>;
}

/** The back-office list: live listings, or the archived ones, newest first. */
export function pageOfListingsForAdmin<K extends ListingKind>(db: Db, kind: K, q: { page?: number; limit?: number; archived?: boolean }) {
  const t = tableOf(kind);
  return pageOfListings(db, kind, q.archived ? isNotNull(t.archivedAt) : isNull(t.archivedAt), [desc(t.createdAt)], q);
}

/** A live listing; archived ones (and owners' drafts) only when asked. */
export async function findListing<K extends ListingKind>(db: Db, kind: K, id: string, opts: { includeArchived?: boolean } = {}) {
  const t = tableOf(kind);
  const filter = opts.includeArchived ? eq(t.id, id) : and(eq(t.id, id), isNull(t.archivedAt));
  return (await db.select().from(t).where(filter).limit(1))[0] as ListingRow<K> | undefined;
}

/** The owner's first listing (first added), drafts and archived ones included: the one the specs' owner calls answer. */
export async function findListingByOwner<K extends ListingKind>(db: Db, kind: K, ownerId: string) {
  return (await listingsOfOwner(db, kind, ownerId, 1))[0];
}

/** Every listing of the owner in every state, first added first. */
export async function listingsOfOwner<K extends ListingKind>(db: Db, kind: K, ownerId: string, limit?: number) {
  const t = tableOf(kind);
  const select = db.select().from(t).where(eq(t.ownerId, ownerId)).orderBy(asc(t.createdAt), asc(t.id)).$dynamic();
  return (await (limit ? select.limit(limit) : select)) as ListingRow<K>[];
}

/** The listings of a kind waiting for review, oldest first, with their owners' names. */
export async function pendingListings(db: Db, kind: ListingKind) {
  const t = tableOf(kind);
  return db
    .select({
      id: t.id,
      name: kind === 'hotel' ? hotels.name : cabs.model,
      detail: kind === 'hotel' ? hotels.location : cabs.type,
      imageUrl: t.imageUrl,
      updatedAt: t.updatedAt,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.ownerId))
    .where(eq(t.reviewStatus, 'pending'))
    .orderBy(asc(t.createdAt), asc(t.id));
}

/** Locks a listing's row for the rest of the transaction and answers its review. */
export async function lockListingReview(tx: Db, kind: ListingKind, id: string) {
  const t = tableOf(kind);
  const [row] = await tx.select({ reviewStatus: t.reviewStatus }).from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** Inserts a listing from a body the contract checked, so it holds every column its kind requires. */
export async function insertListing<K extends ListingKind>(db: Db, kind: K, values: ListingValues<K>) {
  const t = tableOf(kind);
  return (
    await db
      .insert(t)
      .values(values as typeof hotels.$inferInsert & typeof cabs.$inferInsert)
      .returning()
  )[0] as ListingRow<K>;
}

export async function updateListing<K extends ListingKind>(db: Db, kind: K, id: string, values: ListingValues<K>) {
  const t = tableOf(kind);
  const before = noting() ? (await db.select().from(t).where(eq(t.id, id)).limit(1))[0] : undefined;
  const row = (
    await db
      .update(t)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(t.id, id))
      .returning()
  )[0] as ListingRow<K> | undefined;
  if (row) noteChange(getTableName(t), id, before, row);
  return row;
}

/** Erases a listing that has no bookings; false (and nothing erased) when it has some. */
export async function eraseListingWithoutBookings(db: Db, kind: ListingKind, id: string): Promise<boolean> {
  const { listings: t, bookedListing } = TABLES[kind];
  const erased = await db
    .delete(t)
    .where(and(eq(t.id, id), sql`not exists (select 1 from ${bookedListing.table} where ${bookedListing} = ${id})`))
    .returning({ id: t.id });
  if (erased.length) noteChange(getTableName(t), id, { erased: false }, { erased: true });
  return erased.length > 0;
}

/** Hides a listing from travellers; its bookings stay. Archiving twice keeps the first date. */
export async function archiveListing(db: Db, kind: ListingKind, id: string) {
  const t = tableOf(kind);
  await db
    .update(t)
    .set({ archivedAt: sql`coalesce(${t.archivedAt}, now())`, updatedAt: new Date() })
    .where(eq(t.id, id));
  noteChange(getTableName(t), id, { archived: false }, { archived: true });
}
