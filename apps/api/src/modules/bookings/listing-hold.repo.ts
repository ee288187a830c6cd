import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookingTables } from '../../db/booking-tables.ts';
import { cabBookings, cabs, hotelBookings, hotels, tourBookings, tours } from '../../db/schema.ts';

const LISTING_OF = {
  hotel: { listings: hotels, listingId: hotelBookings.hotelId },
  cab: { listings: cabs, listingId: cabBookings.cabId },
  tour: { listings: tours, listingId: tourBookings.tourId },
} as const;

/**
 * Holds the booking's listing (FOR KEY SHARE) before the booking's row is locked, as a create or a capture
 * takes the listing first. A transaction that updates its booking twice has PostgreSQL check the listing
 * key again on the second update; taken then, after the first update's day figures, it deadlocks with a
 * create at that listing (which holds the listing and waits for those figures).
 */
export async function holdListingOfBooking(tx: Tx, kind: BookingKind, id: string) {
  const { listings, listingId } = LISTING_OF[kind];
  const t = bookingTables[kind];
  await tx.execute(
    sql`select 1 from ${listings} where ${listings.id} = (select ${listingId} from ${t} where ${t.id} = ${id}) for key share`,
  );
}
