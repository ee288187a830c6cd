import type { AdminUserListQuery } from '@raahi/contract/admin-users';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noteChange } from '../../db/change-notes.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { containsPattern } from '../../db/like.ts';
import { cabs, hotels, users, type Role } from '../../db/schema.ts';
import type { OwnedListing } from '../../wire/admin-user.ts';

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
    .select({ user: users, hotel: { id: hotels.id, name: hotels.name }, cab: { id: cabs.id, name: cabs.model } })
    .from(users)
    .leftJoin(hotels, eq(hotels.ownerId, users.id))
    .leftJoin(cabs, eq(cabs.ownerId, users.id))
    .where(filter)
    .orderBy(...order, asc(users.id))
    .$dynamic();
  const { rows, total } = await pageOfSelect(select, db.$count(users, filter), q);
  return { rows: rows.map((r) => ({ user: r.user, listing: listingOf(r.user.role, r.hotel, r.cab) })), total };
}

function listingOf(role: Role, hotel: { id: string; name: string } | null, cab: { id: string; name: string } | null): OwnedListing | null {
  const h = hotel && { kind: 'hotel' as const, ...hotel };
  const c = cab && { kind: 'cab' as const, ...cab };
  return (role === 'cab' ? (c ?? h) : (h ?? c)) ?? null;
}

export async function findOwnedListing(db: Db, user: typeof users.$inferSelect) {
  const [hotel] = await db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(eq(hotels.ownerId, user.id)).limit(1);
  const [cab] = await db.select({ id: cabs.id, name: cabs.model }).from(cabs).where(eq(cabs.ownerId, user.id)).limit(1);
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
