// Status changes: the guest's cancel, the provider's confirm and the back-office's status dropdowns.
// Under the booking's row lock the change is checked again with the policy's own rules
// (rules/booking-actions.ts), so two changes cannot interleave and a stale screen gets a 409.
import type { Actor } from '@raahi/contract/rules/access';
import { bookingRefusal, transitionRefusal, type BookingKind, type BookingStatus } from '@raahi/contract/rules/booking-actions';
import type { Db } from '../../db/client.ts';
import { enforce } from '../../http/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { insertHistory, lockBooking, setBookingStatus } from './bookings.repo.ts';
import { tellBookingEvent } from '../mail/booking-mail.ts';

/** The operations that set a status, and the status each sets ('set-status' sets the one asked for). */
export type StatusChange = { op: 'confirm'; to: 'Confirmed' } | { op: 'cancel'; to: 'Cancelled' } | { op: 'set-status'; to: BookingStatus };

/**
 * Sets the status in one transaction and records who did it (and `note`, e.g. why staff cancelled); setting
 * the current status again changes nothing and writes no history. Answers whether anything changed.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  kind: BookingKind,
  bookingId: string,
  change: StatusChange,
  note?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const facts = await lockBooking(tx, kind, bookingId);
    if (!facts) throw notFound('Booking');
    enforce(bookingRefusal(actor, facts, change.op) ?? transitionRefusal(facts.status, change.to));
    if (facts.status === change.to) return false;
    await setBookingStatus(tx, kind, bookingId, change.to);
    await insertHistory(tx, { kind, bookingId, from: facts.status, to: change.to, by: actor.id, note });
    // a cancellation is told once its refund is known (refunds.service.ts settleCancellation)
    if (change.to === 'Confirmed') await tellBookingEvent(tx, kind, bookingId, { event: 'confirmed' });
    return true;
  });
}
