// The one rule for hotel room capacity: the most rooms that non-cancelled bookings hold on any night of a stay.
import { sql, type SQL } from 'drizzle-orm';
import { hotelBookings } from '../../db/schema.ts';

/**
 * A scalar SQL expression: the most rooms taken on any night of [checkIn, checkOut) at `hotelId`
 * (a value, or a column for use as a correlated subquery).
 */
export function maxRoomsTakenSql(
  hotelId: string | SQL | { getSQL(): SQL },
  checkIn: string,
  checkOut: string,
  excludeBookingId?: string,
): SQL {
  return sql`(
    select coalesce(max(per_night.rooms), 0)::int from (
      select sum(${hotelBookings.roomCount}) as rooms
      from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as night(d)
      join ${hotelBookings}
        on ${hotelBookings.hotelId} = ${hotelId}
       and ${hotelBookings.status} <> 'Cancelled'
       and ${hotelBookings.checkInDate} <= night.d::date
       and ${hotelBookings.checkOutDate} > night.d::date
       ${excludeBookingId ? sql`and ${hotelBookings.id} <> ${excludeBookingId}` : sql``}
      group by night.d
    ) as per_night
  )`;
}
