import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourBookings } from '../../src/db/schema.ts';
import { bookingCast, day } from '../helpers/booking-helpers.ts';
import { insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, other: Actor, admin: Actor, manager: Actor;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, other, admin, owner: manager } = await bookingCast(t, 'Meera', 'tour'));
  tourId = (
    await insertTour(t.db, {
      name: 'Spiti Valley',
      location: 'Spiti',
      duration: '5 Days',
      price: 1_250_050,
      seatsPerDeparture: 5,
      availableTill: day(60),
    })
  ).id;
});
afterAll(() => t?.close());

const book = (who: Actor | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, who, 'POST', '/api/tour/booking/create', body, headers);

describe('POST /api/tour/booking/create', () => {
  it('books date × persons at the stored price', async () => {
    const res = await book(guest, { tourId, bookingDate: day(5), persons: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'tour',
      status: 'Pending',
      bookingDate: day(5),
      persons: 2,
      ammount: 26251.05,
      breakdown: { base: 25001, taxes: 1250.05, taxRate: 5, addOns: 0, total: 26251.05 },
      tour: { _id: tourId, name: 'Spiti Valley', location: 'Spiti', duration: '5 Days' },
      tourName: 'Spiti Valley',
      tourLocation: 'Spiti',
      user: { _id: guest.id, name: 'Meera user' },
    });
  });

  it('accepts a date picker ISO string and defaults persons to 1', async () => {
    const res = await book(guest, { tourId, bookingDate: `${day(6)}T00:00:00.000Z` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bookingDate: day(6), persons: 1 });
  });

  it('refuses dates in the past or outside the window, and bad persons', async () => {
    const cases: [object, string][] = [
      [{ tourId, bookingDate: day(-1), persons: 1 }, 'bookingDate'],
      [{ tourId, bookingDate: day(61), persons: 1 }, 'bookingDate'],
      [{ tourId, persons: 1 }, 'bookingDate'],
      [{ tourId, bookingDate: day(5), persons: 0 }, 'persons'],
      [{ tourId, bookingDate: day(5), persons: 51 }, 'persons'],
      [{ tourId, bookingDate: day(5), persons: '2' }, 'persons'],
    ];
    for (const [body, field] of cases) {
      const res = await book(guest, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const future = await insertTour(t.db, { availableFrom: day(30), availableTill: day(40) });
    expect((await book(guest, { tourId: future.id, bookingDate: day(29), persons: 1 })).json().message).toBe(
      `This tour runs from ${day(30)} to ${day(40)}.`,
    );
  });

  it('needs sign-in; unknown, malformed and archived tours are refused', async () => {
    expect((await book(undefined, { tourId, bookingDate: day(5), persons: 1 })).statusCode).toBe(401);
    expect((await book(guest, { tourId: '00000000-0000-4000-8000-000000000000', bookingDate: day(5), persons: 1 })).statusCode).toBe(404);
    const malformed = await book(guest, { tourId: 'x', bookingDate: day(5), persons: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ tourId: 'Not a valid id.' });
    const archived = await insertTour(t.db, { archivedAt: new Date() });
    expect((await book(guest, { tourId: archived.id, bookingDate: day(5), persons: 1 })).statusCode).toBe(409);
  });

  it('never sells more seats than the departure has; cancelling frees them', async () => {
    const a = await book(guest, { tourId, bookingDate: day(10), persons: 2 });
    expect(a.statusCode).toBe(201);
    const big = await book(other, { tourId, bookingDate: day(10), persons: 4 });
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({ message: 'Only 3 seats left on this date.', code: 'sold_out' });
    expect((await book(other, { tourId, bookingDate: day(10), persons: 3 })).statusCode).toBe(201);
    expect((await book(other, { tourId, bookingDate: day(10), persons: 1 })).json().message).toBe('This date is sold out.');
    expect((await book(other, { tourId, bookingDate: day(11), persons: 5 })).statusCode).toBe(201);
    await call(t, guest, 'POST', `/api/bookings/${a.json()._id}/cancel`);
    const last = await book(other, { tourId, bookingDate: day(10), persons: 2 });
    expect(last.statusCode).toBe(201);
    expect((await book(other, { tourId, bookingDate: day(10), persons: 1 })).statusCode).toBe(409);
  });

  it('replays an Idempotency-Key', async () => {
    const body = { tourId, bookingDate: day(20), persons: 1 };
    const first = await book(guest, body, { 'idempotency-key': 'tour-1' });
    const again = await book(guest, body, { 'idempotency-key': 'tour-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()._id).toBe(first.json()._id);
    expect(await t.db.select().from(tourBookings).where(eq(tourBookings.idempotencyKey, 'tour-1'))).toHaveLength(1);
  });
});

describe('tour booking lists and status', () => {
  // bookings of this block's own, so each test runs alone: four of the guest's, one another guest's
  let made: string[];
  beforeAll(async () => {
    made = [];
    for (const d of [41, 42, 43, 44]) made.push((await book(guest, { tourId, bookingDate: day(d), persons: 1 })).json()._id);
    await book(other, { tourId, bookingDate: day(41), persons: 1 });
  });

  it('GET /api/tour/booking/user lists only the caller’s bookings', async () => {
    const mine = await call(t, guest, 'GET', '/api/tour/booking/user');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((b: { _id: string }) => b._id)).toEqual(expect.arrayContaining(made));
    expect(mine.json().every((b: { user: { _id: string } }) => b.user._id === guest.id)).toBe(true);
    expect((await call(t, admin, 'GET', '/api/tour/booking/user')).json()).toEqual([]);
    expect((await call(t, undefined, 'GET', '/api/tour/booking/user')).statusCode).toBe(401);
  });

  it('GET /api/admin/tour/booking: tour managers and admins see all', async () => {
    const all = await call(t, manager, 'GET', '/api/admin/tour/booking?limit=3');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(3);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(3);
    expect((await call(t, admin, 'GET', '/api/admin/tour/booking')).statusCode).toBe(200);
    expect((await call(t, guest, 'GET', '/api/admin/tour/booking')).statusCode).toBe(403);
  });

  it('PUT /api/tour/booking/updatestatus/{id}: tour managers and admins', async () => {
    const b = (await book(guest, { tourId, bookingDate: day(30), persons: 1 })).json();
    expect((await call(t, guest, 'PUT', `/api/tour/booking/updatestatus/${b._id}`, { status: 'Confirmed' })).statusCode).toBe(403);
    const res = await call(t, manager, 'PUT', `/api/tour/booking/updatestatus/${b._id}`, { status: 'Confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: b._id, status: 'Confirmed' });
    expect((await call(t, manager, 'PUT', `/api/tour/booking/updatestatus/bad-id`, { status: 'Confirmed' })).statusCode).toBe(404);
    expect(
      (await call(t, manager, 'PUT', `/api/tour/booking/updatestatus/00000000-0000-4000-8000-000000000000`, { status: 'Confirmed' }))
        .statusCode,
    ).toBe(404);
  });
});
