// A booking of rooms of several types holds each room under its own type (issue 29): the owner's calendar
// counts each unpaid room as held on its own type's row, and the dated search frees, once a hold has run
// out, a room of each type the booking took (not all of them on its first type).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, hotels } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { familyHotel } from '../helpers/family-hotel.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;
let hotelId: string;
let standard: string;
let family: string;
let roomOnly: string;
const PLACE = 'Heldpur';

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
  // one standard room, two family suites
  ({ hotelId, standard, family, roomOnly } = await familyHotel(t, owner));
  await t.db
    .update(hotels)
    .set({ location: `${PLACE}, Kerala` })
    .where(eq(hotels.id, hotelId));
});
afterAll(() => t?.close());

const parents = () => ({ adults: 2, childAges: [], roomTypeId: standard, ratePlanId: roomOnly });
const children = () => ({ adults: 2, childAges: [5, 9], roomTypeId: family, ratePlanId: roomOnly });

async function book(from: number, to: number, rooms: object[]) {
  const res = await call(t, guest, 'POST', '/api/booking/create', { hotel: hotelId, checkInDate: day(from), checkOutDate: day(to), rooms });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

describe('rooms of several types in one booking, type by type', () => {
  it("the owner's calendar shows each unpaid room held on its own room type", async () => {
    await book(20, 22, [parents(), children()]);
    const cal = await call(t, owner, 'GET', `/api/hotels/${hotelId}/calendar?from=${day(20)}&to=${day(21)}`);
    expect(cal.statusCode, cal.body).toBe(200);
    const counts = (id: string) =>
      cal
        .json()
        .roomTypes.find((r: { roomTypeId: string }) => r.roomTypeId === id)
        .nights.map((n: { held: number; sold: number }) => [n.held, n.sold]);
    expect(counts(standard)).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(counts(family)).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('the dated search counts the family suites of a hold that ran out as free again', async () => {
    const id = await book(30, 32, [parents(), children(), children()]);
    await t.db
      .update(hotelBookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(hotelBookings.id, id));
    const found = async (occupancy: string) => {
      const res = await call(t, guest, 'GET', `/api/hotel?location=${PLACE}&checkin=${day(30)}&checkout=${day(32)}&${occupancy}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((h: { _id: string }) => h._id);
    };
    // only a family suite takes children
    expect(await found('occupancy=2:5,9')).toEqual([hotelId]);
    expect(await found('occupancy=2:5,9&occupancy=2:5,9')).toEqual([hotelId]);
    expect(await found('occupancy=2')).toEqual([hotelId]);
  });
});
