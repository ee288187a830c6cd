// Accounts are free to make, so what one account may do is bounded: registrations per address, unpaid
// bookings per account (one until the email is confirmed, three after), welcome codes only with a
// confirmed email, and enquiries and reviews per hour per account and per address.
import { UNPAID_BOOKINGS } from '@raahi/contract/rules/booking-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings } from '../../src/db/schema.ts';
import { POSTING_LIMITS } from '../../src/modules/auth/attempt-throttle.ts';
import { bookCab, bookStay, day, inHours, stayId } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createCoupon, payAndVerify } from '../helpers/money-helpers.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { hotelStay } from '../helpers/past-bookings.ts';
import { call } from '../helpers/requests.ts';
import { linkIn } from '../helpers/smtp-server.ts';
import { createTestApp, DEFAULT_PASSWORD, signedInAccounts, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor;
let hotelId: string;
let cabId: string;
let tourId: string;

beforeAll(async () => {
  // the limits as they are in production (the test app raises them for other files)
  t = await createTestApp({ unpaidBookings: UNPAID_BOOKINGS, postingLimits: POSTING_LIMITS });
  ({ admin } = await signedInAccounts(t, { admin: 'admin' }));
  hotelId = (await insertHotel(t.db, { rooms: 50 })).id;
  cabId = (await insertCab(t.db)).id;
  tourId = (await insertTour(t.db, { availableTill: day(120) })).id;
});
afterAll(() => t?.close());

const register = (n: number, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    remoteAddress: address,
    payload: { firstName: 'Spam', email: `spam${n}-${address}@example.test`, password: DEFAULT_PASSWORD },
  });

/** Follows the welcome message's link, as the account's owner would. */
async function confirmEmail(user: Actor) {
  const welcome = messageTo(await outbox(t, admin), user.email, /^Welcome/);
  const res = await call(t, undefined, 'POST', '/api/users/verify-email', {
    token: linkIn(welcome.text, '/verify-email').searchParams.get('token'),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const bookTour = (who: Actor, daysAhead: number) =>
  call(t, who, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(daysAhead), persons: 1 });

describe('POST /api/users', () => {
  it('makes at most 20 accounts an hour from one address (429 with Retry-After); another address still registers', async () => {
    for (let i = 0; i < 20; i++) expect((await register(i, '198.51.100.20')).statusCode).toBe(201);
    const refused = await register(20, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(21, '198.51.100.21')).statusCode).toBe(201);
  });
});

describe('unpaid bookings one account may hold', () => {
  it('is one, across hotels, cabs and tours, until the email is confirmed, and says why and how to verify', async () => {
    const fresh = await signedInAs(t, 'user', { verified: false });
    expect((await bookStay(t, fresh, hotelId, 10, 12)).statusCode).toBe(201);
    const cab = await bookCab(t, fresh, cabId, ['Jaipur', 'Ajmer'], inHours(72));
    expect(cab.statusCode).toBe(409);
    expect(cab.json()).toMatchObject({ code: 'hold_limit' });
    expect(cab.json().message).toMatch(/^Until your email address is confirmed, an account may hold one unpaid booking at a time/);
    expect(cab.json().message).toMatch(/confirm your email to hold up to 3: follow the link we sent you/);
    expect((await bookTour(fresh, 20)).statusCode).toBe(409);

    await confirmEmail(fresh);
    expect((await bookCab(t, fresh, cabId, ['Jaipur', 'Ajmer'], inHours(72))).statusCode).toBe(201);
    expect((await bookTour(fresh, 20)).statusCode).toBe(201);
    const fourth = await bookStay(t, fresh, hotelId, 30, 31);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      'One account may hold 3 unpaid bookings at once, and you hold 3. Pay for one or cancel it in My Bookings, then book again.',
    );
  });

  it('counts neither a paid booking nor a hold whose time ran out', async () => {
    const guest = await signedInAs(t, 'user', { verified: false });
    const first = await stayId(t, guest, hotelId, 40, 41);
    await payAndVerify(t, guest, first);
    const second = await stayId(t, guest, hotelId, 42, 43);
    expect((await bookStay(t, guest, hotelId, 44, 45)).statusCode).toBe(409);
    await t.db
      .update(hotelBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(hotelBookings.id, second));
    expect((await bookStay(t, guest, hotelId, 44, 45)).statusCode).toBe(201);
  });
});

describe('welcome codes (once per account)', () => {
  it('need a confirmed email, in the quote and the booking; other codes do not', async () => {
    await createCoupon(
      t,
      admin,
      { relatedTo: 'Hotel', relatedId: hotelId },
      { couponCode: 'HELLO10', discountType: 'percent', discountValue: 10, perAccountLimit: 1 },
    );
    await createCoupon(
      t,
      admin,
      { relatedTo: 'Hotel', relatedId: hotelId },
      { couponCode: 'ANYONE5', discountType: 'percent', discountValue: 5 },
    );
    const fresh = await signedInAs(t, 'user', { verified: false });
    const stay = (couponCode: string) => ({ hotel: hotelId, roomCount: 1, checkInDate: day(50), checkOutDate: day(51), couponCode });
    const quote = await call(t, fresh, 'POST', '/api/quote', { kind: 'hotel', ...stay('HELLO10') });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().coupon).toMatchObject({
      applied: false,
      message: expect.stringMatching(/^This code is once per account: confirm your email/),
    });
    const refused = await call(t, fresh, 'POST', '/api/booking/create', stay('HELLO10'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.couponCode).toMatch(/confirm your email/);
    expect((await call(t, fresh, 'POST', '/api/quote', { kind: 'hotel', ...stay('ANYONE5') })).json().coupon).toMatchObject({
      applied: true,
    });

    await confirmEmail(fresh);
    expect((await call(t, fresh, 'POST', '/api/quote', { kind: 'hotel', ...stay('HELLO10') })).json().coupon).toMatchObject({
      applied: true,
    });
    expect((await call(t, fresh, 'POST', '/api/booking/create', stay('HELLO10'))).statusCode).toBe(201);
  });
});

describe('posts others read, per hour', () => {
  const ask = (who: Actor, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress: address,
      headers: who.headers,
      payload: { kind: 'hotel', listingId: hotelId, message: 'Is breakfast included?' },
    });

  it('enquiries: 10 per account and 30 per address', async () => {
    const [a, b, c, d] = [await signedInAs(t), await signedInAs(t), await signedInAs(t), await signedInAs(t)];
    for (let i = 0; i < 10; i++) expect((await ask(a, '203.0.113.30')).statusCode).toBe(201);
    const eleventh = await ask(a, '203.0.113.31');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('Too many questions in the last hour. Please wait a while before you ask again.');
    for (const who of [b, c]) for (let i = 0; i < 10; i++) expect((await ask(who, '203.0.113.30')).statusCode).toBe(201);
    expect((await ask(d, '203.0.113.30')).statusCode).toBe(429);
    expect((await ask(d, '203.0.113.32')).statusCode).toBe(201);
  });

  it('reviews: 10 per account and 30 per address', async () => {
    const review = async (who: Actor, address: string) => {
      const stay = await hotelStay(t.db, who.id, hotelId, -5, -3);
      return t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        remoteAddress: address,
        headers: who.headers,
        payload: { bookingId: stay.id, rating: 4, text: 'A calm stay.' },
      });
    };
    const [a, b, c, d] = [await signedInAs(t), await signedInAs(t), await signedInAs(t), await signedInAs(t)];
    for (let i = 0; i < 10; i++) expect((await review(a, '203.0.113.40')).statusCode).toBe(201);
    const eleventh = await review(a, '203.0.113.41');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('Too many reviews in the last hour. Please wait a while before you write another.');
    for (const who of [b, c]) for (let i = 0; i < 10; i++) expect((await review(who, '203.0.113.40')).statusCode).toBe(201);
    expect((await review(d, '203.0.113.40')).statusCode).toBe(429);
    expect((await review(d, '203.0.113.42')).statusCode).toBe(201);
  });
});
