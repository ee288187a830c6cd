import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabBookings, cabs } from '../../src/db/schema.ts';
import { bookingCast, inHours } from '../helpers/booking-helpers.ts';
import { insertCab } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, other: Actor, admin: Actor, owner: Actor, otherOwner: Actor;
let cabId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, other, admin, owner, otherOwner } = await bookingCast(t, 'Ravi', 'cab'));
  // 2500 discounted, 5 % tax
  cabId = (await insertCab(t.db, { model: 'Toyota Innova', type: 'SUV', discountedPrice: 250_000, taxes: 5, ownerId: owner.id })).id;
  await insertCab(t.db, { ownerId: otherOwner.id });
});
afterAll(() => t?.close());

const trip = (pickupHours: number, over: object = {}) => ({
  cab: cabId,
  pickupLocation: 'Delhi',
  dropoffLocation: 'Agra',
  pickupTime: inHours(pickupHours),
  totalAmount: 1,
  ...over,
});
const book = (who: Actor | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, who, 'POST', '/api/cab/booking/create', body, headers);

describe('searching cab bookings', () => {
  it('finds bookings by route and cab model, not by unrelated text', async () => {
    const b = (await book(guest, trip(900, { pickupLocation: 'Chandigarh', dropoffLocation: 'Kasauli' }))).json();
    const ids = async (q: string) =>
      (await call(t, admin, 'GET', `/api/admin/cab/booking?limit=100&q=${q}`)).json().map((x: { _id: string }) => x._id);
    expect(await ids('kasauli')).toEqual([b._id]);
    expect(await ids('chandigarh')).toEqual([b._id]);
    expect(await ids('innova')).toContain(b._id);
    expect(await ids('shimla')).toEqual([]);
  });
});

describe('POST /api/cab/booking/create', () => {
  it('books with the spec payload; the client total is ignored; drop-off defaults to 8 hours later', async () => {
    const pickupTime = inHours(24);
    const res = await book(guest, { ...trip(0), pickupTime, dropofftime: '', totalAmount: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'cab',
      status: 'Pending',
      pickupLocation: 'Delhi',
      dropoffLocation: 'Agra',
      pickupTime,
      dropofftime: new Date(Date.parse(pickupTime) + 8 * 3_600_000).toISOString(),
      paymentChoice: 'full',
      totalAmount: 2625,
      ammount: 2625,
      breakdown: { base: 2500, taxes: 125, addOns: 0, total: 2625, payNow: 2625, payLater: 0 },
      cab: { _id: cabId, model: 'Toyota Innova', type: 'SUV' },
      user: { _id: guest.id, name: 'Ravi user' },
    });
  });

  it('reads a time without an offset as Indian time, records the payment choice and an explicit drop-off', async () => {
    const res = await book(guest, trip(0, { pickupTime: '2099-01-01T09:30', dropofftime: '2099-01-01T18:00', paymentChoice: 'half' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pickupTime: '2099-01-01T04:00:00.000Z',
      dropofftime: '2099-01-01T12:30:00.000Z',
      paymentChoice: 'half',
      // the part payment is the server's: the cab's advance share (20 % by default) now, the rest to the driver
      ammount: 2625,
      breakdown: { total: 2625, payNow: 525, payLater: 2100 },
      payment: { status: 'unpaid', paid: 0, due: 2625 },
    });
    const [row] = await t.db.select().from(cabBookings).where(eq(cabBookings.id, res.json()._id));
    expect(row).toMatchObject({ totalAmount: 262_500, payNowAmount: 52_500, payLaterAmount: 210_000 });
  });

  it('refuses bad input', async () => {
    const cases: [object, string][] = [
      [trip(-1), 'pickupTime'],
      [trip(10, { pickupTime: 'tomorrow' }), 'pickupTime'],
      [trip(10, { dropofftime: inHours(9) }), 'dropofftime'],
      [trip(10, { dropofftime: inHours(10 + 24 * 15) }), 'dropofftime'],
      [trip(10, { pickupLocation: '' }), 'pickupLocation'],
      [trip(10, { dropoffLocation: 'x'.repeat(201) }), 'dropoffLocation'],
      [trip(10, { paymentChoice: 'later' }), 'paymentChoice'],
    ];
    for (const [body, field] of cases) {
      const res = await book(guest, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it('needs sign-in; an unknown cab is 404, a malformed id 400; an archived cab is 409', async () => {
    expect((await book(undefined, trip(30))).statusCode).toBe(401);
    expect((await book(guest, trip(30, { cab: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
    const malformed = await book(guest, trip(30, { cab: '../etc' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ cab: 'Not a valid id.' });
    const archived = await insertCab(t.db, { archivedAt: new Date() });
    expect((await book(guest, trip(30, { cab: archived.id }))).statusCode).toBe(409);
  });

  it('takes one trip at a time: an overlapping slot is 409, back-to-back is fine, cancelling frees it', async () => {
    const a = await book(guest, trip(100, { dropofftime: inHours(104) }));
    expect(a.statusCode).toBe(201);
    const clash = await book(other, trip(103, { dropofftime: inHours(106) }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: 'This cab is already booked at that time.', code: 'sold_out' });
    expect((await book(other, trip(98))).statusCode).toBe(409);
    const adjacent = await book(other, { ...trip(0), pickupTime: a.json().dropofftime, dropofftime: inHours(110) });
    expect(adjacent.statusCode).toBe(201);
    expect((await call(t, guest, 'POST', `/api/bookings/${a.json()._id}/cancel`)).statusCode).toBe(200);
    expect((await book(other, trip(101, { dropofftime: inHours(103) }))).statusCode).toBe(201);
  });

  it('replays an Idempotency-Key', async () => {
    const body = trip(200);
    const first = await book(guest, body, { 'idempotency-key': 'cab-1' });
    const again = await book(guest, body, { 'idempotency-key': 'cab-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()._id).toBe(first.json()._id);
    expect(await t.db.select().from(cabBookings).where(eq(cabBookings.idempotencyKey, 'cab-1'))).toHaveLength(1);
  });

  it('keeps the stored price after the cab price changes', async () => {
    const b = (await book(guest, trip(300))).json();
    await t.db.update(cabs).set({ discountedPrice: 1 }).where(eq(cabs.id, cabId));
    const mine = (await call(t, guest, 'GET', `/api/cab/booking/user/${guest.id}?limit=100`)).json();
    expect(mine.find((x: { _id: string }) => x._id === b._id).totalAmount).toBe(2625);
    await t.db.update(cabs).set({ discountedPrice: 250_000 }).where(eq(cabs.id, cabId));
  });
});

describe('cab booking lists and status', () => {
  // bookings of this block's own, so each test runs alone: two of the guest's, the first cancelled
  let made: string[];
  beforeAll(async () => {
    made = [(await book(guest, trip(600))).json()._id, (await book(guest, trip(620))).json()._id];
    await call(t, guest, 'POST', `/api/bookings/${made[0]}/cancel`);
  });

  it('GET /api/cab/booking/user/{userId}: own list only (or admin)', async () => {
    const mine = await call(t, guest, 'GET', `/api/cab/booking/user/${guest.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((b: { _id: string }) => b._id)).toEqual(expect.arrayContaining(made));
    expect(mine.json().every((b: { user: { _id: string } }) => b.user._id === guest.id)).toBe(true);
    expect(mine.headers['x-total-count']).toBe(String(mine.json().length));
    expect((await call(t, other, 'GET', `/api/cab/booking/user/${guest.id}`)).statusCode).toBe(403);
    expect((await call(t, admin, 'GET', `/api/cab/booking/user/${guest.id}`)).statusCode).toBe(200);
    expect((await call(t, undefined, 'GET', `/api/cab/booking/user/${guest.id}`)).statusCode).toBe(401);
  });

  it('GET /api/cab/booking/cabBook/{cabId} and /api/admin/cab/booking: owner of the cab and admins', async () => {
    const own = await call(t, owner, 'GET', `/api/cab/booking/cabBook/${cabId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((b: { _id: string }) => b._id)).toEqual(expect.arrayContaining(made));
    expect((await call(t, otherOwner, 'GET', `/api/cab/booking/cabBook/${cabId}`)).statusCode).toBe(404);
    expect((await call(t, guest, 'GET', `/api/cab/booking/cabBook/${cabId}`)).statusCode).toBe(403);
    expect((await call(t, owner, 'GET', `/api/cab/booking/cabBook/1`)).statusCode).toBe(404);
    expect((await call(t, otherOwner, 'GET', '/api/admin/cab/booking')).json()).toEqual([]);
    const all = (await call(t, admin, 'GET', '/api/admin/cab/booking?status=Cancelled')).json();
    expect(all.map((b: { _id: string }) => b._id)).toContain(made[0]);
    expect(all.every((b: { status: string }) => b.status === 'Cancelled')).toBe(true);
    expect((await call(t, guest, 'GET', '/api/admin/cab/booking')).statusCode).toBe(403);
  });

  it('PUT /api/cab/booking/{id} (owner) and /api/cab/booking/update/status/{id} (admin) set the status', async () => {
    const b = (await book(guest, trip(400))).json();
    const res = await call(t, owner, 'PUT', `/api/cab/booking/${b._id}`, { status: 'Confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: b._id, status: 'Confirmed' });
    expect((await call(t, otherOwner, 'PUT', `/api/cab/booking/${b._id}`, { status: 'Cancelled' })).statusCode).toBe(404);
    expect((await call(t, otherOwner, 'PUT', `/api/cab/booking/update/status/${b._id}`, { status: 'Cancelled' })).statusCode).toBe(404);
    expect((await call(t, guest, 'PUT', `/api/cab/booking/update/status/${b._id}`, { status: 'Cancelled' })).statusCode).toBe(403);
    const done = await call(t, admin, 'PUT', `/api/cab/booking/update/status/${b._id}`, { status: 'Cancelled' });
    expect(done.json().status).toBe('Cancelled');
    const history = (await call(t, guest, 'POST', `/api/bookings/${b._id}/history`)).json().history;
    expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['Pending', 'Confirmed', 'Cancelled']);
    expect(history[2].changedBy._id).toBe(admin.id);
  });
});
