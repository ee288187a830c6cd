import type { CabListQuery } from '@raahi/contract/cabs';
import type { AdminListQuery } from '@raahi/contract/hotels';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabBookings, cabs } from '../../db/schema.ts';
import { pageOf } from '../../lib/paging.ts';
import type { CabValues } from '../../wire/cab.ts';

const lowerAll = (xs: string[]) => xs.map((x) => x.toLowerCase());

function publicFilter(q: CabListQuery): SQL | undefined {
  const where: SQL[] = [isNull(cabs.archivedAt)];
  if (q.featured !== undefined) where.push(eq(cabs.featured, q.featured));
  if (q.type?.length) where.push(inArray(sql`lower(${cabs.type})`, lowerAll(q.type)));
  if (q.fuelType?.length) where.push(inArray(sql`lower(${cabs.fuelType})`, lowerAll(q.fuelType)));
  if (q.seats?.length) where.push(inArray(cabs.seats, q.seats));
  return and(...where);
}

async function page(db: Db, filter: SQL | undefined, order: SQL[], q: { page: number; limit?: number }) {
  const { limit, offset } = pageOf(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(cabs)
      .where(filter)
      .orderBy(...order, asc(cabs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cabs)
      .where(filter),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export function listCabs(db: Db, q: CabListQuery) {
  const order =
    q.sort === 'price'
      ? [asc(cabs.discountedPrice)]
      : q.sort === '-price'
        ? [desc(cabs.discountedPrice)]
        : q.sort === 'rating'
          ? [desc(cabs.rating)]
          : [desc(cabs.createdAt)];
  return page(db, publicFilter(q), order, q);
}

export function listCabsForAdmin(db: Db, q: AdminListQuery) {
  return page(db, q.archived ? isNotNull(cabs.archivedAt) : isNull(cabs.archivedAt), [desc(cabs.createdAt)], q);
}

/** A live cab; archived ones only when asked (admins see them). */
export async function findCab(db: Db, id: string, opts: { includeArchived?: boolean } = {}) {
  const filter = opts.includeArchived ? eq(cabs.id, id) : and(eq(cabs.id, id), isNull(cabs.archivedAt));
  return (await db.select().from(cabs).where(filter).limit(1))[0];
}

/** The owner's listing, drafts and archived ones included: the owner still edits it and sees its bookings. */
export async function findCabByOwner(db: Db, ownerId: string) {
  return (await db.select().from(cabs).where(eq(cabs.ownerId, ownerId)).limit(1))[0];
}

export async function insertCab(db: Db, values: CabValues) {
  return (
    await db
      .insert(cabs)
      .values(values as typeof cabs.$inferInsert)
      .returning()
  )[0]!;
}

export async function updateCab(db: Db, id: string, values: CabValues) {
  return (
    await db
      .update(cabs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cabs.id, id))
      .returning()
  )[0];
}

/** Erases a cab that has no bookings; returns false (and erases nothing) when it has some. */
export async function eraseCabWithoutBookings(db: Db, id: string): Promise<boolean> {
  const erased = await db
    .delete(cabs)
    .where(and(eq(cabs.id, id), sql`not exists (select 1 from ${cabBookings} where ${cabBookings.cabId} = ${id})`))
    .returning({ id: cabs.id });
  return erased.length > 0;
}

export async function archiveCab(db: Db, id: string) {
  await db
    .update(cabs)
    .set({ archivedAt: sql`coalesce(${cabs.archivedAt}, now())`, updatedAt: new Date() })
    .where(eq(cabs.id, id));
}
