// Many simultaneous requests for the last unit, over real HTTP against real PostgreSQL:
// exactly the capacity succeeds, the rest are 409, nothing is a 5xx, and nothing is overbooked.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const CONCURRENT = 60;
const ROUNDS = 3;

let t: TestApp;
let base: string;
let cookies: string[];
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  cookies = [];
  for (let i = 0; i < 10; i++) cookies.push((await signedInAs(t, 'user')).cookie);
}, 60_000);
afterAll(() => t?.close());

async function post(path: string, body: object, i: number, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length]!, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { _id?: string; message?: string } };
}

/** Fires `n` requests at once and tallies the answers by status. */
async function storm(n: number, make: (i: number) => Promise<{ status: number; body: { _id?: string; message?: string } }>) {
  const results = await Promise.all(Array.from({ length: n }, (_, i) => make(i)));
  const byStatus: Record<number, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return { results, byStatus };
}

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0]!;

describe('simultaneous bookings on PostgreSQL', () => {
  it(`the last hotel room: of ${CONCURRENT} requests exactly one wins`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const hotel = await insertHotel(t.db, { rooms: 5 });
      const first = await post('/api/booking/create', { hotel: hotel.id, roomCount: 4, checkInDate: day(10), checkOutDate: day(13) }, 0);
      expect(first.status).toBe(201);
      // overlapping stays that all need the one room left on night day(12)
      const { results, byStatus } = await storm(CONCURRENT, (i) =>
        post('/api/booking/create', { hotel: hotel.id, roomCount: 1, checkInDate: day(12 - (i % 2)), checkOutDate: day(13 + (i % 3)) }, i),
      );
      expect(byStatus).toEqual({ 201: 1, 409: CONCURRENT - 1 });
      expect(results.filter((r) => r.status === 409).every((r) => /room/.test(r.body.message ?? ''))).toBe(true);
      const worst = await one<{ rooms: number }>(sql`
        select coalesce(max(s), 0)::int as rooms from (
          select d, sum(room_count) as s from hotel_bookings, generate_series(${day(0)}::date, ${day(30)}::date, interval '1 day') d
          where hotel_id = ${hotel.id} and status <> 'Cancelled' and check_in_date <= d and check_out_date > d group by d) x`);
      expect(worst.rooms).toBe(5);
    }
  }, 60_000);

  it(`the last tour seat: of ${CONCURRENT} requests exactly one wins`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const tour = await insertTour(t.db, { seatsPerDeparture: 10 });
      expect((await post('/api/tour/booking/create', { tourId: tour.id, bookingDate: day(5), persons: 9 }, 0)).status).toBe(201);
      const { results, byStatus } = await storm(CONCURRENT, (i) =>
        post('/api/tour/booking/create', { tourId: tour.id, bookingDate: day(5), persons: 1 }, i),
      );
      expect(byStatus).toEqual({ 201: 1, 409: CONCURRENT - 1 });
      expect(results.find((r) => r.status === 409)!.body.message).toBe('This date is sold out.');
      const seats = await one<{ n: number }>(
        sql`select coalesce(sum(persons), 0)::int as n from tour_bookings where tour_id = ${tour.id} and booking_date = ${day(5)} and status <> 'Cancelled'`,
      );
      expect(seats.n).toBe(10);
    }
  }, 60_000);

  it(`an overlapping cab slot: of ${CONCURRENT} requests exactly one wins`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const cab = await insertCab(t.db);
      // every request overlaps every other one: pickups within 1 h of each other, trips of 3 h
      const { results, byStatus } = await storm(CONCURRENT, (i) =>
        post(
          '/api/cab/booking/create',
          {
            cab: cab.id,
            pickupLocation: 'Mumbai',
            dropoffLocation: 'Pune',
            pickupTime: inHours(48 + (i % 4) / 4),
            dropofftime: inHours(51),
          },
          i,
        ),
      );
      expect(byStatus).toEqual({ 201: 1, 409: CONCURRENT - 1 });
      expect(results.find((r) => r.status === 409)!.body.message).toBe('This cab is already booked at that time.');
      const overlaps = await one<{ n: number }>(sql`
        select count(*)::int as n from cab_bookings a join cab_bookings b
          on a.cab_id = b.cab_id and a.id < b.id and a.pickup_time < b.dropoff_time and b.pickup_time < a.dropoff_time
        where a.cab_id = ${cab.id} and a.status <> 'Cancelled' and b.status <> 'Cancelled'`);
      expect(overlaps.n).toBe(0);
    }
  }, 60_000);

  it(`${CONCURRENT} identical requests with one Idempotency-Key make one booking`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const tour = await insertTour(t.db, { seatsPerDeparture: 1 });
      const key = `storm-${round}`;
      const { results } = await storm(CONCURRENT, () =>
        post('/api/tour/booking/create', { tourId: tour.id, bookingDate: day(6), persons: 1 }, 0, { 'idempotency-key': key }),
      );
      expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true);
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
      const rows = await one<{ n: number }>(sql`select count(*)::int as n from tour_bookings where tour_id = ${tour.id}`);
      expect(rows.n).toBe(1);
    }
  }, 60_000);
});
