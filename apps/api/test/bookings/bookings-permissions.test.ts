// Every booking route × every kind of caller, asserting the answer each one gets.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { inHours } from '../helpers/booking-helpers.ts';
import { call } from '../helpers/requests.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';
import type { BookingKind } from '../../src/db/schema.ts';
import { bookingTables } from '../../src/db/booking-tables.ts';

const CALLERS = ['anonymous', 'user', 'otherUser', 'hotel', 'otherHotel', 'cab', 'otherCab', 'tour', 'content', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Who = Awaited<ReturnType<typeof signedInAs>>;

let t: TestApp;
const who = {} as Record<Exclude<Caller, 'anonymous'>, Who>;
let hotelId: string, cabId: string, tourId: string;
let slot = 0;
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  t = await createTestApp();
  for (const c of CALLERS) {
    if (c === 'anonymous') continue;
    const role = c === 'otherUser' ? 'user' : c === 'otherHotel' ? 'hotel' : c === 'otherCab' ? 'cab' : c;
    who[c] = await signedInAs(t, role);
  }
  hotelId = (await insertHotel(t.db, { rooms: 1000, ownerId: who.hotel.id })).id;
  await insertHotel(t.db, { ownerId: who.otherHotel.id });
  cabId = (await insertCab(t.db, { ownerId: who.cab.id })).id;
  await insertCab(t.db, { ownerId: who.otherCab.id });
  tourId = (await insertTour(t.db, { seatsPerDeparture: 1000 })).id;
});
afterAll(() => t?.close());

const as = (c: Caller) => (c === 'anonymous' ? undefined : who[c]);
const nextCabTrip = () => {
  slot += 1;
  return { cab: cabId, pickupLocation: 'A', dropoffLocation: 'B', pickupTime: inHours(10 * slot), dropofftime: inHours(10 * slot + 2) };
};
/**
 * The user's earlier Pending bookings are confirmed in the database first: one account may hold only so
 * much unpaid (UNPAID_CAPS, tested in booking-holds.pg.test.ts), and this file makes a booking per cell.
 */
async function settleEarlier(kind: BookingKind) {
  const b = bookingTables[kind];
  await t.db
    .update(b)
    .set({ status: 'Confirmed' })
    .where(and(eq(b.userId, who.user.id), eq(b.status, 'Pending')));
}
const created = async (kind: BookingKind, path: string, body: object) => {
  await settleEarlier(kind);
  return (await call(t, who.user, 'POST', path, body)).json()._id as string;
};
/** A fresh booking by `user` of each kind, so that every cell starts from Pending. */
const fresh = {
  hotel: () => created('hotel', '/api/booking/create', { hotel: hotelId, roomCount: 1, checkInDate: day(5), checkOutDate: day(6) }),
  cab: () => created('cab', '/api/cab/booking/create', nextCabTrip()),
  tour: () => created('tour', '/api/tour/booking/create', { tourId, bookingDate: day(5), persons: 1 }),
};

type Row = {
  name: string;
  request: () => Promise<{ method: 'GET' | 'POST' | 'PUT'; url: string; body?: object }>;
  /** the status each caller gets; callers not listed get `others` */
  expect: Partial<Record<Caller, number>>;
  others: number;
};

const visitorAction = (
  kind: 'hotel' | 'cab' | 'tour',
  action: string,
  body: () => object | undefined,
  manager: Partial<Record<Caller, number>>,
): Row => ({
  name: `POST /api/bookings/{${kind} booking}/${action}`,
  request: async () => ({ method: 'POST', url: `/api/bookings/${await fresh[kind]()}/${action}`, body: body() }),
  expect: { anonymous: 401, ...manager },
  others: 404,
});
/** A call for some accounts only: `pass` says who gets in and with what; admins 200, signed-out 401, everyone else 403. */
const staffRow = (name: string, url: () => string | Promise<string>, pass: Partial<Record<Caller, number>>, body?: object): Row => ({
  name,
  request: async () => ({ method: name.split(' ')[0] as 'GET' | 'PUT', url: await url(), body }),
  expect: { anonymous: 401, ...pass, admin: 200 },
  others: 403,
});
const managerOf = { hotel: 'hotel', cab: 'cab', tour: 'tour' } as const;

const rows: Row[] = [
  {
    name: 'POST /api/tour/booking/create',
    request: async () => ({ method: 'POST', url: '/api/tour/booking/create', body: { tourId, bookingDate: day(3), persons: 1 } }),
    expect: { anonymous: 401 },
    others: 201,
  },
  {
    name: 'POST /api/booking/create',
    request: async () => ({
      method: 'POST',
      url: '/api/booking/create',
      body: { hotel: hotelId, roomCount: 1, checkInDate: day(3), checkOutDate: day(4) },
    }),
    expect: { anonymous: 401 },
    others: 201,
  },
  {
    name: 'POST /api/cab/booking/create',
    request: async () => ({ method: 'POST', url: '/api/cab/booking/create', body: nextCabTrip() }),
    expect: { anonymous: 401 },
    others: 201,
  },
  staffRow('GET /api/booking/user/{userId}', () => `/api/booking/user/${who.user.id}`, { user: 200 }),
  staffRow('GET /api/cab/booking/user/{userId}', () => `/api/cab/booking/user/${who.user.id}`, { user: 200 }),
  {
    name: 'GET /api/tour/booking/user',
    request: async () => ({ method: 'GET', url: '/api/tour/booking/user' }),
    expect: { anonymous: 401 },
    others: 200,
  },
  ...(['hotel', 'cab', 'tour'] as const).flatMap((kind) => {
    const m = managerOf[kind];
    return [
      visitorAction(kind, 'history', () => undefined, { user: 200, [m]: 200, admin: 200 }),
      visitorAction(kind, 'cancel', () => ({ reason: 'The room is closed for repairs.' }), { user: 200, [m]: 200, admin: 200 }),
      visitorAction(kind, 'confirm', () => undefined, { user: 403, [m]: 200, admin: 200 }),
      visitorAction(kind, 'reschedule', () => (kind === 'cab' ? { pickupTime: nextCabTrip().pickupTime } : { date: day(7) }), {
        user: 200,
        [m]: 200,
        admin: 200,
      }),
    ];
  }),
  staffRow('GET /api/booking/hotel/{hotelId}', () => `/api/booking/hotel/${hotelId}`, { hotel: 200, otherHotel: 404 }),
  staffRow('GET /api/admin/hotel/booking', () => '/api/admin/hotel/booking', { hotel: 200, otherHotel: 200 }),
  staffRow(
    'PUT /api/booking/status/{bookingId}',
    async () => `/api/booking/status/${await fresh.hotel()}`,
    { hotel: 200, otherHotel: 404 },
    { status: 'Confirmed' },
  ),
  staffRow('GET /api/cab/booking/cabBook/{cabId}', () => `/api/cab/booking/cabBook/${cabId}`, { cab: 200, otherCab: 404 }),
  staffRow(
    'PUT /api/cab/booking/{bookingId}',
    async () => `/api/cab/booking/${await fresh.cab()}`,
    { cab: 200, otherCab: 404 },
    { status: 'Confirmed' },
  ),
  staffRow('GET /api/admin/cab/booking', () => '/api/admin/cab/booking', { cab: 200, otherCab: 200 }),
  staffRow(
    'PUT /api/cab/booking/update/status/{bookingId}',
    async () => `/api/cab/booking/update/status/${await fresh.cab()}`,
    { cab: 200, otherCab: 404 },
    { status: 'Cancelled' },
  ),
  staffRow('GET /api/admin/tour/booking', () => '/api/admin/tour/booking', { tour: 200 }),
  staffRow(
    'PUT /api/tour/booking/updatestatus/{bookingId}',
    async () => `/api/tour/booking/updatestatus/${await fresh.tour()}`,
    { tour: 200 },
    { status: 'Confirmed' },
  ),
];

describe('booking permission matrix', () => {
  for (const row of rows) {
    it(row.name, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const c of CALLERS) {
        const r = await row.request();
        const res = await call(t, as(c), r.method, r.url, r.body);
        got[c] = res.statusCode;
        want[c] = row.expect[c] ?? row.others;
      }
      expect(got).toEqual(want);
    });
  }

  it('an owner sees only bookings of its own listing in its admin lists', async () => {
    const hotelIds = (await call(t, who.otherHotel, 'GET', '/api/admin/hotel/booking')).json();
    expect(hotelIds).toEqual([]);
    const cabList = (await call(t, who.otherCab, 'GET', '/api/admin/cab/booking')).json();
    expect(cabList).toEqual([]);
  });
});
