// Money is taken once, over the real API and the test gateway: a booking has one open order, for what is
// due now; a repricing voids the order made for the old price (paying it anyway is refused and refunded in
// full); money captured beyond what is due is refunded at once, and the guest's email says so. A welcome code
// is once per payment method too: a UPI ID or card that already had its price is refused.
import { WELCOME_METHOD_USED } from '@raahi/contract/rules/coupons';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, users } from '../../src/db/schema.ts';
import { bookStay, day } from '../helpers/booking-helpers.ts';
import { insertHotel, setHotelTariff } from '../helpers/fixtures.ts';
import {
  CARD_DECLINED,
  CARD_SUCCESS,
  createCoupon,
  deliverAll,
  orderFor,
  payBooking,
  submitCheckout,
  UPI_SUCCESS,
  verify,
} from '../helpers/money-helpers.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call } from '../helpers/requests.ts';
import { appWith, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

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

    await setHotelTariff(t.db, hotelId, 300_000);
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

    // the admin's ledger shows the voided order as such
    const ledger = await call(t, admin, 'GET', `/api/admin/payments?status=voided`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json()).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: stale.orderId, status: 'voided' })]));

    // the gateway still takes the old order's ₹8,400 (a Razorpay order cannot be withdrawn): it is refused and given back
    const paid = await submitCheckout(t, stale.checkoutUrl, UPI_SUCCESS);
    expect(paid.status, paid.body).toBe(303);
    const refused = await verify(t, guest, paid.back);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payment_refused', message: expect.stringContaining('earlier amount') });
    // the booking is as it was: unpaid, held, due its new price
    expect(await bookingNow(b._id)).toMatchObject({ status: 'Pending', payment: { paid: 0, refunded: 0, due: 6300 } });
    expect((await refundsOf(b._id)).map((r) => r.amount)).toEqual([840_000]);
    const told = messageTo(await outbox(t, admin), guest.email, /We are refunding ₹8,400/);
    expect(told.text).toContain('earlier amount of your booking');

    // the order for what is due now pays for the booking
    const again = await submitCheckout(t, fresh.checkoutUrl, UPI_SUCCESS);
    const ok = await verify(t, guest, again.back);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'Confirmed', payment: { paid: 6300, refunded: 0, due: 0 } });
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

describe('welcome codes, once per payment method', () => {
  it('the gateway reports the UPI ID or card; a method that already had the welcome price is refused with the reason and refunded', async () => {
    const [first, second] = [await signedInAs(t, 'user'), await signedInAs(t, 'user')];
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(inArray(users.id, [first.id, second.id]));
    const [h1, h2] = [await insertHotel(t.db, { price: 400_000 }), await insertHotel(t.db, { price: 400_000 })];
    await createCoupon(
      t,
      admin,
      { relatedTo: 'Hotel', relatedId: h1.id },
      { couponCode: 'HELLO10', discountType: 'percent', discountValue: 10, appliesTo: 'any', perAccountLimit: 1 },
    );
    const bookWithCode = async (who: Actor, hotelId: string) => {
      const res = await call(t, who, 'POST', '/api/booking/create', {
        hotel: hotelId,
        roomCount: 1,
        checkInDate: day(80),
        checkOutDate: day(81),
        couponCode: 'HELLO10',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ couponCode: 'HELLO10', breakdown: { discount: 400 } });
      return res.json() as Booking;
    };

    const mine = await bookWithCode(first, h1.id);
    const paidByUpi = await payBooking(t, first, mine._id, UPI_SUCCESS);
    expect((await verify(t, first, paidByUpi.back)).json()).toMatchObject({ status: 'Confirmed' });
    // the payment entity carries the method as Razorpay's does
    const gateway = t.app.testGateway!;
    expect(await gateway.fetchPayment(paidByUpi.back.razorpay_payment_id!)).toMatchObject({ method: 'upi', vpa: 'success@razorpay' });

    // another account, the same UPI ID: refused, refunded in full, the booking still unpaid and held
    const theirs = await bookWithCode(second, h2.id);
    const again = await payBooking(t, second, theirs._id, UPI_SUCCESS);
    const refused = await verify(t, second, again.back);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payment_refused', message: WELCOME_METHOD_USED });
    const held = (await call(t, second, 'POST', `/api/bookings/${theirs._id}/history`)).json().booking as Booking & {
      payment: { holdExpiresAt: string | null };
    };
    expect(held).toMatchObject({ status: 'Pending', payment: { paid: 0, due: 3780 } });
    expect(held.payment.holdExpiresAt).not.toBeNull();
    expect((await refundsOf(theirs._id)).map((r) => [r.amount, r.reason, r.gatewayRefundId !== null])).toEqual([
      [378_000, 'Paid with a UPI ID or card that already had this welcome code', true],
    ]);
    const told = messageTo(await outbox(t, admin), second.email, /We are refunding ₹3,780/);
    expect(told.text).toContain('one booking per UPI ID or card');

    // a card that has not had it pays; the gateway reports the card like Razorpay's card entity
    const byCard = await payBooking(t, second, theirs._id, CARD_SUCCESS);
    expect((await verify(t, second, byCard.back)).json()).toMatchObject({ status: 'Confirmed', payment: { paid: 3780 } });
    const card = await gateway.fetchPayment(byCard.back.razorpay_payment_id!);
    expect(card).toMatchObject({ method: 'card', card_id: expect.stringMatching(/^card_/), card: { last4: '1111', network: 'Visa' } });
    expect(card.card!.id).toBe(card.card_id);
  });
});
