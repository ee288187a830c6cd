// POST /api/quote and coupon codes: the quote answers exactly what the create call stores, GST by the
// contract's rates, cab advances, and coupons with their limits and refusals, through the real API.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHours } from '../helpers/booking-helpers.ts';
import { call } from '../helpers/requests.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createCoupon, payAndVerify } from '../helpers/money-helpers.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, other: Actor, content: Actor;
let hotelId: string;
let luxuryId: string;
let cabId: string;
let tourId: string;
const day = (n: number) => addDays(todayInIndia(), n);
/** A coupon on an offer for the test hotel (or tour), made by the content manager. */
const hotelCoupon = (coupon: Record<string, unknown>, dates?: { startDate?: string; endDate?: string }) =>
  createCoupon(t, content, { relatedTo: 'Hotel', relatedId: hotelId }, coupon, dates);
const tourCoupon = (coupon: Record<string, unknown>, dates?: { startDate?: string; endDate?: string }) =>
  createCoupon(t, content, { relatedTo: 'Tour', relatedId: tourId }, coupon, dates);

beforeAll(async () => {
  ({ t, guest, other, content } = await appWith({ guest: 'user', other: 'user', content: 'content' }));
  hotelId = (await insertHotel(t.db, { price: 400_000, rooms: 10 })).id;
  luxuryId = (await insertHotel(t.db, { price: 1_000_000, rooms: 10 })).id;
  cabId = (await insertCab(t.db, { discountedPrice: 300_000, advancePercent: 25 })).id;
  tourId = (await insertTour(t.db, { price: 1_000_000, seatsPerDeparture: 50 })).id;
});
afterAll(() => t?.close());

const quote = (who: typeof guest | undefined, body: object) => call(t, who, 'POST', '/api/quote', body);
const stay = (over: object = {}) => ({ kind: 'hotel', hotel: hotelId, roomCount: 1, checkInDate: day(20), checkOutDate: day(22), ...over });

describe('POST /api/quote', () => {
  it('answers every line a hotel booking would store, without booking; the create call stores the same', async () => {
    const body = stay({ mealPlan: 'breakfast', insurance: true, donation: true });
    const q = await quote(undefined, body);
    expect(q.statusCode, q.body).toBe(200);
    // 2 nights × 4000, breakfast 2 × 2950, GST 5 % (tariff within ₹7,500) on both, insurance and donation untaxed
    expect(q.json()).toMatchObject({
      kind: 'hotel',
      breakdown: {
        base: 8000,
        meals: 5900,
        insurance: 158,
        donation: 35,
        discount: 0,
        taxRate: 5,
        taxes: 695,
        total: 14788,
        payNow: 14788,
        payLater: 0,
      },
      coupon: null,
      advancePercent: null,
      holdMinutes: 15,
      cancellationPolicy: 'Free cancellation until 24 hours before check-in; after that the first night is charged.',
    });
    const { kind: _kind, ...create } = body;
    const b = await call(t, guest, 'POST', '/api/booking/create', create);
    expect(b.statusCode).toBe(201);
    expect(b.json().breakdown).toEqual(q.json().breakdown);
  });

  it('taxes a room above ₹7,500 a night at 18 %', async () => {
    const q = await quote(undefined, stay({ hotel: luxuryId, checkOutDate: day(21) }));
    expect(q.json().breakdown).toMatchObject({ base: 10000, taxRate: 18, taxes: 1800, total: 11800 });
  });

  it("a cab paid in part: the cab's advance share now, the rest to the driver", async () => {
    const q = await quote(undefined, {
      kind: 'cab',
      cab: cabId,
      pickupLocation: 'Pune',
      dropoffLocation: 'Mumbai',
      pickupTime: inHours(72),
      paymentChoice: 'half',
    });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({
      advancePercent: 25,
      breakdown: { base: 3000, taxes: 150, total: 3150, payNow: 787.5, payLater: 2362.5 },
    });
  });

  it('a tour: persons × price with the tour operator GST', async () => {
    const q = await quote(undefined, { kind: 'tour', tourId, bookingDate: day(5), persons: 2 });
    expect(q.json().breakdown).toMatchObject({ base: 20000, taxRate: 5, taxes: 1000, total: 21000 });
  });

  it('refuses what the create call refuses: bad fields (400), an unknown listing (404), a date outside the tour window (400)', async () => {
    expect((await quote(undefined, { kind: 'boat' })).statusCode).toBe(400);
    expect((await quote(undefined, stay({ roomCount: 0 }))).json().fields).toHaveProperty('roomCount');
    expect((await quote(undefined, stay({ hotel: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    expect((await quote(undefined, { kind: 'tour', tourId, bookingDate: day(400) })).statusCode).toBe(400);
  });
});

describe('coupon codes', () => {
  it('WELCOME10-style: 10 % off any booking at most ₹1,000, once per account; the discount is stored on the booking', async () => {
    await hotelCoupon({
      couponCode: 'welcome10x',
      discountType: 'percent',
      discountValue: 10,
      maxDiscount: 1000,
      appliesTo: 'any',
      perAccountLimit: 1,
    });
    const q = await quote(guest, stay({ couponCode: 'Welcome10X' }));
    // 10 % of 8000 = 800 off before GST: taxable 7200, GST 360
    expect(q.json()).toMatchObject({
      coupon: { code: 'WELCOME10X', applied: true, discount: 800, message: 'WELCOME10X applied' },
      breakdown: { base: 8000, discount: 800, taxes: 360, total: 7560 },
    });
    const capped = await quote(guest, { kind: 'tour', tourId, bookingDate: day(5), persons: 2, couponCode: 'WELCOME10X' });
    expect(capped.json()).toMatchObject({
      coupon: { applied: true, discount: 1000 },
      breakdown: { discount: 1000, taxes: 950, total: 19950 },
    });

    const { kind: _kind, ...create } = stay({ couponCode: 'welcome10x' });
    const b = await call(t, guest, 'POST', '/api/booking/create', create);
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json()).toMatchObject({ couponCode: 'WELCOME10X', ammount: 7560, breakdown: { discount: 800 }, payment: { due: 7560 } });

    // while that booking waits for its payment, the code is held by it, and the guest is told which way out
    const held = 'An unpaid booking of yours holds this code. Pay for it, or cancel it in My Bookings to use the code here.';
    const again = await quote(guest, stay({ couponCode: 'WELCOME10X' }));
    expect(again.json()).toMatchObject({
      coupon: { applied: false, discount: 0, message: held },
      breakdown: { discount: 0 },
    });
    const refused = await call(t, guest, 'POST', '/api/booking/create', create);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: held, fields: { couponCode: held } });
    // another account may still use it; signed out, the code asks for a sign-in
    expect((await quote(other, stay({ couponCode: 'WELCOME10X' }))).json().coupon.applied).toBe(true);
    expect((await quote(undefined, stay({ couponCode: 'WELCOME10X' }))).json().coupon.message).toBe('Sign in to use this code.');

    // cancelling the unpaid booking gives the use back
    await call(t, guest, 'POST', `/api/bookings/${b.json()._id}/cancel`);
    expect((await quote(guest, stay({ couponCode: 'WELCOME10X' }))).json().coupon.applied).toBe(true);

    // a booking paid with it has used it for good
    const paid = await call(
      t,
      guest,
      'POST',
      '/api/booking/create',
      stay({ kind: undefined, couponCode: 'WELCOME10X', checkInDate: day(30), checkOutDate: day(31) }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    await payAndVerify(t, guest, paid.json()._id);
    expect((await quote(guest, stay({ couponCode: 'WELCOME10X' }))).json().coupon).toMatchObject({
      applied: false,
      message: 'You have already used this code',
    });
  });

  it('STAY500-style: ₹500 off hotel bookings of ₹5,000 or more; not for cabs', async () => {
    await hotelCoupon({
      couponCode: 'STAY500X',
      discountType: 'flat',
      discountValue: 500,
      minAmount: 5000,
      appliesTo: 'hotels',
    });
    const one = await quote(guest, stay({ checkOutDate: day(21), couponCode: 'STAY500X' }));
    expect(one.json().coupon).toEqual({ code: 'STAY500X', applied: false, discount: 0, message: 'Minimum booking ₹5,000' });
    const two = await quote(guest, stay({ couponCode: 'STAY500X' }));
    expect(two.json()).toMatchObject({ coupon: { applied: true, discount: 500 }, breakdown: { discount: 500, taxes: 375, total: 7875 } });
    const cab = await quote(guest, {
      kind: 'cab',
      cab: cabId,
      pickupLocation: 'A',
      dropoffLocation: 'B',
      pickupTime: inHours(72),
      couponCode: 'STAY500X',
    });
    expect(cab.json().coupon.message).toBe('This code is for hotel bookings.');
  });

  it('refuses an expired or unknown code with its reason', async () => {
    await tourCoupon({ couponCode: 'OLDDEAL', discountValue: 5 }, { startDate: day(-10), endDate: day(-1) });
    expect((await quote(guest, { kind: 'tour', tourId, bookingDate: day(5), couponCode: 'OLDDEAL' })).json().coupon.message).toBe(
      'This code has expired',
    );
    expect((await quote(guest, { kind: 'tour', tourId, bookingDate: day(5), couponCode: 'NOPE' })).json().coupon.message).toBe(
      'This code is not valid.',
    );
    const res = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(5), couponCode: 'OLDDEAL' });
    expect(res.statusCode).toBe(400);
  });

  it('a code for one listing applies only there; a total limit is counted across accounts', async () => {
    await tourCoupon({ couponCode: 'SPITI1', discountValue: 10, totalLimit: 1 });
    const other2 = (await insertTour(t.db)).id;
    expect((await quote(guest, { kind: 'tour', tourId: other2, bookingDate: day(5), couponCode: 'SPITI1' })).json().coupon.message).toBe(
      'This code is not valid for this booking.',
    );
    expect(
      (await call(t, other, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(5), couponCode: 'SPITI1' })).statusCode,
    ).toBe(201);
    expect((await quote(guest, { kind: 'tour', tourId, bookingDate: day(5), couponCode: 'SPITI1' })).json().coupon.message).toBe(
      'This code has been fully redeemed.',
    );
  });

  it('offers carry their coupon terms; a code is unique across offers; members-only deals are shown to members only', async () => {
    const offer = await hotelCoupon({ couponCode: 'SECRET20', discountValue: 20, membersOnly: true });
    expect(offer).toMatchObject({
      membersOnly: true,
      coupon: { code: 'SECRET20', discountType: 'percent', discountValue: 20, appliesTo: 'listing' },
    });
    const dup = await call(t, content, 'POST', '/api/admin/offer', {
      title: 'Dup',
      description: 'Dup',
      relatedTo: 'Hotel',
      relatedId: hotelId,
      startDate: day(0),
      endDate: day(3),
      couponCode: 'secret20',
      discountValue: 5,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields.couponCode).toBe('Another offer already carries this code.');
    const bad = await call(t, content, 'POST', '/api/admin/offer', {
      title: 'Bad',
      description: 'Bad',
      relatedTo: 'Hotel',
      relatedId: hotelId,
      startDate: day(0),
      endDate: day(3),
      couponCode: 'BAD',
      discountValue: 150,
    });
    expect(bad.json().fields.discountValue).toBe('A percentage is a whole number from 1 to 100.');
    const titlesFor = async (who: typeof guest | undefined) =>
      ((await call(t, who, 'GET', '/api/offer?limit=100')).json() as { title: string }[]).map((o) => o.title);
    expect(await titlesFor(undefined)).not.toContain('Code SECRET20');
    expect(await titlesFor(guest)).toContain('Code SECRET20');
  });
});
