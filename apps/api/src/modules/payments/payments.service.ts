import { DEFAULT_LANGUAGE, type Language } from '@raahi/contract/i18n/languages';
// Paying for bookings: orders for what is due now, the checkout's signed answer and the gateway's signed
// webhooks (recorded exactly once however they race), refunds, and holds that run out.
// docs/decisions/0016-payment-gateway.md
import type { AnyBooking } from '@raahi/contract/bookings';
import type { PaymentOrder, PaymentVerifyInput } from '@raahi/contract/payments';
import { reachesBooking, type Actor } from '@raahi/contract/rules/access';
import { BOOKING_KINDS, type BookingKind, type BookingStatus } from '@raahi/contract/rules/booking-actions';
import { isWelcomeCode, WELCOME_METHOD_USED } from '@raahi/contract/rules/coupons';
import { rupeesOfPaise } from '@raahi/contract/rules/rupees';
import type { Db, Tx } from '../../db/client.ts';
import type { ReschedulePayment } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import {
  endHold,
  findBookingFacts,
  freeRunOutHolds,
  lockDueHold,
  moveTo,
  recordChange,
  refuseSlot,
  setPrice,
  withPart,
  type KindPart,
  type Listing,
} from '../bookings/index.ts';
import type { ExcessReason } from '@raahi/contract/rules/payments';
import { payerOf, type PaymentGateway } from './gateway.ts';
import {
  capturedPayments,
  findOpenPayment,
  findPaymentByOrder,
  insertPayment,
  insertRefund,
  findCouponTerms,
  payerHadCoupon,
  lockBookingMoney,
  lockPayment,
  markFailedIfOpen,
  markPayment,
  markRefundProcessed,
  pendingRefundCount,
  readBookingMoney,
  refundKeyUsed,
  type BookingMoney,
  type PaymentRow,
  setBookingMoney,
  setRefundSent,
  setRefundStatus,
  unsentRefunds,
  voidOpenPayment,
} from './payments.repo.ts';

const METHOD_NAMES: Record<string, string> = { upi: 'UPI', card: 'card', netbanking: 'net banking', wallet: 'wallet' };

/** The booking as its answer shows it (its words in `language`). */
export async function bookingAnswer(db: Db, kind: BookingKind, id: string, language: Language = DEFAULT_LANGUAGE): Promise<AnyBooking> {
  return withPart(kind, async (part) => {
    const row = await part.find(db, id);
    if (!row) throw notFound('Booking');
    return part.wire(row, language);
  });
}

/** The caller's own booking (what they may pay for); anything else is not found. */
async function ownBooking(db: Db, actor: Actor, bookingId: string) {
  const facts = isId(bookingId) ? await findBookingFacts(db, bookingId) : undefined;
  if (!facts || facts.userId !== actor.id || !reachesBooking(actor, bookingId)) throw notFound('Booking');
  return facts;
}

/** What is due now on a booking: what it costs now less what it holds (paid and not refunded). */
const dueOf = (b: Pick<BookingMoney, 'payNowAmount' | 'paidAmount' | 'refundedAmount'>) =>
  Math.max(0, b.payNowAmount - (b.paidAmount - b.refundedAmount));

/** What is due now on a booking that may be paid for; a cancelled booking, one with nothing due or a hold run out are refused. */
function payable(b: BookingMoney, now: Date): number {
  if (b.status === 'Cancelled')
    throw conflict(
      b.holdExpiresAt ? 'The time to pay for this booking ran out, so it was cancelled.' : 'This booking is cancelled.',
      'cancelled',
    );
  const due = dueOf(b);
  if (due <= 0) throw conflict('Nothing is due on this booking now.', 'nothing_due');
  if (b.paidAmount === 0 && b.holdExpiresAt && b.holdExpiresAt <= now)
    throw conflict('The time to pay for this booking ran out. Please book again.', 'hold_expired');
  return due;
}

/**
 * POST /api/payments/order: the booking's one open order, for what is due now. Asking again (even many
 * times at once) answers the same order; an open order for another amount is voided and replaced.
 */
export async function createOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  bookingId: string,
  now = new Date(),
): Promise<PaymentOrder> {
  const { kind } = await ownBooking(db, actor, bookingId);
  const due = payable((await readBookingMoney(db, kind, bookingId))!, now);
  const open = await findOpenPayment(db, kind, bookingId);
  if (open && open.amount === due && !open.reschedule) return orderAnswer(gateway, open.orderId, due, bookingId);
  return openOrder(db, gateway, { kind, bookingId, userId: actor.id, amount: due }, now);
}

const orderAnswer = (gateway: PaymentGateway, orderId: string, amount: number, bookingId: string): PaymentOrder => ({
  orderId,
  amount,
  currency: 'INR',
  keyId: gateway.keyId,
  checkoutUrl: gateway.checkoutUrl({ id: orderId, amount, currency: 'INR', receipt: '', status: 'created' }),
  bookingId,
  testMode: gateway.testMode,
});

/**
 * Makes `amount` paise the booking's one open order: what is due now, or a reschedule's difference when
 * `reschedule` is given. The gateway's order is made first (no lock is held across the network); then,
 * under the booking's row lock, an open order for what is due now that another call made meanwhile is
 * answered instead (the gateway's spare order is never shown to anyone, so never paid), and any other open
 * order is voided. The partial unique index payments_open_order_key keeps it one.
 */
export async function openOrder(
  db: Db,
  gateway: PaymentGateway,
  o: { kind: BookingKind; bookingId: string; userId: string; amount: number; reschedule?: ReschedulePayment },
  now = new Date(),
): Promise<PaymentOrder> {
  const order = await gateway.createOrder({
    amount: o.amount,
    receipt: `${o.kind}-${o.bookingId.slice(0, 8)}-${Date.now().toString(36)}`,
    notes: { bookingId: o.bookingId, kind: o.kind },
    callbackPath: `/payment/result?bookingId=${o.bookingId}${o.reschedule ? '&for=reschedule' : ''}`,
  });
  const orderId = await db.transaction(async (tx) => {
    const b = await lockBookingMoney(tx, o.kind, o.bookingId);
    if (!b) throw notFound('Booking');
    if (!o.reschedule) {
      if (payable(b, now) !== o.amount) throw conflict('The amount due on this booking changed. Please try again.', 'stale_state');
      const open = await findOpenPayment(tx, o.kind, o.bookingId);
      if (open && open.amount === o.amount && !open.reschedule) return open.orderId;
    }
    await voidOpenPayment(tx, o.kind, o.bookingId);
    await insertPayment(tx, {
      bookingKind: o.kind,
      bookingId: o.bookingId,
      userId: o.userId,
      orderId: order.id,
      amount: o.amount,
      reschedule: o.reschedule ?? null,
    });
    return order.id;
  });
  return orderAnswer(gateway, orderId, o.amount, o.bookingId);
}

/** A capture as the gateway reports it; `payer`: the UPI ID or card (gateway.ts payerOf) */
type Captured = { orderId: string; paymentId: string; amount: number; method: string; payer: string };

/**
 * Records a captured payment exactly once, whichever of the redirect and the webhook comes first, twice or
 * at once: the payment's row lock and its status decide. Locks follow the booking routine's order (listing,
 * then booking). Paying what is due now confirms a Pending booking. A payment for a booking whose hold ran
 * out confirms it when its rooms, seats or cab are still free, and is refunded in full otherwise. Whatever
 * it brings beyond what is due (all of it for a voided order) is refunded in the same transaction, and the
 * guest is told (docs/decisions/0040-money-taken-once.md).
 */
export async function recordCapture(db: Db, c: Captured): Promise<Capture> {
  const p = await findPaymentByOrder(db, c.orderId);
  return p ? recordPaymentCapture(db, p, c) : UNKNOWN;
}

/**
 * What recording a capture did: `recorded` the first time (`booking` is the one paid for), `already` when it
 * was recorded before. `moved`: the booking's capacity changed (a cancelled booking brought back, or moved to
 * the dates a reschedule paid for); confirming a booking that already held its rooms changes no one's
 * availability (Pending and Confirmed both hold them).
 */
export type Capture = {
  outcome: 'recorded' | 'already' | 'unknown';
  moved: boolean;
  booking?: { kind: BookingKind; id: string };
  /** the booking as it was committed, when this capture confirmed it (read once for its message and the answer) */
  confirmed?: AnyBooking;
  /** why the payment was refused (and refunded in full), in the payer's words */
  refused?: string;
};
const UNKNOWN: Capture = { outcome: 'unknown', moved: false };

/** Why money captured is given back (the refund's reason; the guest's message says it in letters.ts). */
const EXCESS_REASONS: Record<ExcessReason, string> = {
  'more-than-due': 'Paid more than was due',
  'stale-order': 'Paid an order for an earlier amount',
  cancelled: 'Paid after the booking was cancelled',
  'dates-gone': 'Paid for new dates that could no longer be had',
  'welcome-used': 'Paid with a UPI ID or card that already had this welcome code',
};
/**
 * A capture refused outright: the booking stays as it was (what it was paid and refunded too), the payment is
 * refunded in full, and verify answers 409 with these words.
 */
const REFUSED: Partial<Record<ExcessReason, string>> = {
  'stale-order': 'This payment was for an earlier amount of the booking, so it has been refunded in full. Please pay the amount due now.',
  'welcome-used': WELCOME_METHOD_USED,
};

/** recordCapture for the payment row `p` of the order, already read. */
async function recordPaymentCapture(db: Db, p: PaymentRow, c: Captured): Promise<Capture> {
  if (c.amount !== p.amount) throw conflict('The amount paid does not match the order.', 'amount_mismatch');
  const booking = { kind: p.bookingKind, id: p.bookingId };
  // captured is final: the gateway's webhook after the checkout's verify (or the other way round) stops here
  if (p.status === 'captured') return { outcome: 'already', moved: false, booking, ...(p.error && { refused: p.error }) };
  let moved = false;
  let refused: string | undefined;
  let confirmed: AnyBooking | undefined;
  const outcome = await withPart(p.bookingKind, async (part) => {
    const first = await part.find(db, p.bookingId);
    if (!first) return 'unknown' as const;
    const listingId = part.held(first).listingId;
    return db.transaction(async (tx) => {
      const listing = await part.lock(tx, listingId);
      const b = await lockBookingMoney(tx, p.bookingKind, p.bookingId);
      const pay = await lockPayment(tx, p.id);
      if (!listing || !b || !pay) return 'unknown' as const;
      // what this payment may need (the booking's slot again, a reschedule's new one) is counted without holds that ran out
      await freeRunOutHolds(tx, p.bookingKind, listingId, p.bookingId);
      if (pay.status === 'captured') {
        refused = pay.error || undefined;
        return 'already' as const;
      }
      const paid = b.paidAmount + pay.amount;
      const how = `Paid ${rupeesOfPaise(pay.amount)} by ${METHOD_NAMES[c.method] ?? c.method}`;
      // what is given back of this payment, and why
      let excess = 0;
      let why: ExcessReason = 'more-than-due';
      let to: BookingStatus = b.status;
      let note = how;
      if (pay.reschedule) {
        if (await applyReschedule(tx, part, listing, b, { ...pay, reschedule: pay.reschedule }, how)) moved = true;
        else [excess, why, note] = [pay.amount, 'dates-gone', `${how} for new dates that could no longer be had; refunded in full`];
      } else if (pay.status === 'voided') {
        [excess, why, note] = [pay.amount, 'stale-order', `${how} on an order for an earlier amount; refunded in full`];
      } else if (await welcomeHadBy(tx, c.payer, b.couponOfferId, booking)) {
        [excess, why, note] = [
          pay.amount,
          'welcome-used',
          `${how} with a UPI ID or card that already had this welcome code; refunded in full`,
        ];
      } else if (b.status === 'Cancelled') {
        const row = await part.find(tx, p.bookingId);
        const free =
          b.holdExpiresAt !== null && row !== undefined && (await fits(() => part.reserve(tx, listing, part.held(row).slot, p.bookingId)));
        if (free) {
          to = 'Confirmed';
          moved = true;
          note = `${how} after the hold ran out; still available, so confirmed`;
        } else [excess, why, note] = [pay.amount, 'cancelled', `${how} after the booking was cancelled; refunded in full`];
      } else {
        const owed = dueOf(b);
        excess = Math.max(0, pay.amount - owed);
        if (b.status === 'Pending' && owed > 0 && excess < pay.amount) to = 'Confirmed';
        if (excess > 0) note = `${how}; ${rupeesOfPaise(excess)} of it was more than was due, so it is refunded`;
      }
      refused = excess === pay.amount ? REFUSED[why] : undefined;
      await markPayment(tx, pay.id, {
        status: 'captured',
        gatewayPaymentId: c.paymentId,
        method: c.method,
        payer: c.payer,
        error: refused ?? '',
        capturedAt: new Date(),
      });
      if (refused) {
        // the booking is as it was (an unpaid one keeps its hold); the payment goes straight back
        await recordChange(tx, {
          kind: p.bookingKind,
          bookingId: p.bookingId,
          from: b.status,
          to: b.status,
          by: p.userId,
          note,
          event: 'payment-refused',
          change: { paymentId: pay.id, why },
          snapshot: { paidPaise: pay.amount, refundPaise: pay.amount },
        });
        await refusePayment(tx, { kind: p.bookingKind, bookingId: p.bookingId, paymentId: pay.id, amount: pay.amount, why });
        return 'recorded' as const;
      }
      await setBookingMoney(tx, p.bookingKind, p.bookingId, {
        paidAmount: paid,
        ...(to === 'Confirmed' ? { holdExpiresAt: null } : {}),
      });
      // a reschedule that moved said so in the history already (moveTo)
      if (!(pay.reschedule && moved))
        await recordChange(tx, {
          kind: p.bookingKind,
          bookingId: p.bookingId,
          from: b.status,
          to,
          by: p.userId,
          note,
          event: 'paid',
          // what the guest has paid and keeps paid, as the confirmation says
          change: { keptPaise: paid - excess - b.refundedAmount },
          snapshot: { paidPaise: pay.amount, refundPaise: excess },
        });
      if (to === 'Confirmed' && b.status !== 'Confirmed') {
        // nothing is due any more: an order still open asks for nothing
        await voidOpenPayment(tx, p.bookingKind, p.bookingId);
        const row = await part.find(tx, p.bookingId);
        confirmed = row && part.wire(row);
      }
      if (excess > 0) await giveBack(tx, { kind: p.bookingKind, bookingId: p.bookingId, paymentId: pay.id, amount: excess, why });
      return 'recorded' as const;
    });
  });
  return { outcome, moved, booking, ...(confirmed && { confirmed }), ...(refused && { refused }) };
}

/**
 * Money captured beyond what is due (or for nothing due) is refunded at once, in the capture's own
 * transaction; the guest is told why from its event. Answers the paise refunded.
 */
async function giveBack(tx: Tx, g: GivenBack) {
  const refunded = await startRefund(tx, {
    kind: g.kind,
    bookingId: g.bookingId,
    amount: g.amount,
    key: `excess:${g.paymentId}`,
    reason: EXCESS_REASONS[g.why],
    givenBack: { paymentId: g.paymentId, why: g.why },
  });
  return refunded;
}

type GivenBack = { kind: BookingKind; bookingId: string; paymentId: string; amount: number; why: ExcessReason };

/** A refused payment's refund: all of it, against the payment alone (the booking's money is as it was). */
async function refusePayment(tx: Tx, g: GivenBack) {
  await insertRefund(tx, {
    paymentId: g.paymentId,
    bookingKind: g.kind,
    bookingId: g.bookingId,
    amount: g.amount,
    reason: EXCESS_REASONS[g.why],
    key: `excess:${g.paymentId}|${g.paymentId}`,
  });
  return g.amount;
}

/** Whether the booking's coupon is a welcome code whose price the UPI ID or card `payer` already had on another booking. */
async function welcomeHadBy(tx: Tx, payer: string, offerId: string | null, booking: { kind: BookingKind; id: string }) {
  if (!payer || !offerId) return false;
  const coupon = await findCouponTerms(tx, offerId);
  return coupon !== undefined && isWelcomeCode(coupon) && (await payerHadCoupon(tx, payer, offerId, booking));
}

/** Whether a check passes (it throws the 409, or with `alsoBadDates` the 400, it would answer otherwise). */
async function fits(check: () => Promise<void>, alsoBadDates = false): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (e) {
    if (e instanceof AppError && (e.statusCode === 409 || (alsoBadDates && e.statusCode === 400))) return false;
    throw e;
  }
}

/**
 * A reschedule's difference was paid: the booking moves to the dates it was asked for, at the price asked,
 * when nothing changed since (its total and net payment) and the new slot is still free. Answers whether it
 * moved; otherwise the caller refunds the payment in full.
 */
async function applyReschedule<L extends Listing, S, R>(
  tx: Tx,
  part: KindPart<L, S, R>,
  listing: L,
  b: BookingMoney,
  pay: { bookingId: string; userId: string; amount: number; reschedule: ReschedulePayment },
  how: string,
): Promise<boolean> {
  const r = pay.reschedule;
  const held = b.paidAmount - b.refundedAmount;
  const row = await part.find(tx, pay.bookingId);
  if (!row || b.status === 'Cancelled' || b.totalAmount !== r.fromTotal || held !== r.heldBefore) return false;
  return fits(async () => {
    const to = part.requested(row, r.body);
    await refuseSlot(tx, part, listing, to, pay.bookingId);
    const price = part.price(listing, row, to, b.discountAmount);
    if (price.payNow - held !== pay.amount) throw conflict('The price of the new dates changed.', 'stale_state');
    await setPrice(tx, part, pay.bookingId, listing, to, price);
    await moveTo(tx, part, { id: pay.bookingId, from: part.held(row).slot, status: b.status }, to, pay.userId, `${how} for the new dates`);
  }, true);
}

/** POST /api/payments/verify: the checkout's signed answer. A tampered signature is refused. Answers the booking and what recording it did. */
export async function verifyPayment(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  v: PaymentVerifyInput,
): Promise<{ booking: AnyBooking; capture: Capture }> {
  if (!gateway.paymentSignatureValid(v.razorpay_order_id, v.razorpay_payment_id, v.razorpay_signature))
    throw new AppError(400, 'bad_signature', 'The payment could not be verified. If money left your account, it will be refunded.');
  const p = await findPaymentByOrder(db, v.razorpay_order_id);
  if (!p || (p.userId !== actor.id && actor.role !== 'admin') || !reachesBooking(actor, p.bookingId)) throw notFound('Payment');
  const gp = await gateway.fetchPayment(v.razorpay_payment_id);
  if (gp.order_id !== p.orderId) throw badRequest('This payment belongs to another order.');
  let capture = UNKNOWN;
  if (gp.status === 'captured')
    capture = await recordPaymentCapture(db, p, {
      orderId: p.orderId,
      paymentId: gp.id,
      amount: gp.amount,
      method: gp.method,
      payer: payerOf(gp),
    });
  else if (gp.status === 'failed')
    await markFailedIfOpen(db, p.orderId, { gatewayPaymentId: gp.id, method: gp.method, error: gp.error_description ?? 'Payment failed' });
  return { booking: capture.confirmed ?? (await bookingAnswer(db, p.bookingKind, p.bookingId)), capture };
}

type WebhookEntity = {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  method?: unknown;
  vpa?: unknown;
  card?: { last4?: unknown; network?: unknown; issuer?: unknown } | null;
  error_description?: unknown;
};
const entityOf = (payload: Record<string, unknown>, name: string): WebhookEntity =>
  ((payload[name] as { entity?: WebhookEntity } | undefined)?.entity ?? {}) as WebhookEntity;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** POST /api/payments/webhook: checks X-Razorpay-Signature over the raw body, then records the event (again: no change). */
export async function handleWebhook(
  db: Db,
  gateway: PaymentGateway,
  raw: string | undefined,
  signature: string | undefined,
  body: { event: string; payload: Record<string, unknown> },
): Promise<{ answer: { status: 'ok' }; capture: Capture }> {
  if (!raw || !signature || !gateway.webhookSignatureValid(raw, signature))
    throw new AppError(400, 'bad_signature', 'Invalid webhook signature.');
  let capture = UNKNOWN;
  if (body.event === 'payment.captured') {
    const e = entityOf(body.payload, 'payment');
    capture = await recordCapture(db, {
      orderId: text(e.order_id),
      paymentId: text(e.id),
      amount: Number(e.amount),
      method: text(e.method),
      payer: payerOf({
        method: text(e.method),
        vpa: text(e.vpa),
        card: e.card ? { id: '', last4: text(e.card.last4), network: text(e.card.network), issuer: text(e.card.issuer) || null } : null,
      }),
    });
  } else if (body.event === 'payment.failed') {
    const e = entityOf(body.payload, 'payment');
    await markFailedIfOpen(db, text(e.order_id), {
      gatewayPaymentId: text(e.id),
      method: text(e.method),
      error: text(e.error_description) || 'Payment failed',
    });
  } else if (body.event === 'refund.processed') {
    const done = await markRefundProcessed(db, text(entityOf(body.payload, 'refund').id));
    if (done && (await pendingRefundCount(db, done.bookingKind, done.bookingId)) === 0)
      await setRefundStatus(db, done.bookingKind, done.bookingId, 'processed');
  }
  return { answer: { status: 'ok' }, capture };
}

type RefundRequest = {
  kind: BookingKind;
  bookingId: string;
  amount: number;
  key: string;
  reason: string;
  by?: string | null;
  /** money a payment brought beyond what was due: the guest is told why (from the event) */
  givenBack?: { paymentId: string; why: ExcessReason };
};

/**
 * Refund rows for `amount` (paise, at most what was paid and not yet refunded; the same `key` gives one refund
 * however often it is asked for), written in the caller's transaction (so that they stand or fall with
 * what caused them); `sendPendingRefunds` hands them to the gateway after it commits. Answers the paise refunded.
 */
export async function startRefund(tx: Tx, r: RefundRequest): Promise<number> {
  const b = await lockBookingMoney(tx, r.kind, r.bookingId);
  if (!b || (await refundKeyUsed(tx, r.key))) return 0;
  let rest = Math.min(r.amount, b.paidAmount - b.refundedAmount);
  if (rest <= 0) return 0;
  const total = rest;
  for (const p of await capturedPayments(tx, r.kind, r.bookingId)) {
    const take = Math.min(rest, p.amount - Number(p.refunded));
    if (take <= 0) continue;
    await insertRefund(tx, {
      paymentId: p.id,
      bookingKind: r.kind,
      bookingId: r.bookingId,
      amount: take,
      reason: r.reason,
      key: `${r.key}|${p.id}`,
    });
    rest -= take;
    if (rest === 0) break;
  }
  const refunded = total - rest;
  await setBookingMoney(tx, r.kind, r.bookingId, { refundedAmount: b.refundedAmount + refunded, refundStatus: 'pending' });
  await recordChange(tx, {
    kind: r.kind,
    bookingId: r.bookingId,
    from: b.status,
    to: b.status,
    by: r.by ?? null,
    note: `Refund of ${rupeesOfPaise(refunded)} started`,
    event: 'refund-started',
    change: { key: r.key, reason: r.reason, ...r.givenBack },
    snapshot: { refundPaise: refunded },
  });
  return refunded;
}

/**
 * Hands pending refunds to the gateway, each with its row's id as the receipt and in its idempotency key (a
 * run after a crash between the gateway's answer and its record here gets the same refund back, not a
 * second one); one that fails now is tried again on the next run. Answers how many failed.
 */
export async function sendPendingRefunds(db: Db, gateway: PaymentGateway, booking?: { kind: BookingKind; id: string }): Promise<number> {
  let failed = 0;
  for (const r of await unsentRefunds(db, booking)) {
    if (!r.gatewayPaymentId) continue;
    try {
      const sent = await gateway.refund(r.gatewayPaymentId, {
        amount: r.amount,
        receipt: r.id,
        notes: { bookingId: r.bookingId, reason: r.reason },
        idempotencyKey: `refund-${r.id}`,
      });
      await setRefundSent(db, r.id, sent.id, sent.status === 'processed');
    } catch {
      // left pending: the next run sends it again
      failed++;
    }
  }
  return failed;
}

/**
 * Cancels every unpaid booking whose hold ran out by `now`, each in its own transaction with its row
 * locked and rows other processes hold skipped, so each is cancelled exactly once however many processes
 * run this. Its capacity is free again (the inventory triggers follow the status) and its coupon use is
 * given back. Answers how many it cancelled.
 */
export async function expireHolds(db: Db, now = new Date(), limit = 500): Promise<number> {
  let n = 0;
  for (const kind of BOOKING_KINDS) {
    while (n < limit) {
      const done = await db.transaction(async (tx) => {
        const due = await lockDueHold(tx, kind, now);
        if (due) await endHold(tx, kind, due.id);
        return due !== undefined;
      });
      if (!done) break;
      n++;
    }
  }
  return n;
}
