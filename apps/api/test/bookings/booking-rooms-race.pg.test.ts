// Families racing for the last rooms on PostgreSQL (issue 29): each asks for several rooms in one booking;
// exactly one gets every room it asked for, the others are refused (409), and no booking ever holds only
// some of its rooms.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, roomTypeNights } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let base: string;
let cookies: string[];
let owner: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signedInAs(t, 'hotel');
  cookies = [];
  for (let i = 0; i < 6; i++) cookies.push((await signedInAs(t, 'user')).cookie);
}, 60_000);
afterAll(() => t?.close());

/** A hotel of 3 standard rooms and 2 family suites (for two adults and two children). */
async function familyHotel() {
  const hotel = await insertHotel(t.db, { rooms: 3, ownerId: owner.id });
  const suite = (
    await call(t, owner, 'POST', `/api/hotels/${hotel.id}/room-types`, {
      name: 'Family suite',
      rooms: 2,
      maxAdults: 2,
      maxChildren: 2,
      maxOccupancy: 4,
    })
  ).json()._id as string;
  const standard = (await call(t, owner, 'GET', `/api/hotels/${hotel.id}/room-types`)).json()[0]._id as string;
  const plan = (await call(t, owner, 'GET', `/api/hotels/${hotel.id}/rate-plans`)).json()[0];
  await call(t, owner, 'PUT', `/api/hotels/${hotel.id}/rate-plans/${plan._id}`, {
    name: plan.name,
    mealPlan: 'EP',
    prices: [...plan.prices, { roomTypeId: suite, price: 8_000, extraChild: [500] }],
  });
  return { hotelId: hotel.id, suite, standard };
}

const race = (bodies: object[]) =>
  Promise.all(
    bodies.map(async (body, i) => {
      const res = await fetch(`${base}/api/booking/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length]! },
        body: JSON.stringify(body),
      });
      return res.status;
    }),
  );
const takenOn = async (roomTypeIds: string[], night: string) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: roomTypeNights.roomTypeId, n: roomTypeNights.roomsTaken })
        .from(roomTypeNights)
        .where(and(inArray(roomTypeNights.roomTypeId, roomTypeIds), eq(roomTypeNights.night, night)))
    ).map((r) => [r.id, r.n]),
  );

describe('several rooms, the last ones, on PostgreSQL', () => {
  it('six families each want both family suites: one gets both, five are refused, none holds one', async () => {
    const { hotelId, suite } = await familyHotel();
    const room = { adults: 2, childAges: [5, 9], roomTypeId: suite };
    const statuses = await race(
      Array.from({ length: 6 }, () => ({ hotel: hotelId, checkInDate: day(20), checkOutDate: day(22), rooms: [room, room] })),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await takenOn([suite], day(21))).toEqual({ [suite]: 2 });
    const held = await t.db.select({ rooms: hotelBookings.roomCount }).from(hotelBookings).where(eq(hotelBookings.hotelId, hotelId));
    expect(held).toEqual([{ rooms: 2 }]);
  });

  it('a suite and a standard room against two suites: exactly one party is served, with all its rooms', async () => {
    const { hotelId, suite, standard } = await familyHotel();
    const parents = { adults: 2, childAges: [] };
    const children = { adults: 1, childAges: [5, 9] };
    // one night, day 30, for the rooms given
    const night = (rooms: object[]) => ({ hotel: hotelId, checkInDate: day(30), checkOutDate: day(31), rooms });
    const statuses = await race([
      night([
        { ...parents, roomTypeId: suite },
        { ...children, roomTypeId: suite },
      ]),
      night([
        { ...children, roomTypeId: suite },
        { ...parents, roomTypeId: standard },
      ]),
      night([
        { ...parents, roomTypeId: suite },
        { ...children, roomTypeId: suite },
      ]),
    ]);
    const won = statuses.filter((s) => s === 201).length;
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const taken = await takenOn([suite, standard], day(30));
    // the two-suite party alone, or the suite-and-standard party and then (one suite left) nobody else
    expect(won).toBe(1);
    expect([{ [suite]: 2 }, { [suite]: 1, [standard]: 1 }]).toContainEqual(
      Object.fromEntries(Object.entries(taken).filter(([, n]) => n > 0)),
    );
  });
});
