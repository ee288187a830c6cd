import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@raahi/contract/indian-states';
import { bookingStatusHistory, hotelBookings } from '../../src/db/schema.ts';
import { bookingCast, day, today } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, other: Actor, admin: Actor, owner: Actor, otherOwner: Actor;
let hotelId: string;
let otherHotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, other, admin, owner, otherOwner } = await bookingCast(t, 'Asha', 'hotel'));
  // 4500 a night (5 % GST: within the ₹7,500 slab), 3 rooms; the stored taxes column no longer prices anything
  hotelId = (await insertHotel(t.db, { name: 'Hawa Mahal Stay', price: 450_000, taxes: 54_000, rooms: 3, ownerId: owner.id })).id;
  otherHotelId = (await insertHotel(t.db, { ownerId: otherOwner.id })).id;
});
afterAll(() => t?.close());

/** A stay of `rooms` rooms at the test hotel from day `from` to day `to`. */
const stay = (rooms: number, from: number, to: number, over: object = {}) => ({
  hotel: hotelId,
  roomCount: rooms,
  checkInDate: day(from),
  checkOutDate: day(to),
  ...over,
});
const book = (who: Actor | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, who, 'POST', '/api/booking/create', body, headers);

describe('POST /api/booking/create', () => {
  it('books with only hotel and roomCount: today → tomorrow, total from stored prices, the booking also under message', async () => {
    const res = await book(guest, { hotel: hotelId, roomCount: 1, ammount: 1, totalAmount: 1 });
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      kind: 'hotel',
      status: 'Pending',
      roomCount: 1,
      checkInDate: today,
      checkOutDate: day(1),
      nights: 1,
      guests: 2,
      mealPlan: 'none',
      ammount: 4725,
      breakdown: { base: 4500, taxes: 225, taxRate: 5, addOns: 0, discount: 0, total: 4725 },
      payment: { status: 'unpaid', paid: 0, due: 4725, refunded: 0 },
      hotelName: 'Hawa Mahal Stay',
      hotel: { _id: hotelId, name: 'Hawa Mahal Stay' },
      user: { _id: guest.id, name: 'Asha user' },
    });
    expect(b.message).toMatchObject({ _id: b._id, ammount: 4725, roomCount: 1 });
    // the hold on an unpaid booking: BOOKING_HOLD_MINUTES (15 by default) from now
    const holdMs = Date.parse(b.payment.holdExpiresAt) - Date.now();
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000);
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, b._id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'Pending', changedBy: guest.id }]);
    await call(t, admin, 'PUT', `/api/booking/status/${b._id}`, { status: 'Cancelled' });
  });

  it('prices rooms × nights × price + meal plan per room-night, GST on both, + insurance + donation', async () => {
    const res = await book(guest, stay(2, 10, 12, { mealPlan: 'breakfast', insurance: true, donation: true, guests: 3 }));
    expect(res.statusCode).toBe(201);
    // base 2×2×4500, meals 2×2×2950, GST 5 % of both, insurance 158 and donation 35 untaxed
    expect(res.json()).toMatchObject({
      nights: 2,
      guests: 3,
      ammount: 18000 + 11993 + 1490,
      breakdown: { base: 18000, taxes: 1490, addOns: 11993, total: 31483 },
    });
    // every line of the add-ons, and nothing left to pay later
    expect(res.json().breakdown).toMatchObject({ meals: 11800, insurance: 158, donation: 35, payNow: 31483, payLater: 0 });
    const [row] = await t.db.select().from(hotelBookings).where(eq(hotelBookings.id, res.json()._id));
    expect(row).toMatchObject({
      totalAmount: 3_148_300,
      mealsAmount: 1_180_000,
      insuranceAmount: 15_800,
      donationAmount: 3_500,
      taxRate: 5,
    });
  });

  it('keeps the guest details the review page asks for: mobile, GSTIN (upper-cased) and state', async () => {
    const res = await book(guest, stay(1, 14, 15, { mobile: '+91 98765 43210', gstNumber: '27aapfu0939f1zv', state: 'maharashtra' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mobile: '+91 98765 43210', gstNumber: '27AAPFU0939F1ZV', state: 'maharashtra' });
    const mine = (await call(t, guest, 'GET', `/api/booking/user/${guest.id}?limit=100`)).json();
    expect(mine.find((b: { _id: string }) => b._id === res.json()._id)).toMatchObject({
      gstNumber: '27AAPFU0939F1ZV',
      state: 'maharashtra',
    });
    // a client that sends none of them still books, with empty details
    const plain = await book(guest, stay(1, 16, 17));
    expect(plain.json()).toMatchObject({ mobile: '', gstNumber: '', state: '' });
  });

  it('takes every union territory as the billing state, as the review page lists them, and the specs’ 29 values still', async () => {
    const territories = [
      'jammu-and-kashmir',
      'ladakh',
      'puducherry',
      'chandigarh',
      'andaman-and-nicobar-islands',
      'lakshadweep',
      'dadra-and-nagar-haveli-and-daman-and-diu',
    ];
    const listed = INDIAN_STATES.map((s) => s.value);
    expect(listed).toEqual(expect.arrayContaining([...territories, 'delhi', 'tamil-nadu', 'west-bengal']));
    expect(listed).toHaveLength(36);
    for (const [i, state] of territories.entries()) {
      const res = await book(guest, stay(1, 20 + i, 21 + i, { state }));
      expect(res.statusCode, state).toBe(201);
      expect(res.json().state).toBe(state);
      await call(t, admin, 'PUT', `/api/booking/status/${res.json()._id}`, { status: 'Cancelled' });
    }
    const saved = await call(t, guest, 'PUT', '/api/users/profile', {
      firstName: 'Asha',
      lastName: 'user',
      email: guest.email,
      billingState: 'ladakh',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(t, guest, 'GET', '/api/users/profile')).json()).toMatchObject({ billingState: 'ladakh' });
  });

  it('keeps the stored breakdown when the hotel price changes later', async () => {
    const h = await insertHotel(t.db, { price: 100_000 });
    const b = (await book(guest, { hotel: h.id, roomCount: 1, checkInDate: day(3), checkOutDate: day(4) })).json();
    const { hotels } = await import('../../src/db/schema.ts');
    await t.db.update(hotels).set({ price: 999_900 }).where(eq(hotels.id, h.id));
    const list = (await call(t, guest, 'GET', `/api/booking/user/${guest.id}`)).json();
    expect(list.find((x: { _id: string }) => x._id === b._id).ammount).toBe(1050);
  });

  it('refuses bad input with field messages', async () => {
    const cases: [object, string][] = [
      [{ hotel: hotelId, roomCount: 0 }, 'roomCount'],
      [{ hotel: hotelId, roomCount: 21 }, 'roomCount'],
      [{ hotel: hotelId, roomCount: 1.5 }, 'roomCount'],
      [{ hotel: hotelId }, 'roomCount'],
      [{ hotel: hotelId, roomCount: 1, checkInDate: day(3), checkOutDate: day(3) }, 'checkOutDate'],
      [{ hotel: hotelId, roomCount: 1, checkInDate: day(-1), checkOutDate: day(1) }, 'checkInDate'],
      [{ hotel: hotelId, roomCount: 1, checkInDate: day(1), checkOutDate: day(40) }, 'checkOutDate'],
      [{ hotel: hotelId, roomCount: 1, checkInDate: '2026-02-30' }, 'checkInDate'],
      [{ hotel: hotelId, roomCount: 1, mealPlan: 'caviar' }, 'mealPlan'],
      [{ hotel: hotelId, roomCount: 1, mobile: 'call me' }, 'mobile'],
      [{ hotel: hotelId, roomCount: 1, gstNumber: '12345' }, 'gstNumber'],
      // the right shape with a wrong check character
      [{ hotel: hotelId, roomCount: 1, gstNumber: '29ABCDE1234F1Z5' }, 'gstNumber'],
      [{ hotel: hotelId, roomCount: 1, state: 'atlantis' }, 'state'],
    ];
    for (const [body, field] of cases) {
      const res = await book(guest, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it('needs a signed-in account', async () => {
    expect((await book(undefined, { hotel: hotelId, roomCount: 1 })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown hotel, 400 for a malformed id, 409 for an archived one', async () => {
    expect((await book(guest, { hotel: '00000000-0000-4000-8000-000000000000', roomCount: 1 })).statusCode).toBe(404);
    const malformed = await book(guest, { hotel: 'nope', roomCount: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ hotel: 'Not a valid id.' });
    const archived = await insertHotel(t.db, { archivedAt: new Date() });
    const res = await book(guest, { hotel: archived.id, roomCount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This hotel is no longer taking bookings.');
  });

  it('never sells more rooms than the hotel has on any night; cancelling frees them', async () => {
    // 3 rooms; nights day 20..24
    const a = await book(guest, stay(2, 20, 22));
    expect(a.statusCode).toBe(201);
    const b = await book(other, stay(2, 21, 23));
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ message: 'Only 1 room left for these dates.', code: 'sold_out' });
    // no overlap: check-out day is free again
    expect((await book(other, stay(3, 22, 24))).statusCode).toBe(201);
    const full = await book(other, stay(1, 22, 23));
    expect(full.json().message).toBe('No rooms left for these dates.');
    expect((await book(other, stay(2, 19, 21))).json().message).toBe('Only 1 room left for these dates.');
    expect((await call(t, guest, 'POST', `/api/bookings/${a.json()._id}/cancel`)).statusCode).toBe(200);
    expect((await book(other, stay(3, 20, 22))).statusCode).toBe(201);
  });

  it('returns the first booking for a repeated Idempotency-Key, and never a second row', async () => {
    const body = stay(1, 40, 41);
    const first = await book(guest, body, { 'idempotency-key': 'hotel-key-1' });
    const again = await book(guest, { ...body, roomCount: 2 }, { 'idempotency-key': 'hotel-key-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()._id).toBe(first.json()._id);
    expect(again.json().roomCount).toBe(1);
    // the same key from another account is its own booking
    const others = await book(other, body, { 'idempotency-key': 'hotel-key-1' });
    expect(others.statusCode).toBe(201);
    expect(others.json()._id).not.toBe(first.json()._id);
    const rows = await t.db.select().from(hotelBookings).where(eq(hotelBookings.idempotencyKey, 'hotel-key-1'));
    expect(rows).toHaveLength(2);
    expect((await book(guest, body, { 'idempotency-key': 'x'.repeat(201) })).statusCode).toBe(400);
  });
});

describe('hotel booking lists', () => {
  // bookings of this block's own, so each test runs alone: three by a new guest (the first cancelled)
  // at the owner's hotel, one by another guest at another owner's hotel
  let shopper: Actor;
  let made: string[];
  beforeAll(async () => {
    shopper = await signedInAs(t, 'user', { firstName: 'Asha' });
    made = [];
    for (const d of [60, 62, 64]) made.push((await book(shopper, stay(1, d, d + 1))).json()._id);
    await call(t, shopper, 'POST', `/api/bookings/${made[0]}/cancel`);
    await book(other, { hotel: otherHotelId, roomCount: 1, checkInDate: day(60), checkOutDate: day(61) });
  });
  const ids = (list: { _id: string }[]) => list.map((b) => b._id);

  it("GET /api/booking/user/{userId}: own bookings, newest first, paged, filtered by status; others' list refused", async () => {
    const res = await call(t, shopper, 'GET', `/api/booking/user/${shopper.id}?limit=2`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([made[2], made[1]]);
    expect(res.headers['x-total-count']).toBe('3');
    const page2 = (await call(t, shopper, 'GET', `/api/booking/user/${shopper.id}?limit=2&page=2`)).json();
    expect(ids(page2)).toEqual([made[0]]);
    const all = (await call(t, shopper, 'GET', `/api/booking/user/${shopper.id}?limit=100`)).json();
    expect(ids(all)).toEqual([...made].reverse());
    expect(all.every((b: { user: { _id: string } }) => b.user._id === shopper.id)).toBe(true);
    const cancelled = (await call(t, shopper, 'GET', `/api/booking/user/${shopper.id}?status=Cancelled`)).json();
    expect(ids(cancelled)).toEqual([made[0]]);
    expect((await call(t, other, 'GET', `/api/booking/user/${shopper.id}`)).statusCode).toBe(403);
    expect((await call(t, owner, 'GET', `/api/booking/user/${shopper.id}`)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', `/api/booking/user/${shopper.id}`)).statusCode).toBe(401);
    // a malformed id names no one, for the caller as for an admin
    expect((await call(t, shopper, 'GET', `/api/booking/user/not-an-id`)).statusCode).toBe(404);
    expect((await call(t, admin, 'GET', `/api/booking/user/not-an-id`)).statusCode).toBe(404);
    expect(ids((await call(t, admin, 'GET', `/api/booking/user/${shopper.id}`)).json())).toEqual([...made].reverse());
    expect((await call(t, shopper, 'GET', `/api/booking/user/${shopper.id}?limit=1000`)).statusCode).toBe(400);
  });

  it('GET /api/booking/hotel/{hotelId}: the owner of that hotel and admins only', async () => {
    const mine = await call(t, owner, 'GET', `/api/booking/hotel/${hotelId}?limit=100`);
    expect(mine.statusCode).toBe(200);
    expect(ids(mine.json())).toEqual(expect.arrayContaining(made));
    expect(mine.json().every((b: { hotel: { _id: string } }) => b.hotel._id === hotelId)).toBe(true);
    expect((await call(t, admin, 'GET', `/api/booking/hotel/${hotelId}`)).statusCode).toBe(200);
    expect((await call(t, otherOwner, 'GET', `/api/booking/hotel/${hotelId}`)).statusCode).toBe(404);
    expect((await call(t, guest, 'GET', `/api/booking/hotel/${hotelId}`)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', `/api/booking/hotel/${hotelId}`)).statusCode).toBe(401);
    expect((await call(t, owner, 'GET', `/api/booking/hotel/bad`)).statusCode).toBe(404);
  });

  it('GET /api/admin/hotel/booking: all for an admin, the own hotel for an owner, search by guest name', async () => {
    const all = await call(t, admin, 'GET', '/api/admin/hotel/booking?limit=100');
    expect(all.statusCode).toBe(200);
    const ownerView = (await call(t, owner, 'GET', '/api/admin/hotel/booking?limit=100')).json();
    expect(ownerView.every((b: { hotel: { _id: string } }) => b.hotel._id === hotelId)).toBe(true);
    expect(ids(ownerView)).toEqual(expect.arrayContaining(made));
    expect(all.json().some((b: { hotel: { _id: string } }) => b.hotel._id === otherHotelId)).toBe(true);
    const otherView = (await call(t, otherOwner, 'GET', '/api/admin/hotel/booking')).json();
    expect(otherView.length).toBeGreaterThan(0);
    expect(otherView.every((b: { hotel: { _id: string } }) => b.hotel._id === otherHotelId)).toBe(true);
    const asha = (await call(t, admin, 'GET', '/api/admin/hotel/booking?q=asha&limit=100')).json();
    expect(ids(asha)).toEqual(expect.arrayContaining(made));
    expect(asha.every((b: { user: { name: string } }) => b.user.name === 'Asha user')).toBe(true);
    const byHotel = (await call(t, admin, 'GET', '/api/admin/hotel/booking?q=mahal%20stay&limit=100')).json();
    expect(ids(byHotel)).toEqual(expect.arrayContaining(made));
    expect(byHotel.every((b: { hotelName: string }) => b.hotelName === 'Hawa Mahal Stay')).toBe(true);
    expect((await call(t, admin, 'GET', '/api/admin/hotel/booking?q=no-such-text')).json()).toEqual([]);
    const oldest = (await call(t, admin, 'GET', '/api/admin/hotel/booking?sort=oldest&limit=100')).json();
    expect(ids(oldest)).toEqual([...ids(all.json())].reverse());
    expect((await call(t, guest, 'GET', '/api/admin/hotel/booking')).statusCode).toBe(403);
  });
});

describe('PUT /api/booking/status/{bookingId}', () => {
  it('lets the owner confirm, records who and when, and a repeat changes nothing', async () => {
    const b = (await book(guest, stay(1, 50, 51))).json();
    const res = await call(t, owner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: b._id, status: 'Confirmed' });
    expect((await call(t, owner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' })).statusCode).toBe(200);
    const history = (await call(t, guest, 'POST', `/api/bookings/${b._id}/history`)).json().history;
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'Pending' },
      { fromStatus: 'Pending', toStatus: 'Confirmed', changedBy: { _id: owner.id } },
    ]);
    const back = await call(t, owner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Pending' });
    expect(back.statusCode).toBe(409);
    expect((await call(t, owner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Cancelled' })).json().status).toBe('Cancelled');
    const again = await call(t, admin, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is cancelled and cannot be changed.');
  });

  it('refuses other owners (404), visitors (403), anonymous (401), bad status (400), malformed ids (404)', async () => {
    const b = (await book(guest, stay(1, 52, 53))).json();
    expect((await call(t, otherOwner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' })).statusCode).toBe(404);
    expect((await call(t, guest, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' })).statusCode).toBe(403);
    expect((await call(t, undefined, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' })).statusCode).toBe(401);
    expect((await call(t, owner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Done' })).statusCode).toBe(400);
    expect((await call(t, owner, 'PUT', `/api/booking/status/xyz`, { status: 'Confirmed' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(hotelBookings).where(eq(hotelBookings.id, b._id));
    expect(row!.status).toBe('Pending');
  });
});
