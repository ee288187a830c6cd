// Aggregates of the analytics. Every figure comes from one grouped scan of a booking table's
// `created_at` index over the range (or the room-night primary key), bounded by the caller's scope.
import { and, asc, between, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabs, hotelRoomNights, hotels, tours, type BookingKind } from '../../db/schema.ts';
import { bookingTables } from '../bookings/bookings.repo.ts';
import { ownedBy } from '../dashboard/dashboard.repo.ts';

/** [from, to) as instants; `ownerId` limits hotel and cab bookings to the listing that owner owns. */
export type Window = { from: Date; to: Date; ownerId: string | undefined };

const listingOf = {
  hotel: { column: bookingTables.hotel.hotelId, table: hotels, name: hotels.name, id: hotels.id },
  cab: { column: bookingTables.cab.cabId, table: cabs, name: cabs.model, id: cabs.id },
  tour: { column: bookingTables.tour.tourId, table: tours, name: tours.name, id: tours.id },
} as const;

function inWindow(kind: BookingKind, w: Window) {
  const t = bookingTables[kind];
  return and(ownedBy(kind, w.ownerId), gte(t.createdAt, w.from), lt(t.createdAt, w.to));
}

/** Per Indian calendar day the bookings were made on: counts and paise. */
export async function figuresPerDay(db: Db, kind: BookingKind, w: Window) {
  const t = bookingTables[kind];
  const day = sql<string>`to_char((${t.createdAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      bookings: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${t.paidAmount} > 0))::int`,
      cancelled: sql<number>`(count(*) filter (where ${t.status} = 'Cancelled'))::int`,
      revenue: sql<string>`coalesce(sum(${t.paidAmount}), 0)`,
      refunds: sql<string>`coalesce(sum(${t.refundedAmount}), 0)`,
      paidTotals: sql<string>`coalesce(sum(${t.totalAmount}) filter (where ${t.paidAmount} > 0), 0)`,
    })
    .from(t)
    .where(inWindow(kind, w))
    .groupBy(day);
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue), refunds: Number(r.refunds), paidTotals: Number(r.paidTotals) }));
}

/** The listings of one kind that earned most (paid less refunded) in the window. */
export async function topListings(db: Db, kind: BookingKind, w: Window, limit: number) {
  const t = bookingTables[kind];
  const l = listingOf[kind];
  const net = sql<string>`sum(${t.paidAmount} - ${t.refundedAmount})`;
  const rows = await db
    .select({ id: l.column, name: l.name, bookings: sql<number>`count(*)::int`, net })
    .from(t)
    .innerJoin(l.table, eq(l.id, l.column))
    .where(inWindow(kind, w))
    .groupBy(l.column, l.name)
    .orderBy(desc(net), desc(sql`count(*)`))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind, net: Number(r.net) }));
}

/** The hotel an owner owns (the one whose nights its analytics show). */
export async function hotelOwnedBy(db: Db, ownerId: string) {
  const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.ownerId, ownerId)).limit(1);
  return row?.id;
}

/** A hotel's rooms and the rooms taken on each night of [first, last] that has any. */
export async function roomsTaken(db: Db, hotelId: string, first: string, last: string) {
  const [hotel] = await db.select({ name: hotels.name, rooms: hotels.rooms }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) return undefined;
  const nights = await db
    .select({ night: hotelRoomNights.night, roomsTaken: hotelRoomNights.roomsTaken })
    .from(hotelRoomNights)
    .where(and(eq(hotelRoomNights.hotelId, hotelId), between(hotelRoomNights.night, first, last)))
    .orderBy(asc(hotelRoomNights.night));
  return { ...hotel, nights };
}
