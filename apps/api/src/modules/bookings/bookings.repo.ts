// Drizzle queries for the three booking kinds. The rules are in the contract (rules/) and in the booking
// routine; functions that lock rows take a transaction (Tx), so they cannot be called outside one.
import type { BookingListQuery } from '@raahi/contract/bookings';
import type { BookingFacts } from '@raahi/contract/rules/booking-actions';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import type { TourFarePart } from '@raahi/contract/rules/travellers';
import { and, asc, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { pageOfSelect } from '../../db/rows.ts';
import {
  bookingStatusHistory,
  cabBookings,
  cabs,
  hotelBookings,
  hotels,
  ratePlans,
  roomTypes,
  tourBookings,
  tours,
  users,
  type BookingKind,
  type BookingStatus,
  type BookedRoom,
} from '../../db/schema.ts';
import { awaitingPayment, bookingTables } from '../../db/booking-tables.ts';
import { maxRoomsTakenSql } from './room-nights.repo.ts';

const guest = { id: users.id, firstName: users.firstName, lastName: users.lastName };
export type Guest = { id: string; firstName: string; lastName: string };

/** The owned listing (with its owner) a hotel or cab booking points at, and the column that points. */
const ownedListingOf = {
  hotel: { bookings: hotelBookings, listings: hotels, listingId: hotelBookings.hotelId },
  cab: { bookings: cabBookings, listings: cabs, listingId: cabBookings.cabId },
} as const;

// ------------------------------------------------------------------------------------------
// Reading bookings joined with their guest and listing (the shape wire/booking.ts turns out)
// ------------------------------------------------------------------------------------------

const hotelSelect = {
  b: hotelBookings,
  u: guest,
  h: {
    id: hotels.id,
    name: hotels.name,
    location: hotels.location,
    imageUrl: hotels.imageUrl,
    ownerId: hotels.ownerId,
    checkInTime: hotels.checkInTime,
  },
  rt: { id: roomTypes.id, name: roomTypes.name },
  rp: { id: ratePlans.id, name: ratePlans.name },
};
/** the cab's owner, who provides the ride */
const cabOwner = alias(users, 'cab_owner');
const cabSelect = {
  b: cabBookings,
  u: guest,
  c: { id: cabs.id, model: cabs.model, type: cabs.type, imageUrl: cabs.imageUrl, ownerId: cabs.ownerId },
  owner: { firstName: cabOwner.firstName, lastName: cabOwner.lastName },
};
const tourSelect = {
  b: tourBookings,
  u: guest,
  t: { id: tours.id, name: tours.name, location: tours.location, duration: tours.duration, days: tours.days },
};

const hotelQuery = (db: Db) =>
  db
    .select(hotelSelect)
    .from(hotelBookings)
    .innerJoin(users, eq(users.id, hotelBookings.userId))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .leftJoin(roomTypes, eq(roomTypes.id, hotelBookings.roomTypeId))
    .leftJoin(ratePlans, eq(ratePlans.id, hotelBookings.ratePlanId));
const cabQuery = (db: Db) =>
  db
    .select(cabSelect)
    .from(cabBookings)
    .innerJoin(users, eq(users.id, cabBookings.userId))
    .innerJoin(cabs, eq(cabs.id, cabBookings.cabId))
    .leftJoin(cabOwner, eq(cabOwner.id, cabs.ownerId));
const tourQuery = (db: Db) =>
  db
    .select(tourSelect)
    .from(tourBookings)
    .innerJoin(users, eq(users.id, tourBookings.userId))
    .innerJoin(tours, eq(tours.id, tourBookings.tourId));

export type HotelBookingRow = Awaited<ReturnType<typeof hotelQuery>>[number];
export type CabBookingRow = Awaited<ReturnType<typeof cabQuery>>[number];
export type TourBookingRow = Awaited<ReturnType<typeof tourQuery>>[number];

export const findHotelBooking = async (db: Db, id: string) => (await hotelQuery(db).where(eq(hotelBookings.id, id)).limit(1))[0];
export const findCabBooking = async (db: Db, id: string) => (await cabQuery(db).where(eq(cabBookings.id, id)).limit(1))[0];
export const findTourBooking = async (db: Db, id: string) => (await tourQuery(db).where(eq(tourBookings.id, id)).limit(1))[0];

export const findBookingIdByKey = async (db: Db, kind: BookingKind, userId: string, key: string) => {
  const t = bookingTables[kind];
  return (
    await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.idempotencyKey, key)))
      .limit(1)
  )[0]?.id;
};

/**
 * lockAccountHolds and findBookingIdByKey in one statement (one round trip of a create): the look-up reads
 * what had committed when the statement began, which is all a create needs of it once the listing's lock
 * is held; what the account holds is read by a later statement, after this lock.
 */
export async function lockHoldsAndFindKey(tx: Tx, kind: BookingKind, userId: string, key: string): Promise<string | undefined> {
  const t = bookingTables[kind];
  const rows = await tx.execute<{ id: string | null }>(
    sql`select pg_advisory_xact_lock(${HOLDS_LOCK_CLASS}, hashtext(${userId})),
      (select ${t.id} from ${t} where ${t.userId} = ${userId} and ${t.idempotencyKey} = ${key} limit 1) as id`,
  );
  return rowsOf<{ id: string | null }>(rows)[0]?.id ?? undefined;
}

// ------------------------------------------------------------------------------------------
// Lists
// ------------------------------------------------------------------------------------------

/** Whose bookings a list shows: a guest's, one listing's, or those of the listing an owner owns. */
export type ListScope = { userId?: string; listingId?: string; ownerId?: string };

function listFilter(kind: BookingKind, scope: ListScope, q: BookingListQuery): SQL | undefined {
  const t = bookingTables[kind];
  const where: SQL[] = [];
  if (scope.userId) where.push(eq(t.userId, scope.userId));
  if (q.status) where.push(eq(t.status, q.status));
  if (q.q) {
    const like = containsPattern(q.q);
    // the reference, the id, the guest's name, and what was booked: the hotel, the cab's route, or the tour
    const booked =
      kind === 'hotel'
        ? [ilike(hotels.name, like), ilike(sql`${hotelBookings.roomCount}::text || ' rooms'`, like)]
        : kind === 'cab'
          ? [ilike(cabBookings.pickupLocation, like), ilike(cabBookings.dropoffLocation, like), ilike(cabs.model, like)]
          : [ilike(tours.name, like)];
    where.push(
      or(
        ilike(t.reference, like),
        ilike(sql`${t.id}::text`, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ...booked,
      )!,
    );
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

async function countOf(db: Db, kind: BookingKind, filter: SQL | undefined) {
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
        : base.innerJoin(tours, eq(tours.id, tourBookings.tourId));
  return (await q.where(filter))[0]?.n ?? 0;
}

/** One page of a kind's bookings in a scope, and the total; `select` is the kind's joined query. */
function listPage<T extends PgSelect>(db: Db, kind: BookingKind, scope: ListScope, q: BookingListQuery, select: T) {
  const t = bookingTables[kind];
  const filter = listFilter(kind, scope, q);
  const order = q.sort === 'oldest' ? [asc(t.createdAt), asc(t.id)] : [desc(t.createdAt), desc(t.id)];
  return pageOfSelect(select.where(filter).orderBy(...order), countOf(db, kind, filter), q);
}

export const listHotelBookings = (db: Db, scope: ListScope, q: BookingListQuery) =>
  listPage(db, 'hotel', scope, q, hotelQuery(db).$dynamic());
export const listCabBookings = (db: Db, scope: ListScope, q: BookingListQuery) => listPage(db, 'cab', scope, q, cabQuery(db).$dynamic());
export const listTourBookings = (db: Db, scope: ListScope, q: BookingListQuery) => listPage(db, 'tour', scope, q, tourQuery(db).$dynamic());

// ------------------------------------------------------------------------------------------
// Row locks, held until the transaction ends, so that capacity checks and status changes of one
// listing or booking run one after the other
// ------------------------------------------------------------------------------------------

/** A listing, locked: its archived flag, capacity and prices cannot change until the transaction ends. */
/**
 * What a booking of a hotel reads of it under the lock: capacity, tariff, policy and what the answer and the
 * messages show (not the info sections, pictures or search columns, a few KB a row).
 */
const lockedHotelColumns = {
  id: hotels.id,
  archivedAt: hotels.archivedAt,
  rooms: hotels.rooms,
  price: hotels.price,
  cancellationPolicy: hotels.cancellationPolicy,
  name: hotels.name,
  location: hotels.location,
  imageUrl: hotels.imageUrl,
  ownerId: hotels.ownerId,
  checkInTime: hotels.checkInTime,
};
export const lockHotel = async (tx: Tx, id: string) =>
  (await tx.select(lockedHotelColumns).from(hotels).where(eq(hotels.id, id)).for('update'))[0];
export const lockCab = async (tx: Tx, id: string) => (await tx.select().from(cabs).where(eq(cabs.id, id)).for('update'))[0];
export const lockTour = async (tx: Tx, id: string) => (await tx.select().from(tours).where(eq(tours.id, id)).for('update'))[0];
/** The same listings read without a lock (for a quote). */
/** What a quote needs of a hotel (not its whole row: its photos and texts are most of it). */
export const readHotel = async (db: Db, id: string) =>
  (
    await db
      .select({ id: hotels.id, archivedAt: hotels.archivedAt, cancellationPolicy: hotels.cancellationPolicy })
      .from(hotels)
      .where(eq(hotels.id, id))
      .limit(1)
  )[0];
export const readCab = async (db: Db, id: string) => (await db.select().from(cabs).where(eq(cabs.id, id)).limit(1))[0];
export const readTour = async (db: Db, id: string) => (await db.select().from(tours).where(eq(tours.id, id)).limit(1))[0];
export type HotelListing = NonNullable<Awaited<ReturnType<typeof lockHotel>>>;
export type CabListing = NonNullable<Awaited<ReturnType<typeof lockCab>>>;
export type TourListing = NonNullable<Awaited<ReturnType<typeof lockTour>>>;

/** A booking's guest, provider and status, with the booking's row locked (the listing's is not). */
export async function lockBooking(tx: Tx, kind: BookingKind, id: string): Promise<BookingFacts | undefined> {
  if (kind === 'tour') {
    const [row] = await tx
      .select({ userId: tourBookings.userId, status: tourBookings.status })
      .from(tourBookings)
      .where(eq(tourBookings.id, id))
      .for('update');
    return row && { id, kind, userId: row.userId, listingOwnerId: null, status: row.status };
  }
  const { bookings, listings, listingId } = ownedListingOf[kind];
  const [row] = await tx
    .select({ userId: bookings.userId, status: bookings.status, ownerId: listings.ownerId })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, listingId))
    .where(eq(bookings.id, id))
    .for('update', { of: bookings });
  return row && { id, kind, userId: row.userId, listingOwnerId: row.ownerId, status: row.status };
}

// ------------------------------------------------------------------------------------------
// Capacity queries (only bookings that are not cancelled take capacity); the caller holds the
// listing's lock, so the count cannot change before its insert commits
// ------------------------------------------------------------------------------------------

/** The most rooms taken on any night of [checkIn, checkOut). */
export async function roomsTaken(tx: Tx, hotelId: string, checkIn: string, checkOut: string, excludeId?: string) {
  const rows = await tx.execute<{ taken: number }>(sql`select ${maxRoomsTakenSql(hotelId, checkIn, checkOut, excludeId)} as taken`);
  return Number(rowsOf<{ taken: number }>(rows)[0]?.taken ?? 0);
}

/** Seats a tour booking takes: its adults and its children who are not infants. */
const tourSeats = sql<number>`coalesce(sum(${tourBookings.persons} + ${tourBookings.childSeats}), 0)::int`;

export async function seatsTaken(tx: Tx, tourId: string, day: string, excludeId?: string) {
  const [row] = await tx
    .select({ n: tourSeats })
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
/** Whether another live trip of the cab overlaps pickup → until (each trip taking the car until its busy_until, else its drop-off). */
export async function cabBusy(tx: Tx, cabId: string, pickup: Date, until: Date, excludeId?: string) {
  const rows = await tx
    .select({ id: cabBookings.id })
    .from(cabBookings)
    .where(
      and(
        eq(cabBookings.cabId, cabId),
        ne(cabBookings.status, 'Cancelled'),
        sql`${cabBookings.pickupTime} < ${until.toISOString()}`,
        sql`coalesce(${cabBookings.busyUntil}, ${cabBookings.dropoffTime}) > ${pickup.toISOString()}`,
        excludeId ? ne(cabBookings.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------
// What one account holds unpaid (rules/booking-limits.ts UNPAID_CAPS); the caller holds the
// account's holds lock, so the sum cannot change before its insert commits
// ------------------------------------------------------------------------------------------

/** Any number will do, as long as nothing else takes two-key advisory locks of this class. */
const HOLDS_LOCK_CLASS = 7_310_001;

/** Serialises the bookings one account creates (any kind), until the transaction ends. */
export async function lockAccountHolds(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOLDS_LOCK_CLASS}, hashtext(${userId}))`);
}

/**
 * What an account holds unpaid of a kind: room-nights of hotel stays, seats on tours, cab trips. Unpaid
 * is Pending with a hold that has not run out (holds.repo.ts), and only what has not ended holds anything.
 */
export async function unpaidHeld(tx: Tx, kind: BookingKind, userId: string, today: string, now: Date): Promise<number> {
  const t = bookingTables[kind];
  const unpaid = and(eq(t.userId, userId), eq(t.status, 'Pending'), or(isNull(t.holdExpiresAt), gt(t.holdExpiresAt, now)));
  const [row] =
    kind === 'hotel'
      ? await tx
          .select({
            n: sql<number>`coalesce(sum(${hotelBookings.roomCount} * (${hotelBookings.checkOutDate} - ${hotelBookings.checkInDate})), 0)::int`,
          })
          .from(hotelBookings)
          .where(and(unpaid, sql`${hotelBookings.checkOutDate} > ${today}::date`))
      : kind === 'tour'
        ? await tx
            .select({ n: tourSeats })
            .from(tourBookings)
            .where(and(unpaid, sql`${tourBookings.bookingDate} >= ${today}::date`))
        : await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(cabBookings)
            .where(and(unpaid, sql`${cabBookings.dropoffTime} > ${now.toISOString()}`));
  return Number(row?.n ?? 0);
}

/**
 * How many bookings an account holds unpaid across the site (rules/booking-limits.ts UNPAID_BOOKINGS):
 * waiting for their payment, with a hold that has not run out, for a stay, trip or tour that has not ended.
 */
export async function unpaidBookings(tx: Tx, userId: string, today: string, now: Date): Promise<number> {
  const live = (t: (typeof bookingTables)[BookingKind], notEnded: SQL) =>
    tx
      .select({ n: sql<number>`count(*)` })
      .from(t)
      .where(and(eq(t.userId, userId), awaitingPayment(t), or(isNull(t.holdExpiresAt), gt(t.holdExpiresAt, now)), notEnded));
  const rows = await tx.execute<{ n: number }>(
    sql`select ((${live(hotelBookings, sql`${hotelBookings.checkOutDate} > ${today}::date`)})
      + (${live(tourBookings, sql`${tourBookings.bookingDate} >= ${today}::date`)})
      + (${live(cabBookings, sql`${cabBookings.dropoffTime} > ${now.toISOString()}`)}))::int as n`,
  );
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

// ------------------------------------------------------------------------------------------
// Writes
// ------------------------------------------------------------------------------------------

/** The price columns every booking stores (a hotel's add-on lines are its own). */
export const priceColumns = (p: Breakdown) => ({
  baseAmount: p.base,
  taxesAmount: p.taxes,
  addOnsAmount: p.addOns,
  totalAmount: p.total,
  payNowAmount: p.payNow,
  payLaterAmount: p.payLater,
  discountAmount: p.discount,
  taxRate: p.taxRate,
});

/** Stores a new price on a booking (a reschedule at another price); a hotel's add-on lines too. */
export async function updatePrice(tx: Tx, kind: BookingKind, id: string, p: Breakdown) {
  const t = bookingTables[kind];
  await tx
    .update(t)
    .set({ ...priceColumns(p), updatedAt: new Date() })
    .where(eq(t.id, id));
  if (kind === 'hotel')
    await tx
      .update(hotelBookings)
      .set({ mealsAmount: p.meals, insuranceAmount: p.insurance, donationAmount: p.donation })
      .where(eq(hotelBookings.id, id));
}

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

/** A hotel booking's new stay, with the new nights' prices as then in force. */
export const updateHotelDates = async (
  tx: Tx,
  id: string,
  checkInDate: string,
  checkOutDate: string,
  nightPrices?: { date: string; price: number }[],
  rooms?: BookedRoom[],
) => {
  await tx
    .update(hotelBookings)
    .set({ checkInDate, checkOutDate, ...(nightPrices && { nightPrices }), ...(rooms && { rooms }), updatedAt: new Date() })
    .where(eq(hotelBookings.id, id));
};
export const updateTourDate = async (tx: Tx, id: string, bookingDate: string) => {
  await tx.update(tourBookings).set({ bookingDate, updatedAt: new Date() }).where(eq(tourBookings.id, id));
};
export const updateTourFareParts = async (tx: Tx, id: string, fareParts: TourFarePart[]) => {
  await tx.update(tourBookings).set({ fareParts, updatedAt: new Date() }).where(eq(tourBookings.id, id));
};
export const updateCabTimes = async (tx: Tx, id: string, pickupTime: Date, dropoffTime: Date, busyUntil: Date) => {
  await tx.update(cabBookings).set({ pickupTime, dropoffTime, busyUntil, updatedAt: new Date() }).where(eq(cabBookings.id, id));
};

export async function insertHistory(
  tx: Tx,
  entry: { kind: BookingKind; bookingId: string; from: BookingStatus | null; to: BookingStatus; by: string | null; note?: string },
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

export async function historyOf(db: Db, kind: BookingKind, bookingId: string) {
  return db
    .select({ h: bookingStatusHistory, by: guest })
    .from(bookingStatusHistory)
    .leftJoin(users, eq(users.id, bookingStatusHistory.changedBy))
    .where(and(eq(bookingStatusHistory.bookingKind, kind), eq(bookingStatusHistory.bookingId, bookingId)))
    .orderBy(asc(bookingStatusHistory.changedAt), asc(bookingStatusHistory.id));
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];
