import type { AdminUserListQuery } from '@raahi/contract/admin-users';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noteChange } from '../../db/change-notes.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { containsPattern } from '../../db/like.ts';
import { cabs, hotels, users, type Role } from '../../db/schema.ts';
import type { OwnedListing } from './admin-user.wire.ts';

export async function listUsers(db: Db, q: AdminUserListQuery) {
  const where: SQL[] = [];
  if (q.role) where.push(eq(users.role, q.role));
  if (q.q) {
    const like = containsPattern(q.q);
    where.push(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))!);
  }
  const order =
    q.sort === 'oldest'
      ? [asc(users.createdAt)]
      : q.sort === 'name'
        ? [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)]
        : [desc(users.createdAt)];
  const filter = and(...where);
  const select = db
    .select()
    .from(users)
    .where(filter)
    .orderBy(...order, asc(users.id))
    .$dynamic();
  const { rows, total } = await pageOfSelect(select, db.$count(users, filter), q);
  const ids = rows.map((u) => u.id);
  // an owner may run many listings: the row names the first (first added) of each kind
  const [firstHotels, firstCabs] = await Promise.all([
    firstListings(db, hotels, hotels.name, ids),
    firstListings(db, cabs, cabs.model, ids),
  ]);
  return {
    rows: rows.map((user) => ({ user, listing: listingOf(user.role, firstHotels.get(user.id) ?? null, firstCabs.get(user.id) ?? null) })),
    total,
  };
}

type Named = { id: string; name: string };

/** Each owner's first listing of a table, by owner id. */
async function firstListings(db: Db, t: typeof hotels | typeof cabs, name: typeof hotels.name | typeof cabs.model, ownerIds: string[]) {
  if (!ownerIds.length) return new Map<string, Named>();
  const rows = await db
    .selectDistinctOn([t.ownerId], { ownerId: t.ownerId, id: t.id, name })
    .from(t)
    .where(inArray(t.ownerId, ownerIds))
    .orderBy(t.ownerId, asc(t.createdAt), asc(t.id));
  return new Map(rows.map((r) => [r.ownerId!, { id: r.id, name: r.name }]));
}

function listingOf(role: Role, hotel: { id: string; name: string } | null, cab: { id: string; name: string } | null): OwnedListing | null {
  const h = hotel && { kind: 'hotel' as const, ...hotel };
  const c = cab && { kind: 'cab' as const, ...cab };
  return (role === 'cab' ? (c ?? h) : (h ?? c)) ?? null;
}

/** The first hotel or cab (first added) the user owns, of the kind their role runs. */
export async function findOwnedListing(db: Db, user: typeof users.$inferSelect) {
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.ownerId, user.id))
    .orderBy(asc(hotels.createdAt), asc(hotels.id))
    .limit(1);
  const [cab] = await db
    .select({ id: cabs.id, name: cabs.model })
    .from(cabs)
    .where(eq(cabs.ownerId, user.id))
    .orderBy(asc(cabs.createdAt), asc(cabs.id))
    .limit(1);
  return listingOf(user.role, hotel ?? null, cab ?? null);
}

/** Locks every admin row (and so serialises changes that could remove the last admin) and returns their ids. */
export const lockAdmins = async (tx: Db) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update')).map((r) => r.id);

export const lockUser = async (tx: Db, id: string) => (await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1))[0];

export async function setRole(tx: Db, id: string, role: Role) {
  const before = (await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1))[0];
  const row = (await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning())[0]!;
  noteChange('users', id, before, { role });
  return row;
}

export const deleteUser = async (tx: Db, id: string) => (await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id }))[0];

const listingTables = { hotel: hotels, cab: cabs } as const;
export type ListingKind = keyof typeof listingTables;

/** The listing of this kind, locked for the rest of the transaction. */
export async function lockListing(tx: Db, kind: ListingKind, id: string) {
  const t = listingTables[kind];
  return (
    await tx.select({ id: t.id, ownerId: t.ownerId, archivedAt: t.archivedAt }).from(t).where(eq(t.id, id)).for('update').limit(1)
  )[0];
}

export async function ownedListingId(tx: Db, kind: ListingKind, userId: string) {
  const t = listingTables[kind];
  return (await tx.select({ id: t.id }).from(t).where(eq(t.ownerId, userId)).limit(1))[0]?.id;
}

/** Releases every listing of this kind that the user owns, except `keepId`. */
export async function unlinkListings(tx: Db, kind: ListingKind, userId: string, keepId?: string) {
  const t = listingTables[kind];
  await tx
    .update(t)
    .set({ ownerId: null, updatedAt: new Date() })
    .where(and(eq(t.ownerId, userId), keepId ? ne(t.id, keepId) : undefined));
}

export async function linkListing(tx: Db, kind: ListingKind, id: string, userId: string) {
  const t = listingTables[kind];
  await tx.update(t).set({ ownerId: userId, updatedAt: new Date() }).where(eq(t.id, id));
  noteChange(`${kind}s`, id, null, { ownerId: userId });
}

export const insertHotel = async (tx: Db, values: typeof hotels.$inferInsert) =>
  (await tx.insert(hotels).values(values).returning({ id: hotels.id }))[0]!.id;

export const insertCab = async (tx: Db, values: typeof cabs.$inferInsert) =>
  (await tx.insert(cabs).values(values).returning({ id: cabs.id }))[0]!.id;
