// Aggregates of the analytics, read from the per-day figures that triggers keep beside the booking tables
// (migration 0005, decision 0031): a range costs rows per day, not rows per booking.
import { and, asc, between, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingDayTotals, cabs, hotelRoomNights, hotels, listingDayFigures, tours, type BookingKind } from '../../db/schema.ts';

/** Indian calendar days [from, to], the kinds counted, and (hotel and cab owners) whose listing. */
export type Scope = { from: string; to: string; kinds: BookingKind[]; ownerId: string | undefined };

const sums = <T extends typeof listingDayFigures | typeof bookingDayTotals>(t: T) => ({
  bookings: sql<number>`sum(${t.bookings})::int`,
  paid: sql<number>`sum(${t.paid})::int`,
  cancelled: sql<number>`sum(${t.cancelled})::int`,
  revenue: sql<string>`sum(${t.revenue})`,
  refunds: sql<string>`sum(${t.refunds})`,
  paidTotals: sql<string>`sum(${t.paidTotals})`,
});

const numbers = <R extends { revenue: string; refunds: string; paidTotals: string }>(r: R) => ({
  ...r,
  revenue: Number(r.revenue),
  refunds: Number(r.refunds),
  paidTotals: Number(r.paidTotals),
});

/** The listing of this kind an owner owns (hotels and cabs have one owner each). */
function ownedListings(kind: BookingKind, ownerId: string): SQL {
  const t = kind === 'hotel' ? hotels : cabs;
  return sql`${listingDayFigures.listingId} in (select ${t.id} from ${t} where ${t.ownerId} = ${ownerId})`;
}

function listingScope(s: Scope) {
  const f = listingDayFigures;
  return and(
    inArray(f.kind, s.kinds),
    between(f.day, s.from, s.to),
    ...(s.ownerId ? s.kinds.map((k) => ownedListings(k, s.ownerId!)) : []),
  );
}

/** Per day of the range that has bookings: counts and paise. */
export async function figuresPerDay(db: Db, s: Scope) {
  if (s.ownerId) {
    const f = listingDayFigures;
    const rows = await db
      .select({ day: f.day, ...sums(f) })
      .from(f)
      .where(listingScope(s))
      .groupBy(f.day);
    return rows.map(numbers);
  }
  const t = bookingDayTotals;
  const rows = await db
    .select({ day: t.day, ...sums(t) })
    .from(t)
    .where(and(between(t.day, s.from, s.to), inArray(t.kind, s.kinds)))
    .groupBy(t.day);
  return rows.map(numbers);
}

const NAMES = {
  hotel: { table: hotels, id: hotels.id, name: hotels.name },
  cab: { table: cabs, id: cabs.id, name: cabs.model },
  tour: { table: tours, id: tours.id, name: tours.name },
} as const;

/** The listings that earned most (paid less refunded) in the range, with their names. */
export async function topListings(db: Db, s: Scope, limit: number) {
  const f = listingDayFigures;
  const net = sql<string>`sum(${f.revenue} - ${f.refunds})`;
  const top = await db
    .select({ kind: f.kind, id: f.listingId, bookings: sql<number>`sum(${f.bookings})::int`, net })
    .from(f)
    .where(listingScope(s))
    .groupBy(f.kind, f.listingId)
    .orderBy(desc(net), desc(sql`sum(${f.bookings})`))
    .limit(limit);
  const names = new Map<string, string>();
  for (const kind of new Set(top.map((t) => t.kind))) {
    const n = NAMES[kind];
    const ids = top.filter((t) => t.kind === kind).map((t) => t.id);
    for (const r of await db.select({ id: n.id, name: n.name }).from(n.table).where(inArray(n.id, ids))) names.set(r.id, r.name);
  }
  return top.map((t) => ({ ...t, net: Number(t.net), name: names.get(t.id) ?? '' }));
}

/** The owner's first hotel (first added): the one whose nights its analytics show. */
export async function hotelOwnedBy(db: Db, ownerId: string) {
  const [row] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.ownerId, ownerId))
    .orderBy(asc(hotels.createdAt), asc(hotels.id))
    .limit(1);
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
