// The guest's date picker (issue 28): the lowest price of each night of a month at a hotel, over the room types
// with a room left and the plans open that night; null where nothing is on sale; the answer follows the calendar
// and the bookings at once, though it is kept by the catalogue cache.
import { addDays } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;
let hotelId: string;
let standard: string;
let suite: string;
let roomOnly: string;
let saver: string;

// a month wholly ahead: every night of it can be sold
const month = addDays(today, 62).slice(0, 7);
const night = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const patch = async (change: object) => {
  const res = await call(t, owner, 'PATCH', url('/calendar'), { changes: [change] });
  expect(res.statusCode, res.body).toBe(200);
};

async function prices(m = month, id = hotelId) {
  const res = await call(t, undefined, 'GET', `/api/hotel/${id}/night-prices?month=${m}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { month: string; nights: { date: string; price: number | null }[] };
  return new Map(body.nights.map((n) => [n.date, n.price]));
}

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
  hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 500_000, rooms: 1 })).id;
  standard = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id;
  roomOnly = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0]._id;
  suite = (await call(t, owner, 'POST', url('/room-types'), { name: 'Suite', rooms: 1 })).json()._id;
  await call(t, owner, 'PUT', url(`/rate-plans/${roomOnly}`), {
    name: 'Room only',
    mealPlan: 'EP',
    prices: [
      { roomTypeId: standard, price: 5000 },
      { roomTypeId: suite, price: 9000 },
    ],
  });
  // 10 % less, but only when booked 400 days or more ahead: never within the month asked for
  saver = (
    await call(t, owner, 'POST', url('/rate-plans'), {
      name: 'Early saver',
      mealPlan: 'EP',
      prices: [{ roomTypeId: standard }],
      derivedFrom: { ratePlanId: roomOnly, percent: -10 },
      minDaysBefore: 400,
    })
  ).json()._id;
});
afterAll(() => t?.close());

describe('the lowest price of each night of a month', () => {
  it('answers every night of the month with the cheapest room and plan on sale', async () => {
    const p = await prices();
    expect(p.size).toBe(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate());
    expect([...p.keys()][0]).toBe(night(1));
    expect(new Set(p.values())).toEqual(new Set([5000]));
  });

  it('follows a night’s price, a closed night, a stop-sell and a sold-out room type, falling back to the next cheapest', async () => {
    await patch({ from: night(5), to: night(6), roomTypeIds: [standard], set: { price: 6500 } });
    await patch({ from: night(10), to: night(10), roomTypeIds: [standard], set: { closed: true } });
    await patch({ from: night(11), to: night(11), roomTypeIds: [standard, suite], set: { stopSell: true } });
    await patch({ from: night(12), to: night(12), roomTypeIds: [standard], set: { rooms: 0 } });
    // a derived plan follows its parent's new price; the saver is not bookable this close, so it is not the lowest
    const p = await prices();
    expect([p.get(night(4)), p.get(night(5)), p.get(night(6)), p.get(night(7))]).toEqual([5000, 6500, 6500, 5000]);
    expect(p.get(night(10))).toBe(9000);
    expect(p.get(night(11))).toBeNull();
    expect(p.get(night(12))).toBe(9000);
  });

  it('leaves out a night whose last room is booked, as soon as it is booked', async () => {
    expect((await prices()).get(night(20))).toBe(5000);
    const res = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: hotelId,
      roomCount: 1,
      checkInDate: night(20),
      checkOutDate: night(21),
      roomTypeId: standard,
      ratePlanId: roomOnly,
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = await prices();
    expect(p.get(night(20))).toBe(9000);
    expect(p.get(night(21))).toBe(5000);
  });

  it('gives past nights no price, and counts a plan once it is bookable that far ahead', async () => {
    const thisMonth = await prices(today.slice(0, 7));
    expect(thisMonth.get(today)).toBe(5000);
    if (today.slice(8) !== '01') expect(thisMonth.get(addDays(today, -1))).toBeNull();
    // a year and more ahead, the saver sells at 10 % less than the room-only price
    const later = addDays(today, 460).slice(0, 7);
    expect(new Set((await prices(later)).values())).toEqual(new Set([4500]));
    expect(saver).toBeTruthy();
  });

  it('refuses a month that is not one, is past or too far ahead, and a hotel nobody may book', async () => {
    for (const m of ['2026-13', 'June', addDays(today, -40).slice(0, 7), addDays(today, 600).slice(0, 7)]) {
      const res = await call(t, undefined, 'GET', `/api/hotel/${hotelId}/night-prices?month=${m}`);
      expect(res.statusCode, m).toBe(400);
    }
    const hidden = (await insertHotel(t.db, { archivedAt: new Date() })).id;
    expect((await call(t, undefined, 'GET', `/api/hotel/${hidden}/night-prices?month=${month}`)).statusCode).toBe(404);
  });
});
