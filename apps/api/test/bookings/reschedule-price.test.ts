// A reschedule and its price, over the real API and the test gateway (docs/decisions/0025): the same price
// moves the booking and nothing else; a paid booking that now costs more moves only once the difference is
// paid (and is refunded when the dates were taken meanwhile); one that costs less moves and is refunded the
// difference, once; an unpaid booking takes the new price. Also the cab's advance: paid now, the rest due.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabs, payments, refunds, tours } from '../../src/db/schema.ts';
import { bookCab, bookStay, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour, setHotelTariff } from '../helpers/fixtures.ts';
import { deliverAll, orderFor, payAndVerify, payBooking, submitCheckout, UPI_SUCCESS, verify } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, rival: Actor, admin: Actor;

beforeAll(async () => {
  ({ t, guest, rival, admin } = await appWith({ guest: 'user', rival: 'user', admin: 'admin' }));
});
afterAll(() => t?.close());

type Booking = {
  _id: string;
  ammount: number;
  status: string;
  checkInDate?: string;
  bookingDate?: string;
  breakdown: { total: number; payNow: number; payLater: number };
  payment: { status: string; paid: number; due: number; refunded: number };
};
type Acted = { booking: Booking; history: { note: string | null }[]; reschedule?: Record<string, unknown> };

const act = async (id: string, action: string, body?: object, who = guest) => {
  const res = await call(t, who, 'POST', `/api/bookings/${id}/${action}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Acted;
};
const reschedule = (id: string, body: object, who = guest) => act(id, 'reschedule', body, who);
const now = async (id: string) => (await act(id, 'history')).booking;

/** Books, pays through the checkout (UPI) and verifies: a Confirmed, paid booking. */
async function paidBooking(path: string, body: object) {
  const res = await call(t, guest, 'POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json() as Booking;
  expect(await payAndVerify(t, guest, b._id)).toMatchObject({ status: 'Confirmed' });
  return b;
}

/** A two-night stay in a one-room hotel at ₹4,000 a night (+5 % GST: ₹8,400), paid. */
async function paidStay(checkIn = 30) {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
  const b = await paidBooking('/api/booking/create', {
    hotel: hotel.id,
    roomCount: 1,
    checkInDate: day(checkIn),
    checkOutDate: day(checkIn + 2),
  });
  return { hotelId: hotel.id, b };
}
const setHotelPrice = (id: string, price: number) => setHotelTariff(t.db, id, price);

describe('rescheduling keeps the price when the new date costs the same', () => {
  it('moves a paid stay, with no payment, refund or price change', async () => {
    const { b } = await paidStay();
    const r = await reschedule(b._id, { date: day(40) });
    expect(r.reschedule).toEqual({ outcome: 'kept', difference: 0, total: 8400 });
    expect(r.booking).toMatchObject({
      checkInDate: day(40),
      ammount: 8400,
      status: 'Confirmed',
      payment: { status: 'paid', paid: 8400, refunded: 0 },
    });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, b._id))).toHaveLength(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, b._id))).toHaveLength(0);
  });

  it('a provider or admin moving a booking keeps its price whatever the tariff now', async () => {
    const { hotelId, b } = await paidStay();
    await setHotelPrice(hotelId, 500_000);
    const r = await reschedule(b._id, { date: day(41) }, admin);
    expect(r.reschedule).toMatchObject({ outcome: 'kept', difference: 0 });
    expect(r.booking).toMatchObject({ checkInDate: day(41), ammount: 8400 });
  });
});

describe('a new date that costs more is paid for before the booking moves', () => {
  it('answers an order for the difference; paying it moves the booking at the new price, once', async () => {
    const { hotelId, b } = await paidStay();
    await setHotelPrice(hotelId, 500_000); // 2 nights × ₹5,000 + 5 % = ₹10,500: ₹2,100 more
    const r = await reschedule(b._id, { date: day(45) });
    expect(r.reschedule).toMatchObject({ outcome: 'pay', difference: 2100, total: 10_500 });
    // not moved yet, price unchanged
    expect(r.booking).toMatchObject({ checkInDate: day(30), ammount: 8400, payment: { paid: 8400, due: 0 } });
    const checkoutUrl = String(r.reschedule!.checkoutUrl);
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.body).toContain('₹2,100.00');

    const paid = await submitCheckout(t, checkoutUrl, UPI_SUCCESS);
    expect(paid.location).toContain(`bookingId=${b._id}&for=reschedule`);
    const v = await verify(t, guest, paid.back);
    expect(v.json()).toMatchObject({
      checkInDate: day(45),
      checkOutDate: day(47),
      ammount: 10_500,
      status: 'Confirmed',
      payment: { status: 'paid', paid: 10_500, due: 0, refunded: 0 },
    });
    // the redirect again and the webhook change nothing
    await verify(t, guest, paid.back);
    await deliverAll(t);
    const after = await act(b._id, 'history');
    expect(after.booking).toMatchObject({ checkInDate: day(45), ammount: 10_500, payment: { paid: 10_500 } });
    expect(after.history.map((h) => h.note).filter((n) => n?.startsWith('Rescheduled'))).toEqual([
      `Rescheduled from ${day(30)}–${day(32)} to ${day(45)}–${day(47)}; Paid ₹2,100 by UPI for the new dates`,
    ]);
  });

  it('refunds the difference in full when the new dates were taken before it was paid', async () => {
    const { hotelId, b } = await paidStay();
    await setHotelPrice(hotelId, 500_000);
    const r = await reschedule(b._id, { date: day(50) });
    expect(r.reschedule).toMatchObject({ outcome: 'pay', difference: 2100 });
    // someone else books the hotel's only room for those nights meanwhile
    const taken = await bookStay(t, rival, hotelId, 50, 52);
    expect(taken.statusCode, taken.body).toBe(201);
    const paid = await submitCheckout(t, String(r.reschedule!.checkoutUrl), UPI_SUCCESS);
    const v = (await verify(t, guest, paid.back)).json() as Booking;
    expect(v).toMatchObject({
      checkInDate: day(30),
      ammount: 8400,
      status: 'Confirmed',
      payment: { paid: 10_500, refunded: 2100, due: 0 },
    });
    const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, b._id));
    expect(rows).toMatchObject([{ amount: 210_000 }]);
    const notes = (await act(b._id, 'history')).history.map((h) => h.note);
    expect(notes).toContain('Paid ₹2,100 by UPI for new dates that could no longer be had; refunded in full');
  });

  it('refunds it too when the booking changed before the difference was paid', async () => {
    const { hotelId, b } = await paidStay();
    await setHotelPrice(hotelId, 500_000);
    const first = await reschedule(b._id, { date: day(55) });
    await setHotelPrice(hotelId, 400_000);
    expect((await reschedule(b._id, { date: day(56) })).reschedule).toMatchObject({ outcome: 'kept' });
    const paid = await submitCheckout(t, String(first.reschedule!.checkoutUrl), UPI_SUCCESS);
    expect((await verify(t, guest, paid.back)).json()).toMatchObject({ checkInDate: day(56), ammount: 8400, payment: { refunded: 2100 } });
  });
});

describe('a new date that costs less is refunded the difference', () => {
  it('moves a paid tour at once and refunds the difference through the gateway, once', async () => {
    const tour = await insertTour(t.db, { price: 1_000_000, seatsPerDeparture: 10 });
    const b = await paidBooking('/api/tour/booking/create', { tourId: tour.id, bookingDate: day(20), persons: 2 });
    expect(b.ammount).toBe(21_000); // 2 × ₹10,000 + 5 % GST
    await t.db.update(tours).set({ price: 800_000 }).where(eq(tours.id, tour.id));

    const r = await reschedule(b._id, { date: day(25) });
    expect(r.reschedule).toEqual({ outcome: 'refunded', difference: -4200, total: 16_800 });
    expect(r.booking).toMatchObject({
      bookingDate: day(25),
      ammount: 16_800,
      status: 'Confirmed',
      payment: { paid: 21_000, refunded: 4200, due: 0, refundStatus: 'pending' },
    });
    await deliverAll(t); // refund.processed
    expect((await now(b._id)).payment).toMatchObject({ refunded: 4200, refundStatus: 'processed' });
    // the same request again finds the booking moved: no second refund
    expect((await reschedule(b._id, { date: day(25) })).reschedule).toMatchObject({ outcome: 'kept' });
    const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, b._id));
    expect(rows).toMatchObject([{ amount: 420_000, reason: 'Rescheduled', status: 'processed' }]);
    expect(rows[0]!.gatewayRefundId).toMatch(/^rfnd_/);
    // cancelling later refunds what is left under the policy (at most ₹16,800)
    const preview = (await call(t, guest, 'GET', `/api/bookings/${b._id}/refund`)).json();
    expect(preview.paid).toBe(16_800);
  });
});

describe('a tour moved at a new tariff lists the parts of its new price', () => {
  // ₹10,000 an adult, a child of 6–11 ₹6,000; then ₹12,000 and ₹7,000
  const FAMILY = { persons: 2, childAges: [8] };
  const familyTour = () =>
    insertTour(t.db, { price: 1_000_000, childPrices: [{ fromAge: 6, toAge: 11, price: 600_000 }], seatsPerDeparture: 10 });
  const dearer = (id: string) =>
    t.db
      .update(tours)
      .set({ price: 1_200_000, childPrices: [{ fromAge: 6, toAge: 11, price: 700_000 }] })
      .where(eq(tours.id, id));
  const NEW_PARTS = [
    { kind: 'adults', count: 2, unit: 12_000, amount: 24_000 },
    { kind: 'children', count: 1, unit: 7000, amount: 7000, ages: [8], fromAge: 6, toAge: 11 },
  ];

  it('an unpaid tour: the parts follow the new total', async () => {
    const tour = await familyTour();
    const res = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(20), ...FAMILY });
    const b = res.json() as Booking & { fareParts: unknown[] };
    expect(b.fareParts).toMatchObject([{ unit: 10_000 }, { unit: 6000 }]);
    await dearer(tour.id);
    const r = await reschedule(b._id, { date: day(22) });
    expect(r.reschedule).toMatchObject({ outcome: 'repriced', total: 32_550 }); // ₹31,000 + 5 %
    expect((r.booking as Booking & { fareParts: unknown }).fareParts).toEqual(NEW_PARTS);
  });

  it('a paid tour that costs more: paying the difference moves it with the new parts', async () => {
    const tour = await familyTour();
    const b = await paidBooking('/api/tour/booking/create', { tourId: tour.id, bookingDate: day(20), ...FAMILY });
    await dearer(tour.id);
    const r = await reschedule(b._id, { date: day(23) });
    expect(r.reschedule).toMatchObject({ outcome: 'pay', total: 32_550 });
    const paid = await submitCheckout(t, String(r.reschedule!.checkoutUrl), UPI_SUCCESS);
    expect((await verify(t, guest, paid.back)).json()).toMatchObject({ bookingDate: day(23), ammount: 32_550, fareParts: NEW_PARTS });
  });
});

describe('an unpaid booking takes the new price', () => {
  it('stores the new total, and the order asks for it', async () => {
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
    const res = await bookStay(t, guest, hotel.id, 60, 62);
    const b = res.json() as Booking;
    await setHotelPrice(hotel.id, 300_000);
    const r = await reschedule(b._id, { date: day(63) });
    expect(r.reschedule).toEqual({ outcome: 'repriced', difference: 6300, total: 6300 });
    expect(r.booking).toMatchObject({ checkInDate: day(63), ammount: 6300, status: 'Pending', payment: { status: 'unpaid', due: 6300 } });
    expect((await orderFor(t, guest, b._id)).amount).toBe(630_000);
  });
});

describe('a cab paid in part', () => {
  it('pays the cab’s advance share now, the rest is due to the driver; every answer shows both', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 250_000, advancePercent: 30 });
    const res = await bookCab(t, guest, cab.id, ['Pune', 'Mumbai'], inHours(100), { paymentChoice: 'half' });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json() as Booking;
    // ₹2,500 + 5 % = ₹2,625: 30 % now (₹787.50), ₹1,837.50 to the driver
    expect(b.breakdown).toMatchObject({ total: 2625, payNow: 787.5, payLater: 1837.5 });
    expect(b.payment).toMatchObject({ status: 'unpaid', paid: 0, due: 2625 });
    expect((await orderFor(t, guest, b._id)).amount).toBe(78_750);
    const { back } = await payBooking(t, guest, b._id);
    const paid = (await verify(t, guest, back)).json() as Booking;
    expect(paid).toMatchObject({ status: 'Confirmed', payment: { status: 'advance_paid', paid: 787.5, due: 1837.5 } });
    // nothing more is due through the gateway: the rest goes to the driver
    expect((await call(t, guest, 'POST', '/api/payments/order', { bookingId: b._id })).statusCode).toBe(409);
    const listed = (await call(t, guest, 'GET', `/api/cab/booking/user/${guest.id}`)).json() as Booking[];
    expect(listed.find((x) => x._id === b._id)).toMatchObject({ payment: { status: 'advance_paid', paid: 787.5, due: 1837.5 } });

    // a dearer fare at the new time: the advance's difference is paid (30 % of ₹3,150 less ₹787.50)
    await t.db.update(cabs).set({ discountedPrice: 300_000 }).where(eq(cabs.id, cab.id));
    const r = await reschedule(b._id, { pickupTime: inHours(130) });
    expect(r.reschedule).toMatchObject({ outcome: 'pay', difference: 157.5, total: 3150 });
    const more = await submitCheckout(t, String(r.reschedule!.checkoutUrl), UPI_SUCCESS);
    expect((await verify(t, guest, more.back)).json()).toMatchObject({
      ammount: 3150,
      breakdown: { payNow: 945, payLater: 2205 },
      payment: { status: 'advance_paid', paid: 945, due: 2205 },
    });
  });
});
