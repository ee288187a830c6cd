// Money is taken once, over the real API and the test gateway: a booking has one open order, for what is
// due now; a repricing voids the order made for the old price (paying it anyway is refused and refunded in
// full); money captured beyond what is due is refunded at once, and the guest's email says so.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, payments, refunds } from '../src/db/schema.ts';
import { bookStay, day } from './helpers/booking-helpers.ts';
import { insertHotel } from './helpers/fixtures.ts';
import { CARD_DECLINED, deliverAll, orderFor, payBooking, submitCheckout, UPI_SUCCESS, verify } from './helpers/money-helpers.ts';
import { messageTo, outbox } from './helpers/outbox.ts';
import { call } from './helpers/requests.ts';
import { appWith, type Actor, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let guest: Actor, admin: Actor;

beforeAll(async () => {
  ({ t, guest, admin } = await appWith({ guest: 'user', admin: 'admin' }));
});
afterAll(() => t?.close());

type Booking = { _id: string; status: string; ammount: number; payment: { status: string; paid: number; due: number; refunded: number } };

/** A two-night stay in a one-room hotel at ₹4,000 a night (+5 % GST: ₹8,400), not paid yet. */
async function unpaidStay(checkIn: number) {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
  const res = await bookStay(t, guest, hotel.id, checkIn, checkIn + 2);
  expect(res.statusCode, res.body).toBe(201);
  return { hotelId: hotel.id, b: res.json() as Booking };
}
const bookingNow = async (id: string) => (await call(t, guest, 'POST', `/api/bookings/${id}/history`)).json().booking as Booking;
const ordersOf = (bookingId: string) =>
  t.db
    .select({ orderId: payments.orderId, status: payments.status, amount: payments.amount })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
const refundsOf = (bookingId: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));

describe('one open order per booking', () => {
  it('a repricing voids the order made for the old price: paying it anyway is refused, refunded in full, and the guest is told', async () => {
    const { hotelId, b } = await unpaidStay(40);
    const stale = await orderFor(t, guest, b._id);
    expect(stale.amount).toBe(840_000);

    await t.db.update(hotels).set({ price: 300_000 }).where(eq(hotels.id, hotelId));
    const moved = await call(t, guest, 'POST', `/api/bookings/${b._id}/reschedule`, { date: day(43) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().reschedule).toMatchObject({ outcome: 'repriced', total: 6300 });

    const fresh = await orderFor(t, guest, b._id);
    expect(fresh).toMatchObject({ amount: 630_000 });
    expect(fresh.orderId).not.toBe(stale.orderId);
    expect(await ordersOf(b._id)).toEqual(
      expect.arrayContaining([
        { orderId: stale.orderId, status: 'voided', amount: 840_000 },
        { orderId: fresh.orderId, status: 'created', amount: 630_000 },
      ]),
    );

    // the gateway still takes the old order's ₹8,400 (a Razorpay order cannot be withdrawn): it is refused and given back
    const paid = await submitCheckout(t, stale.checkoutUrl, UPI_SUCCESS);
    expect(paid.status, paid.body).toBe(303);
    const refused = await verify(t, guest, paid.back);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payment_refused', message: expect.stringContaining('earlier amount') });
    expect(await bookingNow(b._id)).toMatchObject({ status: 'Pending', payment: { paid: 8400, refunded: 8400, due: 6300 } });
    expect((await refundsOf(b._id)).map((r) => r.amount)).toEqual([840_000]);
    const told = messageTo(await outbox(t, admin), guest.email, /We are refunding ₹8,400/);
    expect(told.text).toContain('earlier amount of your booking');

    // the order for what is due now pays for the booking
    const again = await submitCheckout(t, fresh.checkoutUrl, UPI_SUCCESS);
    const ok = await verify(t, guest, again.back);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'Confirmed', payment: { paid: 14_700, refunded: 8400, due: 0 } });
  });

  it('money captured beyond what is due is refunded at once, and the guest’s email says so', async () => {
    const { b } = await unpaidStay(50);
    // a declined card closes the first order; the second pays the booking
    const first = await orderFor(t, guest, b._id);
    expect((await submitCheckout(t, first.checkoutUrl, CARD_DECLINED)).status).toBe(303);
    await deliverAll(t);
    expect((await verify(t, guest, (await payBooking(t, guest, b._id)).back)).json()).toMatchObject({ status: 'Confirmed' });

    // the payer retries the first order in a tab left open (the gateway lets an order be paid after a failed attempt)
    const twice = await submitCheckout(t, first.checkoutUrl, UPI_SUCCESS);
    expect(twice.status, twice.body).toBe(303);
    const res = await verify(t, guest, twice.back);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingNow(b._id)).toMatchObject({ status: 'Confirmed', payment: { paid: 16_800, refunded: 8400 } });
    const given = await refundsOf(b._id);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ amount: 840_000, reason: 'Paid more than was due' });
    const [captured] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, b._id), eq(payments.orderId, first.orderId)));
    expect(given[0]!.paymentId).toBe(captured!.id);
    const told = messageTo(await outbox(t, admin), guest.email, /We are refunding ₹8,400/);
    expect(told.text).toContain('more than was due');
  });
});
