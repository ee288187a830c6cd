// What a guest can book (issue 28): each room type and plan for a stay with its nightly prices, GST night by
// night, and why it cannot be sold; the booking takes the room and plan, keeps its prices and its plan's policy.
import { shortDay } from '@raahi/contract/rules/sellability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let hotelId: string;
let standard: string;
let deluxe: string;
let roomOnly: string;
let breakfast: string;
let early: string;

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const patch = (changes: object[]) => call(t, owner, 'PATCH', url('/calendar'), { changes });

beforeAll(async () => {
  ({ t, owner } = await appWith({ owner: 'hotel' }));
  hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 400_000, rooms: 3 })).id;
  standard = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id;
  roomOnly = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0]._id;
  deluxe = (
    await call(t, owner, 'POST', url('/room-types'), { name: 'Deluxe', rooms: 1, maxOccupancy: 3, photos: [], beds: ['1 King bed'] })
  ).json()._id;
  await call(t, owner, 'PUT', url(`/rate-plans/${roomOnly}`), {
    name: 'Room only',
    mealPlan: 'EP',
    prices: [
      { roomTypeId: standard, price: 4000 },
      { roomTypeId: deluxe, price: 6000 },
    ],
  });
  breakfast = (
    await call(t, owner, 'POST', url('/rate-plans'), {
      name: 'Breakfast included',
      mealPlan: 'CP',
      cancellationPolicy: { type: 'free-until', hours: 48, fee: 'first-night' },
      prices: [
        { roomTypeId: standard, price: 4500 },
        { roomTypeId: deluxe, price: 8000 },
      ],
    })
  ).json()._id;
  early = (
    await call(t, owner, 'POST', url('/rate-plans'), {
      name: 'Early bird',
      mealPlan: 'EP',
      prices: [{ roomTypeId: standard }],
      derivedFrom: { ratePlanId: roomOnly, percent: -20 },
      minDaysBefore: 60,
    })
  ).json()._id;
});
afterAll(() => t?.close());

type Plan = {
  ratePlan: { _id: string; name: string };
  sellable: boolean;
  reason?: string;
  refusal?: Record<string, unknown>;
  total: number;
  taxes: number;
  nights: { price: number }[];
};
async function rooms(checkin: string, checkout: string, guests = 2) {
  const res = await call(t, undefined, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${checkin}&checkout=${checkout}&guests=${guests}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { roomType: { _id: string; name: string }; roomsLeft: number; roomsNeeded: number; plans: Plan[] }[];
}
const planOf = async (checkin: string, checkout: string, roomTypeId: string, ratePlanId: string) =>
  (await rooms(checkin, checkout)).find((r) => r.roomType._id === roomTypeId)!.plans.find((p) => p.ratePlan._id === ratePlanId)!;

describe("the guest's rooms for a stay", () => {
  it('lists each room type with every plan, its nights, total and GST at each night’s slab', async () => {
    const list = await rooms(day(20), day(22), 3);
    expect(list.map((r) => [r.roomType.name, r.roomsLeft, r.roomsNeeded])).toEqual([
      ['Standard room', 3, 2],
      ['Deluxe', 1, 1],
    ]);
    const dx = list[1]!.plans.find((p) => p.ratePlan._id === breakfast)!;
    expect(dx).toMatchObject({ sellable: true, total: 16_000, taxes: 2880, nights: [{ price: 8000 }, { price: 8000 }] });
    expect(dx.ratePlan).toMatchObject({ mealPlan: 'CP', mealPlanName: 'Breakfast included' });
    const st = list[0]!.plans.find((p) => p.ratePlan._id === roomOnly)!;
    expect([st.total, st.taxes]).toEqual([8000, 400]);
    expect(list[0]!.plans.find((p) => p.ratePlan._id === early)).toMatchObject({
      sellable: false,
      reason: 'Book at least 60 days before arrival',
      refusal: { code: 'book-ahead', days: 60 },
    });
    expect((await planOf(day(70), day(71), standard, early)).nights).toEqual([{ date: day(70), price: 3200 }]);
  });

  it('says why a stay cannot be sold: closed, minimum and maximum stay, no arrival, no departure, sold out', async () => {
    const n = (k: number) => day(k);
    await patch([
      { from: n(30), to: n(30), roomTypeIds: [standard], set: { closed: true } },
      { from: n(32), to: n(32), roomTypeIds: [standard], set: { minStay: 2 } },
      { from: n(34), to: n(34), roomTypeIds: [standard], set: { maxStay: 1 } },
      { from: n(36), to: n(36), roomTypeIds: [standard], set: { closedToArrival: true } },
      { from: n(39), to: n(39), roomTypeIds: [standard], set: { closedToDeparture: true } },
      { from: n(41), to: n(41), roomTypeIds: [standard], set: { stopSell: true } },
    ]);
    const reasons = async (from: number, to: number) => (await planOf(n(from), n(to), standard, roomOnly)).reason;
    expect(await reasons(29, 31)).toBe(`Closed on ${shortDay(n(30))}`);
    expect(await reasons(32, 33)).toBe(`Minimum 2 nights for arrivals on ${shortDay(n(32))}`);
    expect(await reasons(32, 34)).toBeUndefined();
    expect(await reasons(34, 36)).toBe(`Maximum 1 night for arrivals on ${shortDay(n(34))}`);
    expect(await reasons(36, 37)).toBe(`No arrivals on ${shortDay(n(36))}`);
    expect(await reasons(35, 37)).toBeUndefined();
    expect(await reasons(38, 39)).toBe(`No departures on ${shortDay(n(39))}`);
    expect(await reasons(40, 42)).toBe('Sold out');
    // each reason also as a code with its figures, for a page to say in its own language
    const refusal = async (from: number, to: number) => (await planOf(n(from), n(to), standard, roomOnly)).refusal;
    expect(await refusal(29, 31)).toEqual({ code: 'closed', date: n(30) });
    expect(await refusal(32, 33)).toEqual({ code: 'min-stay', nights: 2, date: n(32) });
    expect(await refusal(34, 36)).toEqual({ code: 'max-stay', nights: 1, date: n(34) });
    expect(await refusal(36, 37)).toEqual({ code: 'no-arrival', date: n(36) });
    expect(await refusal(38, 39)).toEqual({ code: 'no-departure', date: n(39) });
    expect(await refusal(40, 42)).toEqual({ code: 'sold-out' });
    expect(await refusal(32, 34)).toBeUndefined();
    // the same reason refuses the booking
    const guest = await signedInAs(t, 'user');
    const res = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: hotelId,
      roomCount: 1,
      checkInDate: n(29),
      checkOutDate: n(31),
    });
    expect([res.statusCode, res.json()]).toEqual([409, { code: 'not_sellable', message: `Closed on ${shortDay(n(30))}.` }]);
  });
});

describe('a booking of a room type under a plan', () => {
  it("books a Deluxe room with breakfast at the plan's nightly prices and policy; a later rate change never touches it", async () => {
    const guest = await signedInAs(t, 'user');
    const body = { hotel: hotelId, roomCount: 1, checkInDate: day(50), checkOutDate: day(52), roomTypeId: deluxe, mealPlan: 'breakfast' };
    const quote = (await call(t, undefined, 'POST', '/api/quote', { kind: 'hotel', ...body })).json();
    const res = await call(t, guest, 'POST', '/api/booking/create', body);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      roomType: { _id: deluxe, name: 'Deluxe' },
      ratePlan: { _id: breakfast, name: 'Breakfast included' },
      mealPlan: 'breakfast',
      nightPrices: [
        { date: day(50), price: 8000 },
        { date: day(51), price: 8000 },
      ],
      ammount: 18_880,
    });
    expect(b.cancellationPolicy).toMatch(/48 hours/);
    expect(quote.breakdown).toMatchObject({ base: 16_000, meals: 0, taxes: 2880, total: 18_880 });
    await patch([{ from: day(50), to: day(51), roomTypeIds: [deluxe], set: { price: 9999 } }]);
    const again = (await call(t, guest, 'GET', `/api/booking/user/${guest.id}`)).json()[0];
    expect([again.ammount, again.nightPrices]).toEqual([18_880, b.nightPrices]);
    // the one Deluxe room is gone for those nights
    expect((await rooms(day(50), day(51))).find((r) => r.roomType._id === deluxe)).toMatchObject({ roomsLeft: 0 });
    const second = await call(t, await signedInAs(t, 'user'), 'POST', '/api/booking/create', { ...body, checkOutDate: day(51) });
    expect([second.statusCode, second.json().code]).toEqual([409, 'sold_out']);
  });

  it("without a room type, takes the hotel's first room under its room-only plan, as the spec's call always did", async () => {
    const guest = await signedInAs(t, 'user');
    const res = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: hotelId,
      roomCount: 2,
      checkInDate: day(60),
      checkOutDate: day(61),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      roomType: { _id: standard },
      ratePlan: { _id: roomOnly },
      ammount: 8400,
      nightPrices: [{ price: 4000 }],
    });
    const other = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: hotelId,
      roomCount: 1,
      roomTypeId: deluxe,
      ratePlanId: early,
      checkInDate: day(90),
      checkOutDate: day(91),
    });
    expect([other.statusCode, other.json().fields]).toEqual([400, { ratePlanId: 'Not a plan of this room type.' }]);
  });
});
