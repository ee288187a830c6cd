// A booking's guest, provider and status, whatever its kind: what the access policy and the booking's
// handlers read about it. One small query.
import type { BookingFacts, BookingKind } from '@raahi/contract/rules/booking-actions';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { cabBookings, cabs, hotelBookings, hotels, tourBookings } from '../../db/schema.ts';

/** The booking with this id, whatever its kind (ids are UUIDs, unique across the three tables). */
export async function findBookingFacts(db: Db, id: string): Promise<BookingFacts | undefined> {
  const rows = await db.execute(sql`
    select 'hotel' as kind, b.user_id, h.owner_id, b.status from ${hotelBookings} b join ${hotels} h on h.id = b.hotel_id where b.id = ${id}
    union all
    select 'cab', b.user_id, c.owner_id, b.status from ${cabBookings} b join ${cabs} c on c.id = b.cab_id where b.id = ${id}
    union all
    select 'tour', b.user_id, null, b.status from ${tourBookings} b where b.id = ${id}
    limit 1`);
  const row = rowsOf<{ kind: BookingKind; user_id: string; owner_id: string | null; status: BookingFacts['status'] }>(rows)[0];
  return row && { kind: row.kind, userId: row.user_id, listingOwnerId: row.owner_id, status: row.status };
}
