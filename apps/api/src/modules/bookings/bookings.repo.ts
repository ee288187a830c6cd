// Drizzle queries for the three booking kinds. Rules live in the services, capacity.ts and status.ts.
import type { BookingListQuery } from '@raahi/contract/bookings';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  bookingStatusHistory,
  cabBookings,
  cabs,
  hotelBookings,
  hotels,
  tourBookings,
  tours,
  users,
  type BookingKind,
  type BookingStatus,
} from '../../db/schema.ts';
import { pageOf } from '../../lib/paging.ts';
import { maxRoomsTakenSql } from './room-nights.repo.ts';

/** A transaction or the database itself. */
export type Tx = Db;

const guest = { id: users.id, firstName: users.firstName, lastName: users.lastName };
export type Guest = { id: string; firstName: string; lastName: string };

export const bookingTables = { hotel: hotelBookings, cab: cabBookings, tour: tourBookings } as const;

// ------------------------------------------------------------------------------------------
// Reading bookings joined with their guest and listing (the shape wire/booking.ts turns out)
// ------------------------------------------------------------------------------------------

const hotelSelect = {
  b: hotelBookings,
  u: guest,
  h: { id: hotels.id, name: hotels.name, location: hotels.location, imageUrl: hotels.imageUrl, ownerId: hotels.ownerId },
};
const cabSelect = {
  b: cabBookings,
  u: guest,
  c: { id: cabs.id, model: cabs.model, type: cabs.type, imageUrl: cabs.imageUrl, ownerId: cabs.ownerId },
};
const tourSelect = {
  b: tourBookings,
  u: guest,
  t: { id: tours.id, name: tours.name, location: tours.location, duration: tours.duration },
};

const hotelQuery = (db: Tx) =>
  db
    .select(hotelSelect)
    .from(hotelBookings)
    .innerJoin(users, eq(users.id, hotelBookings.userId))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId));
const cabQuery = (db: Tx) =>
  db.select(cabSelect).from(cabBookings).innerJoin(users, eq(users.id, cabBookings.userId)).innerJoin(cabs, eq(cabs.id, cabBookings.cabId));
const tourQuery = (db: Tx) =>
  db
    .select(tourSelect)
    .from(tourBookings)
    .innerJoin(users, eq(users.id, tourBookings.userId))
    .innerJoin(tours, eq(tours.id, tourBookings.tourId));

export type HotelBookingRow = Awaited<ReturnType<typeof hotelQuery>>[number];
export type CabBookingRow = Awaited<ReturnType<typeof cabQuery>>[number];
export type TourBookingRow = Awaited<ReturnType<typeof tourQuery>>[number];

export const findHotelBooking = async (db: Tx, id: string) => (await hotelQuery(db).where(eq(hotelBookings.id, id)).limit(1))[0];
export const findCabBooking = async (db: Tx, id: string) => (await cabQuery(db).where(eq(cabBookings.id, id)).limit(1))[0];
export const findTourBooking = async (db: Tx, id: string) => (await tourQuery(db).where(eq(tourBookings.id, id)).limit(1))[0];

/** Which kind of booking an id names, if any. */
export async function findBookingKind(db: Tx, id: string): Promise<BookingKind | undefined> {
  const rows = await db.execute<{ kind: BookingKind }>(sql`
    select 'hotel' as kind from ${hotelBookings} where ${hotelBookings.id} = ${id}
    union all select 'cab' from ${cabBookings} where ${cabBookings.id} = ${id}
    union all select 'tour' from ${tourBookings} where ${tourBookings.id} = ${id}
    limit 1`);
  return rowsOf<{ kind: BookingKind }>(rows)[0]?.kind;
}

export const findBookingIdByKey = async (db: Tx, kind: BookingKind, userId: string, key: string) => {
  const t = bookingTables[kind];
  return (
    await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.idempotencyKey, key)))
      .limit(1)
  )[0]?.id;
};

// ------------------------------------------------------------------------------------------
// Lists
// ------------------------------------------------------------------------------------------

type ListScope = { userId?: string; listingId?: string; ownerId?: string };

function listFilter(kind: BookingKind, scope: ListScope, q: BookingListQuery): SQL | undefined {
  const t = bookingTables[kind];
  const where: SQL[] = [];
  if (scope.userId) where.push(eq(t.userId, scope.userId));
  if (q.status) where.push(eq(t.status, q.status));
  if (q.q) {
    const like = containsPattern(q.q);
    // the id, the guest's name, and what was booked: the hotel, the cab's route, or the tour
    const booked =
      kind === 'hotel'
        ? [ilike(hotels.name, like), ilike(sql`${hotelBookings.roomCount}::text || ' rooms'`, like)]
        : kind === 'cab'
          ? [ilike(cabBookings.pickupLocation, like), ilike(cabBookings.dropoffLocation, like), ilike(cabs.model, like)]
          : [ilike(tours.name, like)];
    where.push(or(ilike(sql`${t.id}::text`, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ...booked)!);
  }
  if (kind === 'hotel') {
    if (scope.listingId) where.push(eq(hotelBookings.hotelId, scope.listingId));
    if (scope.ownerId) where.push(eq(hotels.ownerId, scope.ownerId));
  }
  if (kind === 'cab') {
    if (scope.listingId) where.push(eq(cabBookings.cabId, scope.listingId));
    if (scope.ownerId) where.push(eq(cabs.ownerId, scope.ownerId));
  }
  if (kind === 'tour' && scope.listingId) where.push(eq(tourBookings.tourId, scope.listingId));
  return and(...where);
}

const orderOf = (kind: BookingKind, q: BookingListQuery) => {
  const t = bookingTables[kind];
  return q.sort === 'oldest' ? [asc(t.createdAt), asc(t.id)] : [desc(t.createdAt), desc(t.id)];
};

async function countOf(db: Tx, kind: BookingKind, filter: SQL | undefined) {
  const t = bookingTables[kind];
  const base = db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId));
  const q =
    kind === 'hotel'
      ? base.innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
      : kind === 'cab'
        ? base.innerJoin(cabs, eq(cabs.id, cabBookings.cabId))
        : base;
  return (await q.where(filter))[0]?.n ?? 0;
}

export async function listHotelBookings(db: Tx, scope: ListScope, q: BookingListQuery) {
  const { limit, offset } = pageOf(q);
  const filter = listFilter('hotel', scope, q);
  const [rows, total] = await Promise.all([
    hotelQuery(db)
      .where(filter)
      .orderBy(...orderOf('hotel', q))
      .limit(limit)
      .offset(offset),
    countOf(db, 'hotel', filter),
  ]);
  return { rows, total };
}

export async function listCabBookings(db: Tx, scope: ListScope, q: BookingListQuery) {
  const { limit, offset } = pageOf(q);
  const filter = listFilter('cab', scope, q);
  const [rows, total] = await Promise.all([
    cabQuery(db)
      .where(filter)
      .orderBy(...orderOf('cab', q))
      .limit(limit)
      .offset(offset),
    countOf(db, 'cab', filter),
  ]);
  return { rows, total };
}

export async function listTourBookings(db: Tx, scope: ListScope, q: BookingListQuery) {
  const { limit, offset } = pageOf(q);
  const filter = listFilter('tour', scope, q);
  const [rows, total] = await Promise.all([
    tourQuery(db)
      .where(filter)
      .orderBy(...orderOf('tour', q))
      .limit(limit)
      .offset(offset),
    countOf(db, 'tour', filter),
  ]);
  return { rows, total };
}

// ------------------------------------------------------------------------------------------
// Listings, locked for the length of a transaction so capacity checks cannot interleave
// ------------------------------------------------------------------------------------------

export const findHotel = async (db: Tx, id: string) => (await db.select().from(hotels).where(eq(hotels.id, id)).limit(1))[0];
export const findCab = async (db: Tx, id: string) => (await db.select().from(cabs).where(eq(cabs.id, id)).limit(1))[0];

export const lockHotel = async (tx: Tx, id: string) => (await tx.select().from(hotels).where(eq(hotels.id, id)).for('update'))[0];
export const lockCab = async (tx: Tx, id: string) => (await tx.select().from(cabs).where(eq(cabs.id, id)).for('update'))[0];
export const lockTour = async (tx: Tx, id: string) => (await tx.select().from(tours).where(eq(tours.id, id)).for('update'))[0];

/** The status of a booking, locked so that two status changes cannot interleave. */
export async function lockBookingStatus(tx: Tx, kind: BookingKind, id: string): Promise<BookingStatus | undefined> {
  const t = bookingTables[kind];
  return (await tx.select({ status: t.status }).from(t).where(eq(t.id, id)).for('update'))[0]?.status;
}

// ------------------------------------------------------------------------------------------
// Capacity queries (only bookings that are not cancelled take capacity)
// ------------------------------------------------------------------------------------------

/** The most rooms taken on any night of [checkIn, checkOut). */
export async function roomsTaken(tx: Tx, hotelId: string, checkIn: string, checkOut: string, excludeId?: string) {
  const rows = await tx.execute<{ taken: number }>(sql`select ${maxRoomsTakenSql(hotelId, checkIn, checkOut, excludeId)} as taken`);
  return Number(rowsOf<{ taken: number }>(rows)[0]?.taken ?? 0);
}

export async function seatsTaken(tx: Tx, tourId: string, day: string, excludeId?: string) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${tourBookings.persons}), 0)::int` })
    .from(tourBookings)
    .where(
      and(
        eq(tourBookings.tourId, tourId),
        eq(tourBookings.bookingDate, day),
        ne(tourBookings.status, 'Cancelled'),
        excludeId ? ne(tourBookings.id, excludeId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether another live booking of the cab overlaps [pickup, dropoff). */
export async function cabBusy(tx: Tx, cabId: string, pickup: Date, dropoff: Date, excludeId?: string) {
  const rows = await tx
    .select({ id: cabBookings.id })
    .from(cabBookings)
    .where(
      and(
        eq(cabBookings.cabId, cabId),
        ne(cabBookings.status, 'Cancelled'),
        sql`${cabBookings.pickupTime} < ${dropoff.toISOString()}`,
        sql`${cabBookings.dropoffTime} > ${pickup.toISOString()}`,
        excludeId ? ne(cabBookings.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------
// Writes
// ------------------------------------------------------------------------------------------

export const insertHotelBooking = async (tx: Tx, values: typeof hotelBookings.$inferInsert) =>
  (await tx.insert(hotelBookings).values(values).returning())[0]!;
export const insertCabBooking = async (tx: Tx, values: typeof cabBookings.$inferInsert) =>
  (await tx.insert(cabBookings).values(values).returning())[0]!;
export const insertTourBooking = async (tx: Tx, values: typeof tourBookings.$inferInsert) =>
  (await tx.insert(tourBookings).values(values).returning())[0]!;

export async function setBookingStatus(tx: Tx, kind: BookingKind, id: string, status: BookingStatus) {
  const t = bookingTables[kind];
  await tx.update(t).set({ status, updatedAt: new Date() }).where(eq(t.id, id));
}

export const updateHotelDates = (tx: Tx, id: string, checkInDate: string, checkOutDate: string) =>
  tx.update(hotelBookings).set({ checkInDate, checkOutDate, updatedAt: new Date() }).where(eq(hotelBookings.id, id));
export const updateTourDate = (tx: Tx, id: string, bookingDate: string) =>
  tx.update(tourBookings).set({ bookingDate, updatedAt: new Date() }).where(eq(tourBookings.id, id));
export const updateCabTimes = (tx: Tx, id: string, pickupTime: Date, dropoffTime: Date) =>
  tx.update(cabBookings).set({ pickupTime, dropoffTime, updatedAt: new Date() }).where(eq(cabBookings.id, id));

export async function insertHistory(
  tx: Tx,
  entry: { kind: BookingKind; bookingId: string; from: BookingStatus | null; to: BookingStatus; by: string; note?: string },
) {
  await tx.insert(bookingStatusHistory).values({
    bookingKind: entry.kind,
    bookingId: entry.bookingId,
    fromStatus: entry.from,
    toStatus: entry.to,
    changedBy: entry.by,
    note: entry.note ?? null,
  });
}

export async function historyOf(db: Tx, kind: BookingKind, bookingId: string) {
  return db
    .select({ h: bookingStatusHistory, by: guest })
    .from(bookingStatusHistory)
    .leftJoin(users, eq(users.id, bookingStatusHistory.changedBy))
    .where(and(eq(bookingStatusHistory.bookingKind, kind), eq(bookingStatusHistory.bookingId, bookingId)))
    .orderBy(asc(bookingStatusHistory.changedAt), asc(bookingStatusHistory.id));
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];
