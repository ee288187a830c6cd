// The one way a booking's status changes: its status, its history row and its event, written together in
// the caller's transaction (docs/decisions/0047-booking-events.md). Whatever follows from the change (a
// refund sent to the gateway, a tax document) runs from the event (booking-events.jobs.ts), so a process
// that dies after the commit loses nothing and one that dies before it leaves nothing half done.
import type { BookingKind, BookingStatus } from '@raahi/contract/rules/booking-actions';
import type { Tx } from '../../db/client.ts';
import { noteChange } from '../../db/change-notes.ts';
import { insertHistory, setBookingStatus } from './bookings.repo.ts';
import { insertBookingEvent } from './booking-events.repo.ts';

/** What can happen to a booking. */
export const BOOKING_EVENT_KINDS = [
  'held',
  'paid',
  'payment-refused',
  'hold-expired',
  'cancelled',
  'rescheduled',
  'status-set',
  'refund-started',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** What handlers read of an event instead of the booking: money in paise at the moment of the change. */
export type BookingSnapshot = {
  status: BookingStatus;
  /** paise given back by this change (a cancellation's refund, a payment's excess) */
  refundPaise?: number;
  /** paise paid by this change */
  paidPaise?: number;
};

/** Who cancelled someone else's booking ('the hotel', 'Raahi support') and the reason they gave (null: none). */
export type StaffCancel = { by: string; reason: string | null };

export type BookingChange = {
  kind: BookingKind;
  bookingId: string;
  /** null for a new booking (its row was just inserted with `to`) */
  from: BookingStatus | null;
  to: BookingStatus;
  /** who made it; null: the system (a payment, a hold that ran out) */
  by: string | null;
  note?: string;
  event: BookingEventKind;
  /** what else changed (a refund owed, a staff reason), for the record */
  change?: Record<string, unknown>;
  snapshot?: Omit<BookingSnapshot, 'status'>;
  /** the Idempotency-Key of the call, so that a retry finds what it did */
  idempotencyKey?: string;
};

/**
 * Sets the status (when it changes and the booking was not just inserted with it), writes its history row
 * and appends its event, in `tx`. Answers the event's id.
 */
export async function recordChange(tx: Tx, c: BookingChange): Promise<string> {
  if (c.from !== null && c.from !== c.to) await setBookingStatus(tx, c.kind, c.bookingId, c.to);
  // on the audit trail when staff or a provider made it (a refund owed, a reason, with the status)
  noteChange(`${c.kind}_bookings`, c.bookingId, c.from === null ? null : { status: c.from }, { status: c.to, ...c.change });
  await insertHistory(tx, { kind: c.kind, bookingId: c.bookingId, from: c.from, to: c.to, by: c.by, note: c.note });
  return insertBookingEvent(tx, {
    bookingKind: c.kind,
    bookingId: c.bookingId,
    kind: c.event,
    change: { from: c.from, to: c.to, ...(c.note && { note: c.note }), ...c.change },
    snapshot: { status: c.to, ...c.snapshot },
    idempotencyKey: c.idempotencyKey ?? null,
  });
}
