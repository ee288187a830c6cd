// Several rooms in one hotel booking (issue 29): create and quote take `rooms: [{ adults, childAges,
// roomTypeId?, ratePlanId? }]`; each room is priced for its guests (prices by occupancy) with GST by that
// room's price a night; rooms without a type take the cheapest fitting combination; each room must fit its
// guests by the hotel's age rules (400 with the reason); the rooms of every type are taken together or not
// at all (409), and the booking lists each room with its guests and nights.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { hotelBookings, roomTypeNights, users } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';
import { familyHotel } from '../helpers/family-hotel.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;
let admin: Actor;
let hotelId: string;
let standard: string;
let family: string;
let roomOnly: string;

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const stay = (from: number, to: number, rooms: object[], more: object = {}) => ({
  hotel: hotelId,
  checkInDate: day(from),
  checkOutDate: day(to),
  rooms,
  ...more,
});
const book = (body: object) => call(t, guest, 'POST', '/api/booking/create', body);
const quote = (body: object) => call(t, guest, 'POST', '/api/quote', { kind: 'hotel', ...body });
const cancel = (id: string) => call(t, admin, 'PUT', `/api/booking/status/${id}`, { status: 'Cancelled' });
const taken = async (roomTypeId: string, night: string) =>
  (
    await t.db
      .select({ n: roomTypeNights.roomsTaken })
      .from(roomTypeNights)
      .where(and(eq(roomTypeNights.roomTypeId, roomTypeId), eq(roomTypeNights.night, night)))
  )[0]?.n ?? 0;

beforeAll(async () => {
  ({ t, owner, guest, admin } = await appWith({ owner: 'hotel', guest: 'user', admin: 'admin' }));
  ({ hotelId, standard, family, roomOnly } = await familyHotel(t, owner, { price: 4500, byAdults: { '1': 3800 } }));
});
afterAll(() => t?.close());

// the parents in the standard room; two adults with children of 5 (band 1: free) and 9 (band 2: ₹1,200) in the suite
const family4 = [
  { adults: 2, childAges: [], roomTypeId: undefined as string | undefined },
  { adults: 2, childAges: [5, 9], roomTypeId: undefined as string | undefined },
];
const named = () => [
  { ...family4[0], roomTypeId: standard, ratePlanId: roomOnly },
  { ...family4[1], roomTypeId: family, ratePlanId: roomOnly },
];

describe('quote and create with rooms one by one', () => {
  it('prices each room for its guests, GST by each room’s price a night, and the booking charges what the quote said', async () => {
    // 2 nights × (4500 + 6000 + 0 + 1200); both rooms under ₹7,500 a night: 5 %
    const q = await quote(stay(10, 12, named()));
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().breakdown).toMatchObject({ base: 23_400, taxes: 1170, total: 24_570 });

    const res = await book(stay(10, 12, named(), { guestName: 'Asha Rao' }));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({ roomCount: 2, guests: 6, ammount: 24_570, breakdown: { base: 23_400, taxes: 1170 } });
    expect(b.rooms).toEqual([
      {
        adults: 2,
        childAges: [],
        roomType: { _id: standard, name: 'Standard room' },
        ratePlan: { _id: roomOnly, name: 'Room only' },
        nightPrices: [
          { date: day(10), price: 4500 },
          { date: day(11), price: 4500 },
        ],
      },
      {
        adults: 2,
        childAges: [5, 9],
        roomType: { _id: family, name: 'Family suite' },
        ratePlan: { _id: roomOnly, name: 'Room only' },
        nightPrices: [
          { date: day(10), price: 7200 },
          { date: day(11), price: 7200 },
        ],
      },
    ]);
    // the booking's own page lists the same rooms
    const read = await call(t, guest, 'GET', `/api/booking/user/${guest.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const rows: { _id: string; rooms: unknown }[] = read.json();
    expect(rows.find((x) => x._id === b._id)?.rooms).toEqual(b.rooms);
    // a room of each type taken each night; cancelling gives both back
    expect([await taken(standard, day(10)), await taken(family, day(11))]).toEqual([1, 1]);
    await cancel(b._id);
    expect([await taken(standard, day(10)), await taken(family, day(11))]).toEqual([0, 0]);
  });

  it('a room past its type’s base occupancy pays the extra adult, and above ₹7,500 a night that room’s GST is 18 %', async () => {
    // 3 adults + a child of 6 in the suite: 7000 + 1200 = 8200 at 18 %; 1 adult in the standard: 3800 at 5 %
    const q = await quote(
      stay(20, 21, [
        { adults: 3, childAges: [6], roomTypeId: family },
        { adults: 1, roomTypeId: standard },
      ]),
    );
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().breakdown).toMatchObject({ base: 12_000, taxes: 1476 + 190, total: 13_666 });
  });

  it('rooms without a type take the cheapest combination that fits them', async () => {
    const res = await book(stay(30, 31, family4));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rooms.map((r: { roomType: { _id: string } }) => r.roomType._id)).toEqual([standard, family]);
    expect(res.json().breakdown.base).toBe(4500 + 7200);
    await cancel(res.json()._id);
  });

  it('the old single-room call is unchanged, and answers its rooms too', async () => {
    const res = await book({ hotel: hotelId, roomCount: 1, checkInDate: day(40), checkOutDate: day(41) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ roomCount: 1, guests: 2, breakdown: { base: 4500 } });
    expect(res.json().rooms).toEqual([
      {
        adults: 2,
        childAges: [],
        roomType: { _id: standard, name: 'Standard room' },
        ratePlan: { _id: roomOnly, name: 'Room only' },
        nightPrices: [{ date: day(40), price: 4500 }],
      },
    ]);
    await cancel(res.json()._id);
  });
});

describe('the rooms a booking names', () => {
  it('a room type sold only as a booking’s second room is archived, never erased', async () => {
    const spare = (await call(t, owner, 'POST', url('/room-types'), { name: 'Garden room', rooms: 1 })).json()._id as string;
    const plan = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0];
    await call(t, owner, 'PUT', url(`/rate-plans/${roomOnly}`), {
      name: plan.name,
      mealPlan: 'EP',
      prices: [...plan.prices, { roomTypeId: spare, price: 3000 }],
    });
    const res = await book(
      stay(80, 81, [
        { adults: 2, roomTypeId: standard },
        { adults: 2, roomTypeId: spare },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    await cancel(res.json()._id);
    const gone = await call(t, owner, 'DELETE', url(`/room-types/${spare}`));
    expect(gone.json()).toEqual({ message: 'Room type archived: it has bookings.', archived: true });
  });
});

describe('the documents of a booking of rooms', () => {
  it('the voucher lists each room with its type, plan and guests', async () => {
    const b = (await book(stay(100, 101, named(), { guestName: 'Asha Rao' }))).json();
    await payAndVerify(t, guest, b._id);
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${b._id}/voucher`, headers: guest.headers });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Rooms: Room 1: Standard room, Room only: 2 adults');
    expect(text).toContain('Rooms: Room 2: Family suite, Room only: 2 adults, 2 children aged 5, 9');
    // for a guest who reads Hindi, the names the product gave a new hotel's room type and plan in Hindi too;
    // what the owner typed as typed
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, guest.id));
    const hi = await t.app.inject({ method: 'GET', url: `/api/bookings/${b._id}/voucher`, headers: guest.headers });
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, guest.id));
    const hindi = await pdfText(hi.rawPayload);
    // (the PDF's text comes back with some shaped Devanagari in another order)
    expect(hindi).toMatch(/कमरा 2: Family suite, \S+ कमरा: 2 वयस्क, 2 बच्चे \(5, 9/);
    expect(hindi).toMatch(/कमरा 1: [^\n]*: 2 वयस्क/);
    expect(hindi).not.toMatch(/Standard room|Room only/);
  });
});

describe('moving a booking of rooms', () => {
  it('moves every room with its guests, the new nights priced for them, the old nights given back', async () => {
    const b = (await book(stay(90, 91, named()))).json();
    const moved = await call(t, guest, 'POST', `/api/bookings/${b._id}/reschedule`, { date: day(92) });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = moved.json().booking;
    expect(
      now.rooms.map((r: { roomType: { _id: string }; childAges: number[]; nightPrices: object[] }) => [
        r.roomType._id,
        r.childAges,
        r.nightPrices,
      ]),
    ).toEqual([
      [standard, [], [{ date: day(92), price: 4500 }]],
      [family, [5, 9], [{ date: day(92), price: 7200 }]],
    ]);
    expect([
      await taken(standard, day(90)),
      await taken(family, day(90)),
      await taken(standard, day(92)),
      await taken(family, day(92)),
    ]).toEqual([0, 0, 1, 1]);
    await cancel(b._id);
  });
});

describe('refusals', () => {
  it('a room that does not fit its guests: 400 naming the room and the reason', async () => {
    const res = await book(
      stay(50, 51, [
        { adults: 2, roomTypeId: standard },
        { adults: 2, childAges: [5], roomTypeId: standard },
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Room 2 does not fit its guests. Standard room: Takes no children.',
      fields: { 'rooms.1': 'Standard room: Takes no children.' },
    });
    const adults = await quote(stay(50, 51, [{ adults: 5, roomTypeId: family }]));
    expect(adults.statusCode).toBe(400);
    expect(adults.json().fields).toEqual({ 'rooms.0': 'Family suite: Fits at most 4 adults.' });
    // a child of 12 counts as an adult: five adults do not fit the suite either
    expect((await quote(stay(50, 51, [{ adults: 4, childAges: [12], roomTypeId: family }]))).statusCode).toBe(400);
    // an infant takes no place: four adults and a baby fit
    expect((await quote(stay(50, 51, [{ adults: 4, childAges: [1], roomTypeId: family }]))).statusCode).toBe(200);
  });

  it('the body’s limits: ages 0–17, 1–6 rooms, 8 guests a room, and roomCount or rooms', async () => {
    const fields = async (body: object) => {
      const res = await quote(body);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().fields ?? {});
    };
    expect(await fields(stay(50, 51, [{ adults: 2, childAges: [18] }]))).toEqual(['rooms.0.childAges.0']);
    expect(await fields(stay(50, 51, []))).toEqual(['rooms']);
    expect(
      await fields(
        stay(
          50,
          51,
          Array.from({ length: 7 }, () => ({ adults: 1 })),
        ),
      ),
    ).toEqual(['rooms']);
    expect(await fields(stay(50, 51, [{ adults: 3, childAges: [1, 2, 3, 4, 5, 6] }]))).toEqual(['rooms.0.childAges']);
    expect(await fields({ hotel: hotelId, checkInDate: day(50), checkOutDate: day(51) })).toEqual(['roomCount']);
  });

  it('more rooms of a type than are left: 409, and nothing is taken', async () => {
    const two = stay(60, 61, [
      { adults: 2, roomTypeId: standard },
      { adults: 2, roomTypeId: standard },
    ]);
    const q = await quote(two);
    expect(q.statusCode).toBe(409);
    const res = await book(two);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 room left for these dates.');
    expect(await taken(standard, day(60))).toBe(0);
  });

  it('the database takes every room of a booking or none: a write whose second room is sold out takes neither', async () => {
    const full = await book(
      stay(70, 71, [
        { adults: 2, roomTypeId: family },
        { adults: 2, roomTypeId: family },
      ]),
    );
    expect(full.statusCode, full.body).toBe(201);
    const room = (roomTypeId: string) => ({
      roomTypeId,
      roomTypeName: 'x',
      ratePlanId: roomOnly,
      ratePlanName: 'x',
      adults: 2,
      childAges: [],
      nightPrices: [],
    });
    const insert = t.db.insert(hotelBookings).values({
      userId: guest.id,
      hotelId,
      roomTypeId: standard,
      roomCount: 2,
      rooms: [room(standard), room(family)],
      checkInDate: day(70),
      checkOutDate: day(71),
      status: 'Confirmed',
      baseAmount: 1,
      totalAmount: 1,
    });
    await expect(insert).rejects.toMatchObject({ cause: { code: 'RH409' } });
    expect([await taken(standard, day(70)), await taken(family, day(70))]).toEqual([0, 2]);
    const counted = await t.db.execute(sql`select count(*)::int as n from hotel_bookings where check_in_date = ${day(70)}`);
    expect(rowsOf(counted)).toEqual([{ n: 1 }]);
  });
});
