// Inventory hoarding: one account may hold only so much unpaid (Pending) at once (UNPAID_CAPS). Many
// simultaneous requests from one account, spread over several listings (so that no listing lock orders
// them), over real HTTP against real PostgreSQL: exactly the cap is booked, the rest are 409s naming it.
import { UNPAID_CAPS } from '@raahi/contract/rules/booking-limits';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let base: string;
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => t?.close());

type Answer = { status: number; body: { _id?: string; message?: string; code?: string } };

async function post(cookie: string, path: string, body: object): Promise<Answer> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function storm(n: number, make: (i: number) => Promise<Answer>) {
  const results = await Promise.all(Array.from({ length: n }, (_, i) => make(i)));
  const byStatus: Record<number, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return { results, byStatus };
}

const held = async (table: string, measure: string, userId: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select coalesce(sum(${sql.raw(measure)}), 0)::int as n from ${sql.raw(table)} where user_id = ${userId} and status = 'Pending'`,
    ),
  )[0]!.n;

function expectRefusalsNameTheCap(results: Answer[], max: number, unit: string) {
  const refused = results.filter((r) => r.status === 409);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of refused) {
    expect(r.body.code).toBe('hold_limit');
    expect(r.body.message).toContain(`at most ${max} unpaid ${unit}`);
  }
}

describe('what one account may hold unpaid, under simultaneous requests', () => {
  it(`hotel stays: at most ${UNPAID_CAPS.hotel.max} room-nights, whatever the hotels`, async () => {
    const guest = await signedInAs(t, 'user');
    const hotels = await Promise.all(Array.from({ length: 6 }, () => insertHotel(t.db, { rooms: 100 })));
    // 1 room × 3 nights each: 40 requests ask for twice the cap
    const { results, byStatus } = await storm(40, (i) =>
      post(guest.cookie, '/api/booking/create', {
        hotel: hotels[i % hotels.length]!.id,
        roomCount: 1,
        checkInDate: day(5),
        checkOutDate: day(8),
      }),
    );
    expect(byStatus).toEqual({ 201: UNPAID_CAPS.hotel.max / 3, 409: 40 - UNPAID_CAPS.hotel.max / 3 });
    expectRefusalsNameTheCap(results, UNPAID_CAPS.hotel.max, UNPAID_CAPS.hotel.unit);
    expect(await held('hotel_bookings', 'room_count * (check_out_date - check_in_date)', guest.id)).toBe(UNPAID_CAPS.hotel.max);

    // another account is not held back; cancelling one stay frees what it held
    const other = await signedInAs(t, 'user');
    expect(
      (await post(other.cookie, '/api/booking/create', { hotel: hotels[0]!.id, roomCount: 2, checkInDate: day(5), checkOutDate: day(8) }))
        .status,
    ).toBe(201);
    const stay = { hotel: hotels[1]!.id, roomCount: 1, checkInDate: day(5), checkOutDate: day(8) };
    expect((await post(guest.cookie, '/api/booking/create', stay)).status).toBe(409);
    const mine = results.find((r) => r.status === 201)!.body._id!;
    expect((await post(guest.cookie, `/api/bookings/${mine}/cancel`, {})).status).toBe(200);
    expect((await post(guest.cookie, '/api/booking/create', stay)).status).toBe(201);
  });

  it(`tour seats: at most ${UNPAID_CAPS.tour.max} persons`, async () => {
    const guest = await signedInAs(t, 'user');
    const tours = await Promise.all(Array.from({ length: 4 }, () => insertTour(t.db, { seatsPerDeparture: 500 })));
    const { results, byStatus } = await storm(30, (i) =>
      post(guest.cookie, '/api/tour/booking/create', { tourId: tours[i % tours.length]!.id, bookingDate: day(4), persons: 4 }),
    );
    expect(byStatus).toEqual({ 201: UNPAID_CAPS.tour.max / 4, 409: 30 - UNPAID_CAPS.tour.max / 4 });
    expectRefusalsNameTheCap(results, UNPAID_CAPS.tour.max, UNPAID_CAPS.tour.unit);
    expect(await held('tour_bookings', 'persons', guest.id)).toBe(UNPAID_CAPS.tour.max);
  });

  it(`cab trips: at most ${UNPAID_CAPS.cab.max}`, async () => {
    const guest = await signedInAs(t, 'user');
    const cabs = await Promise.all(Array.from({ length: 25 }, () => insertCab(t.db)));
    const { results, byStatus } = await storm(25, (i) =>
      post(guest.cookie, '/api/cab/booking/create', {
        cab: cabs[i]!.id,
        pickupLocation: 'Delhi',
        dropoffLocation: 'Agra',
        pickupTime: inHours(48),
        dropofftime: inHours(52),
      }),
    );
    expect(byStatus).toEqual({ 201: UNPAID_CAPS.cab.max, 409: 25 - UNPAID_CAPS.cab.max });
    expectRefusalsNameTheCap(results, UNPAID_CAPS.cab.max, UNPAID_CAPS.cab.unit);
    expect(await held('cab_bookings', '1', guest.id)).toBe(UNPAID_CAPS.cab.max);
  });
});
