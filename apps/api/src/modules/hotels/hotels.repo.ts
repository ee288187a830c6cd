import type { AdminListQuery, HotelListQuery } from '@raahi/contract/hotels';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotelBookings, hotels } from '../../db/schema.ts';
import { addDays } from '@raahi/contract/rules/dates';
import { toPaise } from '../../lib/money.ts';
import { pageOf } from '../../lib/paging.ts';
import type { HotelValues } from '../../wire/hotel.ts';
import { maxRoomsTakenSql } from '../bookings/room-nights.repo.ts';

const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
/** the column's entries lower-cased, so list filters ignore letter case */
const lowered = (column: typeof hotels.amenities | typeof hotels.facilities) => sql`array(select lower(x) from unnest(${column}) as x)`;

/** At least one room is free on every night of the stay. */
const hasRoomEveryNight = (checkin: string, checkout: string): SQL =>
  sql`${maxRoomsTakenSql(hotels.id, checkin, checkout)} < ${hotels.rooms}`;

function publicFilter(q: HotelListQuery): SQL | undefined {
  const where: SQL[] = [isNull(hotels.archivedAt)];
  if (q.featured !== undefined) where.push(eq(hotels.featured, q.featured));
  if (q.location) {
    const like = containsPattern(q.location);
    where.push(or(ilike(hotels.location, like), ilike(hotels.name, like))!);
  }
  const mins = [q.minBudget, q.price?.min].filter((v) => v !== undefined);
  const maxes = [q.maxBudget, q.price?.max].filter((v) => v !== undefined);
  if (mins.length) where.push(gte(hotels.price, toPaise(Math.max(...mins))));
  if (maxes.length) where.push(lte(hotels.price, toPaise(Math.min(...maxes))));
  if (q.starrating?.length) where.push(inArray(hotels.star, q.starrating));
  if (q.guestrating !== undefined) where.push(gte(hotels.rating, q.guestrating));
  if (q.propertytype?.length)
    where.push(
      inArray(
        sql`lower(${hotels.type})`,
        q.propertytype.map((t) => t.toLowerCase()),
      ),
    );
  if (q.amenities?.length) where.push(sql`${lowered(hotels.amenities)} @> ${textArray(q.amenities.map((a) => a.toLowerCase()))}`);
  if (q.facilities?.length) where.push(sql`${lowered(hotels.facilities)} @> ${textArray(q.facilities.map((f) => f.toLowerCase()))}`);
  if (q.checkin) where.push(hasRoomEveryNight(q.checkin, q.checkout ?? addDays(q.checkin, 1)));
  return and(...where);
}

async function page(db: Db, filter: SQL | undefined, order: SQL[], q: { page: number; limit?: number }) {
  const { limit, offset } = pageOf(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(hotels)
      .where(filter)
      .orderBy(...order, asc(hotels.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(hotels)
      .where(filter),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export function listHotels(db: Db, q: HotelListQuery) {
  const order =
    q.sort === 'price'
      ? [asc(hotels.price)]
      : q.sort === '-price'
        ? [desc(hotels.price)]
        : q.sort === 'rating'
          ? [desc(hotels.rating)]
          : [desc(hotels.createdAt)];
  return page(db, publicFilter(q), order, q);
}

export function listHotelsForAdmin(db: Db, q: AdminListQuery) {
  return page(db, q.archived ? isNotNull(hotels.archivedAt) : isNull(hotels.archivedAt), [desc(hotels.createdAt)], q);
}

/** A live hotel; archived ones only when asked (admins see them). */
export async function findHotel(db: Db, id: string, opts: { includeArchived?: boolean } = {}) {
  const filter = opts.includeArchived ? eq(hotels.id, id) : and(eq(hotels.id, id), isNull(hotels.archivedAt));
  return (await db.select().from(hotels).where(filter).limit(1))[0];
}

/** The owner's listing, drafts and archived ones included: the owner still edits it and sees its bookings. */
export async function findHotelByOwner(db: Db, ownerId: string) {
  return (await db.select().from(hotels).where(eq(hotels.ownerId, ownerId)).limit(1))[0];
}

export async function insertHotel(db: Db, values: HotelValues) {
  return (
    await db
      .insert(hotels)
      .values(values as typeof hotels.$inferInsert)
      .returning()
  )[0]!;
}

export async function updateHotel(db: Db, id: string, values: HotelValues) {
  return (
    await db
      .update(hotels)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(hotels.id, id))
      .returning()
  )[0];
}

/** Erases a hotel that has no bookings; returns false (and erases nothing) when it has some. */
export async function eraseHotelWithoutBookings(db: Db, id: string): Promise<boolean> {
  const erased = await db
    .delete(hotels)
    .where(and(eq(hotels.id, id), sql`not exists (select 1 from ${hotelBookings} where ${hotelBookings.hotelId} = ${id})`))
    .returning({ id: hotels.id });
  return erased.length > 0;
}

export async function archiveHotel(db: Db, id: string) {
  await db
    .update(hotels)
    .set({ archivedAt: sql`coalesce(${hotels.archivedAt}, now())`, updatedAt: new Date() })
    .where(eq(hotels.id, id));
}
