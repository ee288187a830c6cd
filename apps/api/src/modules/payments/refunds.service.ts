// Cancelling with money back: the refund a cancellation gives under the policy the booking was sold under
// (rules/cancellation.ts), previewed before and refunded through the gateway after, once.
import { DEFAULT_LANGUAGE, type Language } from '@raahi/contract/i18n/languages';
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import type { RefundPreview } from '@raahi/contract/payments';
import type { Actor } from '@raahi/contract/rules/access';
import { bookingRefusal, isGuest, isProvider, type BookingFacts, type BookingKind } from '@raahi/contract/rules/booking-actions';
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { DEFAULT_POLICIES, describePolicy, refundOf, refundOfParts } from '@raahi/contract/rules/cancellation';
import { rupeesOfPaise } from '@raahi/contract/rules/rupees';
import type { Db, Tx } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { cancellationParts } from '../bookings/index.ts';
import { releaseRedemption } from '../coupons/index.ts';
import { lockBookingMoney, readBookingMoney, setBookingMoney } from './payments.repo.ts';
import { bookingAnswer, startRefund } from './payments.service.ts';

/** A provider or admin who is not the guest cancels with a full refund. */
const cancelsAsProvider = (actor: Actor, facts: BookingFacts) => isProvider(actor, facts) && !isGuest(actor, facts);

async function refundTerms(db: Db, actor: Actor, facts: BookingFacts & { id: string }, now: Date, language?: Language) {
  const b = await readBookingMoney(db, facts.kind, facts.id);
  if (!b) throw notFound('Booking');
  const booking = await bookingAnswer(db, facts.kind, facts.id, language);
  const policy = b.cancellationPolicy ?? DEFAULT_POLICIES[facts.kind];
  const refundable = b.paidAmount - b.refundedAmount;
  const terms = { refundable, start: bookingStart(booking), now, byProvider: cancelsAsProvider(actor, facts) };
  // a hotel booking's rooms under different plans are refunded room by room, each under its plan's policy
  const rooms = await cancellationParts(db, facts.kind, facts.id);
  if (rooms && booking.kind === 'hotel') {
    const { refund, fee, parts } = refundOfParts({ ...terms, parts: rooms, nights: booking.nights });
    const byRoom = parts.map((part, i) => ({ ...part, room: i, roomTypeName: rooms[i]!.roomTypeName, policy: rooms[i]!.policy }));
    return { refund, fee, refundable, policy: booking.cancellationPolicy, byRoom };
  }
  const { refund, fee } = refundOf({ ...terms, policy, nights: booking.kind === 'hotel' ? booking.nights : undefined });
  return { refund, fee, refundable, policy: booking.cancellationPolicy, byRoom: undefined };
}

/** GET /api/bookings/{bookingId}/refund: the policies in words in `language` (the reader's). */
export async function previewRefund(
  db: Db,
  actor: Actor,
  facts: BookingSubject,
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<RefundPreview> {
  const t = await refundTerms(db, actor, facts, now, language);
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
    ...(t.byRoom && {
      rooms: t.byRoom.map((r) => ({
        room: r.room,
        roomTypeName: r.roomTypeName,
        policy: describePolicy(r.policy, 'hotel', wordsIn(language)),
        paid: toRupees(r.paid),
        refund: toRupees(r.refund),
        fee: toRupees(r.fee),
      })),
    }),
  };
}

/** What a cancellation owes back now and keeps as its fee (the money side of the bookings module's cancel). */
export async function owedOnCancel(tx: Tx, actor: Actor, facts: BookingFacts & { id: string }) {
  const t = await refundTerms(tx, actor, facts, new Date());
  return { refund: t.refund, fee: t.fee };
}

/**
 * In the cancellation's transaction (bookings/booking-cancel.ts): the hold ends (a payment arriving later is
 * refunded, not confirmed), an unpaid booking's coupon use is given back, and the refund owed is written.
 */
export async function settleCancel(tx: Tx, actor: Actor, { kind, id }: { kind: BookingKind; id: string }, refundPaise: number) {
  const b = await lockBookingMoney(tx, kind, id);
  await setBookingMoney(tx, kind, id, { holdExpiresAt: null });
  if (b?.paidAmount === 0) await releaseRedemption(tx, kind, id);
  if (refundPaise > 0)
    await startRefund(tx, { kind, bookingId: id, amount: refundPaise, key: `cancel:${id}`, reason: 'Cancelled', by: actor.id });
}
