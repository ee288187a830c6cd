// Paying for bookings through the built-in test gateway, end to end over the real API: orders, the hosted
// checkout page (TEST MODE), the signed redirect, signed webhooks, holds that run out, late payments,
// cancellation refunds.
import { HOLD_EXPIRED_NOTE } from '@raahi/contract/rules/payments';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../src/db/schema.ts';
import { expireHolds } from '../../src/modules/payments/payments.service.ts';
import { bookCab, bookStay, inHours } from '../helpers/booking-helpers.ts';
import { call } from '../helpers/requests.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import {
  CARD_DECLINED,
  CARD_SUCCESS,
  deliverAll,
  orderFor,
  payAndVerify,
  payBooking,
  submitCheckout,
  UPI_FAILURE,
  UPI_SUCCESS,
  verify,
} from '../helpers/money-helpers.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, other: Actor, owner: Actor;
const day = (n: number) => addDays(todayInIndia(), n);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  ({ t, guest, other, owner } = await appWith({ guest: 'user', other: 'user', owner: 'hotel' }));
});
afterAll(() => t?.close());

/** A one-room hotel (4000 a night + 5 % GST) and a booking of it. */
async function bookRoom(who = guest, over: object = {}) {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1, ...over });
  const res = await bookStay(t, who, hotel.id, 30, 32);
  expect(res.statusCode, res.body).toBe(201);
  return { hotelId: hotel.id, booking: res.json() as { _id: string; ammount: number } };
}
const history = async (id: string, who = guest) =>
  (await call(t, who, 'POST', `/api/bookings/${id}/history`)).json().history as { note: string | null; toStatus: string }[];

describe('paying for a booking', () => {
  it('order → TEST MODE checkout → UPI success → signed redirect → verify: Confirmed and paid; the webhook after changes nothing', async () => {
    const { booking } = await bookRoom();
    const order = await orderFor(t, guest, booking._id);
    expect(order).toMatchObject({ amount: 840_000, currency: 'INR', keyId: 'rzp_test_raahi', testMode: true });
    expect(order.checkoutUrl).toBe(`/test-gateway/checkout/${order.orderId}`);
    // asking again while it is open answers the same order
    expect((await orderFor(t, guest, booking._id)).orderId).toBe(order.orderId);

    const page = await t.app.inject({ method: 'GET', url: order.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('₹8,400.00');

    const paid = await submitCheckout(t, order.checkoutUrl, UPI_SUCCESS);
    expect(paid.status).toBe(303);
    expect(paid.location.startsWith(`/payment/result?bookingId=${booking._id}&`)).toBe(true);
    expect(paid.back).toMatchObject({ razorpay_order_id: order.orderId });
    expect(paid.back.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

    const v = await verify(t, guest, paid.back);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({
      _id: booking._id,
      status: 'Confirmed',
      payment: { status: 'paid', paid: 8400, due: 0, refunded: 0, holdExpiresAt: null },
    });
    // the redirect again, and the webhook: recorded once
    expect((await verify(t, guest, paid.back)).json().status).toBe('Confirmed');
    expect(await deliverAll(t)).toBeGreaterThanOrEqual(1);
    const notes = (await history(booking._id)).map((h) => h.note);
    expect(notes.filter((n) => n?.startsWith('Paid'))).toEqual(['Paid ₹8,400 by UPI']);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking._id));
    expect(rows).toMatchObject([{ status: 'captured', amount: 840_000, method: 'upi', gatewayPaymentId: paid.back.razorpay_payment_id }]);
    // a paid booking has nothing due now
    expect((await call(t, guest, 'POST', '/api/payments/order', { bookingId: booking._id })).statusCode).toBe(409);
  });

  it('refuses a tampered signature, a tampered webhook, and another account’s booking', async () => {
    const { booking } = await bookRoom();
    expect((await call(t, other, 'POST', '/api/payments/order', { bookingId: booking._id })).statusCode).toBe(404);
    const { back } = await payBooking(t, guest, booking._id, CARD_SUCCESS);
    const forged = { ...back, razorpay_signature: back.razorpay_signature!.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    const bad = await verify(t, guest, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('bad_signature');
    expect((await verify(t, guest, { ...back, razorpay_payment_id: 'pay_someoneelse' })).statusCode).toBe(400);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { order_id: back.razorpay_order_id, id: back.razorpay_payment_id, amount: 1 } } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: body,
    });
    expect(hook.statusCode).toBe(400);
    expect((await call(t, guest, 'POST', `/api/bookings/${booking._id}/history`)).json().booking.status).toBe('Pending');
    // the genuine webhook confirms it, by card
    await deliverAll(t);
    const now = (await call(t, guest, 'POST', `/api/bookings/${booking._id}/history`)).json();
    expect(now.booking).toMatchObject({ status: 'Confirmed', payment: { status: 'paid' } });
    expect(now.history.map((h: { note: string }) => h.note)).toContain('Paid ₹8,400 by card');
  });

  it('a declined card and a failed UPI payment leave the booking Pending with its hold; paying again by UPI confirms it', async () => {
    const { booking } = await bookRoom();
    const order = await orderFor(t, guest, booking._id);
    const declined = await submitCheckout(t, order.checkoutUrl, CARD_DECLINED);
    expect(declined.status).toBe(303);
    expect(declined.back).toMatchObject({ error_description: 'Your card was declined by the bank.', razorpay_order_id: order.orderId });
    expect(declined.back.razorpay_signature).toBeUndefined();
    await deliverAll(t);
    const [failed] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(failed).toMatchObject({ status: 'failed', method: 'card', error: 'Your card was declined by the bank.' });
    const again = await orderFor(t, guest, booking._id);
    expect(again.orderId).not.toBe(order.orderId);
    expect((await submitCheckout(t, again.checkoutUrl, UPI_FAILURE)).back.error_description).toBe('The UPI payment was declined.');
    // the checkout refuses what the test conventions do not know, and keeps the payer on the page
    const unknown = await submitCheckout(t, again.checkoutUrl, { method: 'upi', vpa: 'me@okbank' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('success@razorpay');
    const pending = (await call(t, guest, 'POST', `/api/bookings/${booking._id}/history`)).json().booking;
    expect(pending).toMatchObject({ status: 'Pending', payment: { status: 'unpaid', paid: 0 } });
    expect(pending.payment.holdExpiresAt).not.toBeNull();

    const retry = await payBooking(t, guest, booking._id, UPI_SUCCESS);
    expect((await verify(t, guest, retry.back)).json()).toMatchObject({ status: 'Confirmed', payment: { status: 'paid' } });
  });

  it('a cab paid in part: the advance confirms it; what is paid and what is due to the driver are on the booking', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 300_000 });
    const res = await bookCab(t, guest, cab.id, ['Pune', 'Mumbai'], inHours(72), { paymentChoice: 'half' });
    const { back, order } = await payBooking(t, guest, res.json()._id);
    expect(order.amount).toBe(63_000);
    expect((await verify(t, guest, back)).json()).toMatchObject({
      status: 'Confirmed',
      breakdown: { total: 3150, payNow: 630, payLater: 2520 },
      payment: { status: 'advance_paid', paid: 630, due: 2520 },
    });
  });
});

describe('holds', () => {
  it('an unpaid booking is cancelled when its hold runs out, once; its room is free again and it can no longer be paid', async () => {
    const { hotelId, booking } = await bookRoom();
    expect(await expireHolds(t.db, later(10))).toBe(0);
    expect(await expireHolds(t.db, later(16))).toBeGreaterThanOrEqual(1);
    expect(await expireHolds(t.db, later(16))).toBe(0);
    const h = await history(booking._id);
    expect(h.at(-1)).toMatchObject({ toStatus: 'Cancelled', note: HOLD_EXPIRED_NOTE });
    expect(h.filter((x) => x.note === HOLD_EXPIRED_NOTE)).toHaveLength(1);
    const again = await bookStay(t, other, hotelId, 30, 32);
    expect(again.statusCode).toBe(201);
    const late = await call(t, guest, 'POST', '/api/payments/order', { bookingId: booking._id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The time to pay for this booking ran out, so it was cancelled.');
  });

  it('a payment arriving after the hold ran out confirms the booking when the room is still free', async () => {
    const { booking } = await bookRoom();
    const order = await orderFor(t, guest, booking._id);
    await expireHolds(t.db, later(16));
    const paid = await submitCheckout(t, order.checkoutUrl, UPI_SUCCESS);
    expect((await verify(t, guest, paid.back)).json()).toMatchObject({ status: 'Confirmed', payment: { status: 'paid' } });
    expect((await history(booking._id)).at(-1)!.note).toBe('Paid ₹8,400 by UPI after the hold ran out; still available, so confirmed');
  });

  it('…and is refunded in full, never overbooking, when the room was taken meanwhile', async () => {
    const { hotelId, booking } = await bookRoom();
    const order = await orderFor(t, guest, booking._id);
    await expireHolds(t.db, later(16));
    const taken = await bookStay(t, other, hotelId, 31, 33);
    expect(taken.statusCode).toBe(201);
    const paid = await submitCheckout(t, order.checkoutUrl, UPI_SUCCESS);
    const after = (await verify(t, guest, paid.back)).json();
    expect(after).toMatchObject({
      status: 'Cancelled',
      payment: { status: 'refunded', paid: 8400, refunded: 8400, due: 0, refundStatus: 'pending' },
    });
    await deliverAll(t);
    const done = (await call(t, guest, 'POST', `/api/bookings/${booking._id}/history`)).json();
    expect(done.booking.payment.refundStatus).toBe('processed');
    expect(done.history.map((h: { note: string }) => h.note)).toEqual(
      expect.arrayContaining(['Paid ₹8,400 by UPI after the booking was cancelled; refunded in full', 'Refund of ₹8,400 started']),
    );
  });
});

describe('cancelling a paid booking', () => {
  it('previews the refund, refunds it once through the gateway, and the booking shows it', async () => {
    const { booking } = await bookRoom();
    await payAndVerify(t, guest, booking._id);
    const preview = await call(t, guest, 'GET', `/api/bookings/${booking._id}/refund`);
    expect(preview.statusCode, preview.body).toBe(200);
    // check-in is 30 days away: free cancellation
    expect(preview.json()).toMatchObject({
      cancellable: true,
      refund: 8400,
      fee: 0,
      paid: 8400,
      message: 'You will get ₹8,400 back in full.',
    });
    const cancel = await call(t, guest, 'POST', `/api/bookings/${booking._id}/cancel`);
    expect(cancel.json().booking).toMatchObject({
      status: 'Cancelled',
      payment: { status: 'refunded', refunded: 8400, refundStatus: 'pending' },
    });
    expect((await call(t, guest, 'POST', `/api/bookings/${booking._id}/cancel`)).statusCode).toBe(200);
    const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 840_000, status: 'pending' });
    expect(rows[0]!.gatewayRefundId).toMatch(/^rfnd_/);
    await deliverAll(t);
    expect((await call(t, guest, 'GET', `/api/bookings/${booking._id}/refund`)).json()).toMatchObject({ cancellable: false, refund: 0 });
    const [processed] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(processed!.status).toBe('processed');
  });

  it('inside the fee window the policy keeps its fee; the provider cancelling refunds in full', async () => {
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 2, ownerId: owner.id });
    const book = async () =>
      (
        await call(t, guest, 'POST', '/api/booking/create', { hotel: hotel.id, roomCount: 1, checkInDate: day(0), checkOutDate: day(2) })
      ).json()._id as string;
    const mine = await book();
    await payAndVerify(t, guest, mine);
    // check-in today at noon: inside 24 hours, so the first night (half of two) is the fee
    expect((await call(t, guest, 'GET', `/api/bookings/${mine}/refund`)).json()).toMatchObject({
      refund: 4200,
      fee: 4200,
      message: 'You will get ₹4,200 back; ₹4,200 is the cancellation fee.',
    });
    expect((await call(t, guest, 'POST', `/api/bookings/${mine}/cancel`)).json().booking.payment).toMatchObject({
      status: 'partly_refunded',
      refunded: 4200,
    });

    const theirs = await book();
    await payAndVerify(t, guest, theirs);
    expect((await call(t, owner, 'GET', `/api/bookings/${theirs}/refund`)).json()).toMatchObject({ refund: 8400, fee: 0 });
    const byOwner = await call(t, owner, 'PUT', `/api/booking/status/${theirs}`, { status: 'Cancelled' });
    expect(byOwner.json()).toMatchObject({ status: 'Cancelled', payment: { status: 'refunded', refunded: 8400 } });
  });
});

describe('webhooks', () => {
  it('are retried until acknowledged', async () => {
    const { booking } = await bookRoom();
    await payBooking(t, guest, booking._id);
    const gateway = t.app.testGateway!;
    let tries = 0;
    const refuse = async () => {
      tries++;
      return 503;
    };
    const at = later(1);
    expect(await gateway.deliverDue(refuse, at)).toBe(0);
    expect(tries).toBeGreaterThanOrEqual(1);
    expect((await call(t, guest, 'POST', `/api/bookings/${booking._id}/history`)).json().booking.status).toBe('Pending');
    // not due again at once; due after its back-off
    expect(await gateway.deliverDue(refuse, at)).toBe(0);
    expect(await deliverAll(t)).toBeGreaterThanOrEqual(1);
    expect((await call(t, guest, 'POST', `/api/bookings/${booking._id}/history`)).json().booking.status).toBe('Confirmed');
  });
});
