// Cancelling with money back: the refund a cancellation gives under the policy the booking was sold under
// (rules/cancellation.ts), previewed before and refunded through the gateway after, once.
import type { RefundPreview } from '@raahi/contract/payments';
import type { Actor } from '@raahi/contract/rules/access';
import { bookingRefusal, isGuest, isProvider, type BookingFacts, type BookingKind } from '@raahi/contract/rules/booking-actions';
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { DEFAULT_POLICIES, describePolicy, refundOf } from '@raahi/contract/rules/cancellation';
import { rupeesOfPaise } from '@raahi/contract/rules/rupees';
import type { Db } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { releaseRedemption } from '../coupons/coupons.repo.ts';
import { tellBookingEvent, type StaffCancel } from '../mail/booking-mail.ts';
import type { PaymentGateway } from './gateway.ts';
import { lockBookingMoney, readBookingMoney, setBookingMoney } from './payments.repo.ts';
import { bookingAnswer, refundBooking } from './payments.service.ts';

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
 * After a booking became Cancelled: its hold ends (a payment arriving later is refunded, not confirmed), an
 * unpaid booking gives its coupon use back, and what was paid is refunded as the policy says, once. `staff`:
 * who cancelled someone else's booking and why, for the guest's message.
 */
export async function settleCancellation(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  kind: BookingKind,
  facts: BookingFacts & { id: string },
  staff?: StaffCancel,
) {
  const t = await refundTerms(db, actor, facts, new Date());
  await db.transaction(async (tx) => {
    const b = await lockBookingMoney(tx, kind, facts.id);
    if (!b) return;
    await setBookingMoney(tx, kind, facts.id, { holdExpiresAt: null });
    if (b.paidAmount === 0) await releaseRedemption(tx, kind, facts.id);
    await tellBookingEvent(tx, kind, facts.id, { event: 'cancelled', refundPaise: t.refund, ...staff });
  });
  if (t.refund > 0)
    await refundBooking(db, gateway, {
      kind,
      bookingId: facts.id,
      amount: t.refund,
      key: `cancel:${facts.id}`,
      reason: 'Cancelled',
      by: actor.id,
    });
}
