// A cancellation, the bookings module's own use case: everything that must hold with it commits in the same
// transaction or none of it does: the status and its history, the event (with the refund owed), and the money
// side the payments module provides (money-side.ts): the hold's end (a payment arriving later is refunded, not
// confirmed), an unpaid booking's coupon use given back and the refund rows, as the preview said, under the
// policy the booking was sold under. The capacity follows the status. The gateway and the messages follow
// from the events (payments/refund-handler.ts, booking-mail/booking-mail-handler.ts).
import type { Actor } from '@raahi/contract/rules/access';
import type { BookingFacts } from '@raahi/contract/rules/booking-actions';
import type { Db } from '../../db/client.ts';
import { recordChange, type StaffCancel } from './booking-changes.ts';
import { lockForChange, type StatusChange } from './booking-status.ts';
import { holdListingOfBooking } from './listing-hold.repo.ts';
import type { MoneySide } from './money-side.ts';

/** `staff`: who cancelled someone else's booking and why. Answers whether it cancelled (false: it was already). */
export async function cancelBooking(
  db: Db,
  money: MoneySide,
  actor: Actor,
  booking: BookingFacts & { id: string },
  change: StatusChange,
  staff?: StaffCancel,
  idempotencyKey?: string,
): Promise<boolean> {
  const { kind, id } = booking;
  return db.transaction(async (tx) => {
    await holdListingOfBooking(tx, kind, id);
    const facts = await lockForChange(tx, actor, kind, id, change);
    if (facts.status === 'Cancelled') return false;
    const owed = await money.owedOnCancel(tx, actor, { ...facts, id });
    await recordChange(tx, {
      kind,
      bookingId: id,
      from: facts.status,
      to: 'Cancelled',
      by: actor.id,
      note: staff?.reason ?? undefined,
      event: 'cancelled',
      change: { refundPaise: owed.refund, feePaise: owed.fee, ...(staff && { cancelledBy: staff.by, reason: staff.reason }) },
      snapshot: { refundPaise: owed.refund },
      idempotencyKey,
    });
    await money.settleCancel(tx, actor, { kind, id }, owed.refund);
    return true;
  });
}
