// When an unpaid booking stops holding what it booked: at its holdExpiresAt, not when the expire-holds job
// (payments.jobs.ts) gets to it. Every availability check counts a hold that ran out as free.
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { awaitingPayment, bookingTables, type BookingTable } from '../../db/booking-tables.ts';
import type { Tx } from '../../db/client.ts';
import { cabBookings, hotelBookings, tourBookings, type BookingKind } from '../../db/schema.ts';

/** An unpaid booking whose hold ran out by `now` (the database's clock when not given): it holds nothing any more. */
export const holdRanOut = (t: BookingTable, now?: Date) => and(awaitingPayment(t), lte(t.holdExpiresAt, now ?? sql`now()`))!;

/** One booking whose hold ran out by `now`, locked; a booking another process is expiring is skipped. */
export async function lockDueHold(tx: Tx, kind: BookingKind, now: Date) {
  const t = bookingTables[kind];
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(holdRanOut(t, now))
    .orderBy(asc(t.holdExpiresAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

const listingIdOf = { hotel: hotelBookings.hotelId, cab: cabBookings.cabId, tour: tourBookings.tourId } as const;

/**
 * The bookings of one listing whose hold ran out by `now` (but `except`), locked: one the expire-holds job
 * is cancelling at this moment is waited for, and then left out (it is Cancelled).
 */
export async function lockRunOutHoldsOf(tx: Tx, kind: BookingKind, listingId: string, now: Date, except?: string) {
  const t = bookingTables[kind];
  return tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(listingIdOf[kind], listingId), holdRanOut(t, now), except ? ne(t.id, except) : undefined))
    .for('update');
}
