// The one rule for hotel room capacity: the most rooms that non-cancelled bookings hold on any night of a stay.
// The rooms held per night are the per-night inventory `hotel_room_nights`, which triggers on hotel_bookings
// keep in the booking's own transaction (docs/decisions/0010-hotel-search-at-scale.md); the hotel search
// reads the same table, so the search and the capacity check cannot disagree.
import { sql, type SQL } from 'drizzle-orm';
import { hotelBookings, hotelRoomNights } from '../../db/schema.ts';

/**
 * A scalar SQL expression: the most rooms taken on any night of [checkIn, checkOut) at `hotelId`
 * (a value, or a column for use as a correlated subquery), leaving out what `excludeBookingId` holds.
 */
export function maxRoomsTakenSql(
  hotelId: string | SQL | { getSQL(): SQL },
  checkIn: string,
  checkOut: string,
  excludeBookingId?: string,
): SQL {
  const n = hotelRoomNights;
  const b = hotelBookings;
  // the excluded booking's rooms on the nights it holds (it holds none once cancelled)
  const excluded = excludeBookingId
    ? sql`coalesce((
        select ${b.roomCount} from ${b}
        where ${b.id} = ${excludeBookingId} and ${b.hotelId} = ${n.hotelId} and ${b.status} <> 'Cancelled'
          and ${b.checkInDate} <= ${n.night} and ${b.checkOutDate} > ${n.night}
      ), 0)`
    : sql`0`;
  return sql`(
    select coalesce(max(${n.roomsTaken} - ${excluded}), 0)::int
    from ${n}
    where ${n.hotelId} = ${hotelId} and ${n.night} >= ${checkIn}::date and ${n.night} < ${checkOut}::date
  )`;
}
