// The booking status lifecycle: Pending → Confirmed or Cancelled, Confirmed → Cancelled.
// Cancelled is final because it has given its capacity back; setting the current status again
// changes nothing and writes no history.
import type { BookingKind, BookingStatus } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { insertHistory, lockBookingStatus, setBookingStatus, type Tx } from './bookings.repo.ts';

const ALLOWED: Record<BookingStatus, BookingStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Cancelled'],
  Cancelled: [],
};

export function assertTransition(from: BookingStatus, to: BookingStatus) {
  if (ALLOWED[from].includes(to)) return;
  if (from === 'Cancelled') throw conflict('This booking is cancelled and cannot be changed.', 'stale_state');
  throw conflict(`A ${from.toLowerCase()} booking cannot be set back to ${to}.`, 'stale_state');
}

/** Sets the status inside one transaction and records who did it; returns whether anything changed. */
export async function changeStatus(db: Tx, kind: BookingKind, bookingId: string, to: BookingStatus, by: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const from = await lockBookingStatus(tx, kind, bookingId);
    if (!from) throw notFound('Booking');
    if (from === to) return false;
    assertTransition(from, to);
    await setBookingStatus(tx, kind, bookingId, to);
    await insertHistory(tx, { kind, bookingId, from, to, by });
    return true;
  });
}
