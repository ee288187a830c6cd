// A guest's reschedule and its price (docs/decisions/0025-reschedule-price-difference.md): the new dates are
// priced at the listing's tariff now with the booking's own choices and discount. The same price moves the
// booking and nothing else. An unpaid booking takes the new price (what is to be paid; its open order, made
// for the old price, is voided). A paid booking that now costs less moves at once and the difference is
// refunded: its refund rows and their event are written in the move's own transaction (so a repeated
// request, which finds the booking moved, refunds nothing more), and the gateway is called from that event
// (refund-handler.ts). One that costs more does not move yet: the
// answer carries a gateway order for the difference, and capturing it moves the booking (payments.service.ts
// recordCapture), or refunds it when the dates are gone meanwhile.
import type { BookingActionBody, RescheduleOutcome } from '@raahi/contract/bookings';
import type { Actor } from '@raahi/contract/rules/access';
import { isGuest } from '@raahi/contract/rules/booking-actions';
import { rupeesOfPaise } from '@raahi/contract/rules/rupees';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { rescheduleBooking, setPrice, withPart } from '../bookings/index.ts';
import type { PaymentGateway } from './gateway.ts';
import { lockBookingMoney, voidOpenPayment } from './payments.repo.ts';
import { openOrder, startRefund } from './payments.service.ts';

/**
 * POST /api/bookings/{bookingId}/reschedule. A provider or admin moving a booking keeps its price (the move
 * is theirs); the guest's own move is priced as above. Answers what became of the price.
 */
export function rescheduleWithMoney(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  booking: BookingSubject,
  body: NonNullable<BookingActionBody>,
): Promise<RescheduleOutcome> {
  return withPart(booking.kind, async (part) => {
    const row = await part.find(db, booking.id);
    if (!row) throw notFound('Booking');
    const held = part.held(row);
    const to = part.requested(row, body);
    let outcome: RescheduleOutcome = { outcome: 'kept', difference: 0, total: part.wire(row).ammount };
    let toPay: { amount: number; fromTotal: number; heldBefore: number } | null = null;

    await rescheduleBooking(db, part, actor, held, to, async (tx, listing) => {
      const m = (await lockBookingMoney(tx, part.kind, booking.id))!;
      const price = part.price(listing, row, to, m.discountAmount);
      if (!isGuest(actor, booking) || price.total === m.totalAmount) return { move: true };
      const net = m.paidAmount - m.refundedAmount;
      const difference = price.payNow - net;
      const total = toRupees(price.total);
      if (net > 0 && difference > 0) {
        toPay = { amount: difference, fromTotal: m.totalAmount, heldBefore: net };
        outcome = { outcome: 'pay', difference: toRupees(difference), total };
        return { move: false };
      }
      await setPrice(tx, part, booking.id, listing, to, price);
      // an order made for the old price is no longer what is due
      await voidOpenPayment(tx, part.kind, booking.id);
      if (net > 0 && difference < 0) {
        const key = `reschedule:${booking.id}:${randomUUID()}`;
        const refunded = await startRefund(tx, {
          kind: part.kind,
          bookingId: booking.id,
          amount: -difference,
          key,
          reason: 'Rescheduled',
          by: actor.id,
        });
        outcome = { outcome: 'refunded', difference: -toRupees(refunded), total };
        return { move: true, note: `new total ${rupeesOfPaise(price.total)}, ${rupeesOfPaise(refunded)} refunded` };
      }
      outcome = { outcome: 'repriced', difference: toRupees(difference), total };
      return { move: true, note: `new total ${rupeesOfPaise(price.total)}` };
    });

    const pay = toPay as { amount: number; fromTotal: number; heldBefore: number } | null;
    if (pay) {
      const order = await openOrder(db, gateway, {
        kind: part.kind,
        bookingId: booking.id,
        userId: booking.userId,
        amount: pay.amount,
        reschedule: { body: { date: body.date, pickupTime: body.pickupTime }, fromTotal: pay.fromTotal, heldBefore: pay.heldBefore },
      });
      outcome = { ...outcome, checkoutUrl: order.checkoutUrl };
    }
    return outcome;
  });
}
