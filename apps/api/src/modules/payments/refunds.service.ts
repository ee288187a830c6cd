// Cancelling with money back: the refund a cancellation gives under the policy the booking was sold under
// (rules/cancellation.ts), previewed before and refunded through the gateway after, once.
import type { RefundPreview } from '@raahi/contract/payments';
import type { Actor } from '@raahi/contract/rules/access';
import { bookingRefusal, isGuest, isProvider, type BookingFacts } from '@raahi/contract/rules/booking-actions';
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { DEFAULT_POLICIES, describePolicy, refundOf } from '@raahi/contract/rules/cancellation';
import { rupeesOfPaise } from '@raahi/contract/rules/rupees';
import type { Db } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { releaseRedemption } from '../coupons/index.ts';
import { lockForChange, recordChange, type StaffCancel, type StatusChange } from '../bookings/index.ts';
import { holdListingOfBooking, lockBookingMoney, readBookingMoney, setBookingMoney } from './payments.repo.ts';
import { bookingAnswer, startRefund } from './payments.service.ts';

/** A provider or admin who is not the guest cancels with a full refund. */
const cancelsAsProvider = (actor: Actor, facts: BookingFacts) => isProvider(actor, facts) && !isGuest(actor, facts);

async function refundTerms(db: Db, actor: Actor, facts: BookingFacts & { id: string }, now: Date) {
  const b = await readBookingMoney(db, facts.kind, facts.id);
  if (!b) throw notFound('Booking');
  const booking = await bookingAnswer(db, facts.kind, facts.id);
  const policy = b.cancellationPolicy ?? DEFAULT_POLICIES[facts.kind];
  const refundable = b.paidAmount - b.refundedAmount;
  const { refund, fee } = refundOf({
    policy,
    refundable,
    start: bookingStart(booking),
    now,
    nights: booking.kind === 'hotel' ? booking.nights : undefined,
    byProvider: cancelsAsProvider(actor, facts),
  });
  return { refund, fee, refundable, policy: describePolicy(policy, facts.kind) };
}

/** GET /api/bookings/{bookingId}/refund */
export async function previewRefund(db: Db, actor: Actor, facts: BookingSubject, now = new Date()): Promise<RefundPreview> {
  const t = await refundTerms(db, actor, facts, now);
  const cancellable = facts.status !== 'Cancelled' && bookingRefusal(actor, facts, 'cancel') === null;
  const message = !cancellable
    ? 'This booking cannot be cancelled.'
    : t.refundable <= 0
      ? 'Nothing has been paid, so nothing is refunded.'
      : t.fee === 0
        ? `You will get ${rupeesOfPaise(t.refund)} back in full.`
        : `You will get ${rupeesOfPaise(t.refund)} back; ${rupeesOfPaise(t.fee)} is the cancellation fee.`;
  return {
    bookingId: facts.id,
    cancellable,
    refund: toRupees(t.refund),
    fee: toRupees(t.fee),
    paid: toRupees(t.refundable),
    policy: t.policy,
    message,
  };
}

/**
 * Cancels a booking, and everything that must hold with it commits in the same transaction or none of it
 * does: the status and its history, the event (with the refund owed), the hold's end (a payment arriving
 * later is refunded, not confirmed), an unpaid booking's coupon use given back, the capacity (it follows the
 * status) and the refund rows (as the preview said, under the policy the booking was sold under). The
 * gateway and the messages follow from the events (payments/refund-handler.ts, booking-mail/booking-mail-handler.ts). `staff`:
 * who cancelled someone else's booking and why. Answers whether it cancelled (false: it was already).
 */
export async function cancelBooking(
  db: Db,
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
    const t = await refundTerms(tx, actor, { ...facts, id }, new Date());
    await recordChange(tx, {
      kind,
      bookingId: id,
      from: facts.status,
      to: 'Cancelled',
      by: actor.id,
      note: staff?.reason ?? undefined,
      event: 'cancelled',
      change: { refundPaise: t.refund, feePaise: t.fee, ...(staff && { cancelledBy: staff.by, reason: staff.reason }) },
      snapshot: { refundPaise: t.refund },
      idempotencyKey,
    });
    const b = await lockBookingMoney(tx, kind, id);
    await setBookingMoney(tx, kind, id, { holdExpiresAt: null });
    if (b?.paidAmount === 0) await releaseRedemption(tx, kind, id);
    if (t.refund > 0)
      await startRefund(tx, { kind, bookingId: id, amount: t.refund, key: `cancel:${id}`, reason: 'Cancelled', by: actor.id });
    return true;
  });
}
