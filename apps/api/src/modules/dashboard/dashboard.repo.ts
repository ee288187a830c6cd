// Aggregates for the back-office dashboard; every query is bounded by the caller's scope.
import { and, count, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs, cabs, hotels, offers, type BookingKind, type BookingStatus } from '../../db/schema.ts';
import { bookingTables } from '../../db/booking-tables.ts';

/** Bookings of the listing an owner owns, or of every listing when ownerId is undefined. */
export function ownedBy(kind: BookingKind, ownerId: string | undefined): SQL | undefined {
  if (!ownerId || kind === 'tour') return undefined;
  if (kind === 'hotel')
    return sql`${bookingTables.hotel.hotelId} in (select ${hotels.id} from ${hotels} where ${hotels.ownerId} = ${ownerId})`;
  return sql`${bookingTables.cab.cabId} in (select ${cabs.id} from ${cabs} where ${cabs.ownerId} = ${ownerId})`;
}

export async function statusCounts(db: Db, kind: BookingKind, ownerId?: string) {
  const t = bookingTables[kind];
  return db
    .select({ status: sql<BookingStatus>`${t.status}`, n: count() })
    .from(t)
    .where(ownedBy(kind, ownerId))
    .groupBy(t.status);
}

/** Bookings made per Indian calendar day since `since`. */
export async function countsPerDay(db: Db, kind: BookingKind, since: Date, ownerId?: string) {
  const t = bookingTables[kind];
  const dayOf = sql<string>`to_char((${t.createdAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  return db
    .select({ date: dayOf, n: count() })
    .from(t)
    .where(and(ownedBy(kind, ownerId), gte(t.createdAt, since)))
    .groupBy(dayOf);
}

export async function contentCounts(db: Db) {
  const [[b], [o]] = await Promise.all([db.select({ n: count() }).from(blogs), db.select({ n: count() }).from(offers)]);
  return { blogs: b?.n ?? 0, offers: o?.n ?? 0 };
}
