// The last room of a room type, wanted by many at once on PostgreSQL: exactly one booking wins, through the
// API and also when writers skip the API's hotel lock and insert straight into hotel_bookings (the
// room_type_nights triggers of migration 0019 refuse the rest: the database itself never oversells).
import { and, eq, sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, roomTypeNights } from '../../src/db/schema.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const CONCURRENT = 40;
let t: TestApp;
let base: string;
let cookies: string[];
let owner: Awaited<ReturnType<typeof signedInAs>>;
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signedInAs(t, 'hotel');
  cookies = [];
  for (let i = 0; i < 10; i++) cookies.push((await signedInAs(t, 'user')).cookie);
}, 60_000);
afterAll(() => t?.close());

async function suiteHotel() {
  const hotel = await insertHotel(t.db, { rooms: 5, ownerId: owner.id });
  const suite = (await call(t, owner, 'POST', `/api/hotels/${hotel.id}/room-types`, { name: 'Suite', rooms: 1 })).json()._id as string;
  const plan = (await call(t, owner, 'GET', `/api/hotels/${hotel.id}/rate-plans`)).json()[0];
  await call(t, owner, 'PUT', `/api/hotels/${hotel.id}/rate-plans/${plan._id}`, {
    name: plan.name,
    mealPlan: 'EP',
    prices: [...plan.prices, { roomTypeId: suite, price: 12_000 }],
  });
  return { hotelId: hotel.id, suite };
}

describe('the last room of a type on PostgreSQL', () => {
  it(`through the API: of ${CONCURRENT} requests for the one suite exactly one wins, and the standard rooms stay free`, async () => {
    const { hotelId, suite } = await suiteHotel();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const res = await fetch(`${base}/api/booking/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length]! },
          body: JSON.stringify({
            hotel: hotelId,
            roomCount: 1,
            roomTypeId: suite,
            checkInDate: day(20 - (i % 2)),
            checkOutDate: day(21 + (i % 3)),
          }),
        });
        return res.status;
      }),
    );
    const byStatus: Record<number, number> = {};
    for (const s of results) byStatus[s] = (byStatus[s] ?? 0) + 1;
    expect(byStatus).toEqual({ 201: 1, 409: CONCURRENT - 1 });
    const [night] = await t.db
      .select({ taken: roomTypeNights.roomsTaken })
      .from(roomTypeNights)
      .where(and(eq(roomTypeNights.roomTypeId, suite), eq(roomTypeNights.night, day(20))));
    expect(night?.taken).toBe(1);
    const rooms = (await call(t, undefined, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${day(20)}&checkout=${day(21)}`)).json();
    expect(rooms.map((r: { roomType: { name: string }; roomsLeft: number }) => [r.roomType.name, r.roomsLeft])).toEqual([
      ['Standard room', 5],
      ['Suite', 0],
    ]);
  });

  it('straight into the table, each writer in its own transaction and connection: one insert commits, the rest are refused', async () => {
    const { hotelId, suite } = await suiteHotel();
    const guest = await signedInAs(t, 'user');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx.insert(hotelBookings).values({
            userId: guest.id,
            hotelId,
            roomTypeId: suite,
            roomCount: 1,
            checkInDate: day(30),
            checkOutDate: day(32),
            status: 'Confirmed',
            baseAmount: 1,
            totalAmount: 1,
          });
        }),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(outcomes.length - refused.length).toBe(1);
    for (const r of refused)
      expect((r.reason as { cause?: { code?: string } }).cause?.code ?? (r.reason as { code?: string }).code).toBe('RH409');
  });
});
