// Status changes: the guest's cancel, the provider's confirm and the back-office's status dropdowns.
// Under the booking's row lock the change is checked again with the policy's own rules
// (rules/booking-actions.ts), so two changes cannot interleave and a stale screen gets a 409.
import type { Actor } from '@raahi/contract/rules/access';
import {
  bookingRefusal,
  transitionRefusal,
  type BookingFacts,
  type BookingKind,
  type BookingStatus,
} from '@raahi/contract/rules/booking-actions';
import type { Db, Tx } from '../../db/client.ts';
import { enforce } from '../../http/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { lockBooking } from './bookings.repo.ts';
import { recordChange } from './booking-changes.ts';

/** The operations that set a status, and the status each sets ('set-status' sets the one asked for). */
export type StatusChange = { op: 'confirm'; to: 'Confirmed' } | { op: 'cancel'; to: 'Cancelled' } | { op: 'set-status'; to: BookingStatus };

/**
 * Locks the booking and checks that `actor` may make `change` from the status it has now (404, 403 or 409
 * otherwise). Answers its facts; the caller's transaction holds the lock.
 */
export async function lockForChange(
  tx: Tx,
  actor: Actor,
  kind: BookingKind,
  bookingId: string,
  change: StatusChange,
): Promise<BookingFacts> {
  const facts = await lockBooking(tx, kind, bookingId);
  if (!facts) throw notFound('Booking');
  enforce(bookingRefusal(actor, facts, change.op) ?? transitionRefusal(facts.status, change.to));
  return facts;
}

/**
 * Sets a status other than Cancelled (a cancellation is payments/cancellation.ts) in one transaction and
 * records who did it; setting the current status again changes nothing and writes no history. Answers
 * whether anything changed.
 */
export async function changeStatus(db: Db, actor: Actor, kind: BookingKind, bookingId: string, change: StatusChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const facts = await lockForChange(tx, actor, kind, bookingId, change);
    if (facts.status === change.to) return false;
    await recordChange(tx, { kind, bookingId, from: facts.status, to: change.to, by: actor.id, event: 'status-set' });
    return true;
  });
}
