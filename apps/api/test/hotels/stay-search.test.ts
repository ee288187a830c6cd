// The dated hotel search by room type and plan (issue 28, decision 0063): a card carries the stay's lowest
// all-in price, GST night by night as the charge adds it; a hotel that can sell nothing for the stay is not
// listed. The search says the sellability rule in SQL: after random calendars, its answers are checked
// against the guest's rooms answer (rules/sellability.ts), hotel by hotel and stay by stay.
import { priceHotelNights } from '@raahi/contract/rules/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rng } from '../../src/db/seed/random.ts';
import { bookStay, day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;

type Card = {
  _id: string;
  name: string;
  price: number;
  taxes: number;
  stay?: { nights: number; rooms: number; total: number; taxes: number };
};
type Plan = { ratePlan: { _id: string }; sellable: boolean; reason?: string; nights: { date: string; price: number }[] };
type Room = { roomType: { _id: string }; roomsNeeded: number; plans: Plan[] };

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
});
afterAll(() => t?.close());

const hotelUrl = (id: string, path = '') => `/api/hotels/${id}${path}`;

async function search(query: string): Promise<Card[]> {
  const res = await call(t, undefined, 'GET', `/api/hotel?${query}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function roomsFor(hotelId: string, checkin: string, checkout: string, guests: number): Promise<Room[]> {
  const res = await call(t, undefined, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${checkin}&checkout=${checkout}&guests=${guests}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function patch(hotelId: string, changes: object[]) {
  const res = await call(t, owner, 'PATCH', hotelUrl(hotelId, '/calendar'), { changes });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A hotel of the owner's with a Standard room (its `rooms`, fits 2) and a Family room (1, fits 4), a room-only
 * plan on both, a breakfast plan on both, and a saver following room only at −10 % on the Standard room.
 */
async function hotelWithRooms(location: string, name: string, price = 4000) {
  const id = (await insertHotel(t.db, { ownerId: owner.id, name, location, price: price * 100, rooms: 2 })).id;
  const standard = (await call(t, owner, 'GET', hotelUrl(id, '/room-types'))).json()[0]._id as string;
  const roomOnly = (await call(t, owner, 'GET', hotelUrl(id, '/rate-plans'))).json()[0]._id as string;
  const family = (
    await call(t, owner, 'POST', hotelUrl(id, '/room-types'), {
      name: 'Family',
      rooms: 1,
      maxAdults: 4,
      maxOccupancy: 4,
      photos: [],
      beds: [],
    })
  ).json()._id as string;
  const put = await call(t, owner, 'PUT', hotelUrl(id, `/rate-plans/${roomOnly}`), {
    name: 'Room only',
    mealPlan: 'EP',
    prices: [
      { roomTypeId: standard, price },
      { roomTypeId: family, price: price * 2 },
    ],
  });
  expect(put.statusCode, put.body).toBe(200);
  const breakfast = (
    await call(t, owner, 'POST', hotelUrl(id, '/rate-plans'), {
      name: 'Breakfast',
      mealPlan: 'CP',
      prices: [
        { roomTypeId: standard, price: price + 600 },
        { roomTypeId: family, price: price * 2 + 1200 },
      ],
    })
  ).json()._id as string;
  const saver = (
    await call(t, owner, 'POST', hotelUrl(id, '/rate-plans'), {
      name: 'Saver',
      mealPlan: 'EP',
      prices: [{ roomTypeId: standard }],
      derivedFrom: { ratePlanId: roomOnly, percent: -10 },
    })
  ).json()._id as string;
  return { id, standard, family, roomOnly, breakfast, saver };
}

/** What the rooms answer says the search should: listed or not, and the lowest all-in price (rupees). */
async function expectedCard(hotelId: string, checkin: string, checkout: string, guests: number) {
  let best: { total: number; taxes: number; rooms: number } | undefined;
  for (const room of await roomsFor(hotelId, checkin, checkout, guests))
    for (const plan of room.plans.filter((p) => p.sellable)) {
      const b = priceHotelNights({
        nightPrices: plan.nights.map((n) => Math.round(n.price * 100)),
        rooms: room.roomsNeeded,
        mealPlan: 'none',
        insurance: false,
        donation: false,
      });
      const allIn = b.base + b.taxes;
      // ties go to fewer rooms
      if (!best || allIn < best.total + best.taxes || (allIn === best.total + best.taxes && room.roomsNeeded < best.rooms))
        best = { total: b.base, taxes: b.taxes, rooms: room.roomsNeeded };
    }
  return (
    best && {
      nights: Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000),
      rooms: best.rooms,
      total: best.total / 100,
      taxes: best.taxes / 100,
    }
  );
}

describe('a dated search', () => {
  it('carries the lowest all-in price of the stay, GST night by night; without dates nothing changes', async () => {
    const h = await hotelWithRooms('Kovalamstayprice, Kerala', 'Kovalam Stay Price', 4000);
    // a Diwali night on room only: the saver follows it (−10 %), and the cheapest is the saver
    await patch(h.id, [
      { from: day(40), to: day(40), roomTypeIds: [h.standard], ratePlanIds: [h.roomOnly, h.breakfast], set: { price: 9000 } },
    ]);
    const [card] = await search(`location=kovalamstayprice&checkin=${day(39)}&checkout=${day(41)}&guests=2`);
    // saver: 3,600 + 8,100 = 11,700; GST 5 % on 3,600 (180) and 18 % on 8,100 (1,458)
    expect(card!.stay).toMatchObject({ nights: 2, rooms: 1, total: 11_700, taxes: 1638 });
    expect(card!.stay).toMatchObject((await expectedCard(h.id, day(39), day(41), 2))!);
    // the card's own price and taxes stay the lowest base price a night and its GST by the charge's rule
    expect([card!.price, card!.taxes]).toEqual([3600, 180]);
    const plain = await search('location=kovalamstayprice');
    expect(plain[0]).not.toHaveProperty('stay');
    expect(plain[0]!.price).toBe(3600);
  });

  it('prices the rooms the party needs: five guests take three Standard rooms or two Family rooms, whichever costs less', async () => {
    const h = await hotelWithRooms('Alleppeyparty, Kerala', 'Alleppey Party', 3000);
    const roomType = (name: string, rooms: number, maxOccupancy: number) => ({
      name,
      rooms,
      maxAdults: maxOccupancy,
      maxOccupancy,
      photos: [],
      beds: [],
    });
    const setRooms = async (id: string, body: object) => {
      const res = await call(t, owner, 'PUT', hotelUrl(h.id, `/room-types/${id}`), body);
      expect(res.statusCode, res.body).toBe(200);
    };
    const q = `location=alleppeyparty&checkin=${day(12)}&checkout=${day(13)}&guests=5`;
    await setRooms(h.family, roomType('Family', 2, 4));
    await setRooms(h.standard, roomType('Standard room', 3, 2));
    // Standard saver: 3 × 2,700 = 8,100 (+ 405); Family room only: 2 × 6,000 = 12,000 (+ 600)
    expect((await search(q))[0]!.stay).toMatchObject({ nights: 1, rooms: 3, total: 8100, taxes: 405 });
    // two Standard rooms cannot take five: the Family rooms
    await setRooms(h.standard, roomType('Standard room', 2, 2));
    expect((await search(q))[0]!.stay).toMatchObject({ nights: 1, rooms: 2, total: 12_000, taxes: 600 });
  });

  it('leaves out a hotel with nothing sellable for the stay, whatever the reason, and lists it when one plan can', async () => {
    const loc = 'munnarhidden';
    const h = await hotelWithRooms('Munnarhidden, Kerala', 'Munnar Hidden', 3000);
    const listed = async (from: number, to: number, guests = 2) =>
      (await search(`location=${loc}&checkin=${day(from)}&checkout=${day(to)}&guests=${guests}`)).map((c) => c.name);
    const both = [h.standard, h.family];
    await patch(h.id, [
      { from: day(30), to: day(30), roomTypeIds: both, set: { closed: true } },
      { from: day(32), to: day(32), roomTypeIds: both, set: { minStay: 2 } },
      { from: day(34), to: day(34), roomTypeIds: both, set: { maxStay: 1 } },
      { from: day(36), to: day(36), roomTypeIds: both, set: { closedToArrival: true } },
      { from: day(39), to: day(39), roomTypeIds: both, set: { closedToDeparture: true } },
      { from: day(41), to: day(41), roomTypeIds: both, set: { stopSell: true } },
      { from: day(43), to: day(43), roomTypeIds: both, set: { rooms: 0 } },
    ]);
    expect(await listed(29, 31)).toEqual([]);
    expect(await listed(32, 33)).toEqual([]);
    expect(await listed(32, 34)).toEqual(['Munnar Hidden']);
    expect(await listed(34, 36)).toEqual([]);
    expect(await listed(36, 37)).toEqual([]);
    expect(await listed(35, 37)).toEqual(['Munnar Hidden']);
    expect(await listed(38, 39)).toEqual([]);
    expect(await listed(41, 42)).toEqual([]);
    expect(await listed(43, 44)).toEqual([]);
    expect(await listed(44, 45)).toEqual(['Munnar Hidden']);
    // the breakfast plan opened again on the closed night: listed, at the breakfast price
    await patch(h.id, [{ from: day(30), to: day(30), roomTypeIds: [h.standard], ratePlanIds: [h.breakfast], set: { closed: false } }]);
    const [card] = await search(`location=${loc}&checkin=${day(29)}&checkout=${day(31)}&guests=2`);
    expect(card!.stay).toMatchObject({ nights: 2, rooms: 1, total: 7200, taxes: 360 });
    // a plan bookable only 60 days ahead sells nothing sooner
    await call(t, owner, 'PUT', hotelUrl(h.id, `/rate-plans/${h.breakfast}`), {
      name: 'Breakfast',
      mealPlan: 'CP',
      prices: [{ roomTypeId: h.standard, price: 3600 }],
      minDaysBefore: 60,
    });
    expect(await listed(29, 31)).toEqual([]);
  });

  it('counts the rooms that bookings hold on a room type: its last room booked, the hotel sells the other type', async () => {
    const loc = 'thekkadybooked';
    const h = await hotelWithRooms('Thekkadybooked, Kerala', 'Thekkady Booked', 2500);
    await patch(h.id, [{ from: day(50), to: day(52), roomTypeIds: [h.standard], set: { stopSell: true } }]);
    const booked = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: h.id,
      roomCount: 1,
      checkInDate: day(50),
      checkOutDate: day(51),
      roomTypeId: h.family,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await search(`location=${loc}&checkin=${day(50)}&checkout=${day(51)}`)).toEqual([]);
    expect((await search(`location=${loc}&checkin=${day(51)}&checkout=${day(52)}`))[0]!.stay).toMatchObject({
      nights: 1,
      rooms: 1,
      total: 5000,
      taxes: 250,
    });
    expect((await bookStay(t, guest, h.id, 51, 52)).statusCode).toBe(409);
  });
});

describe("a dated search's pages", () => {
  it('put together, are the hotels that sell the stay in the sort’s order, however many of the first ones cannot', async () => {
    const hs = [];
    for (let i = 0; i < 16; i++) hs.push(await hotelWithRooms('Kumarakompages, Kerala', `Kumarakom Page ${i}`, 1000 + 100 * i));
    // the eleven cheapest and the thirteenth cannot sell the night: the first page's first stretch (twelve
    // hotels, by the price) holds one hotel that can
    for (const [i, h] of hs.entries())
      if (i < 11 || i === 12)
        await patch(h.id, [{ from: day(60), to: day(60), roomTypeIds: [h.standard, h.family], set: { stopSell: true } }]);
    const sells = [11, 13, 14, 15].map((i) => `Kumarakom Page ${i}`);
    for (const [sort, expected] of [
      ['price', sells],
      ['-price', [...sells].reverse()],
    ] as const) {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const res = await call(
          t,
          undefined,
          'GET',
          `/api/hotel?location=kumarakompages&checkin=${day(60)}&checkout=${day(61)}&sort=${sort}&limit=2&page=${page}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['x-total-count'], `${sort} page ${page}`).toBe('4');
        pages.push(res.json().map((c: Card) => c.name));
      }
      expect(pages, sort).toEqual([expected.slice(0, 2), expected.slice(2), []]);
    }
  });
});

describe('the search and the rooms answer agree', () => {
  it('after random calendars, lists exactly the hotels with a sellable plan, each at the lowest all-in price', async () => {
    const SEED = Number(process.env.STAY_SEARCH_SEED ?? Math.floor(Math.random() * 1_000_000));
    const r = rng(SEED);
    const loc = 'wayanadagree';
    const hotels = [];
    for (let i = 0; i < 4; i++) hotels.push(await hotelWithRooms('Wayanadagree, Kerala', `Wayanad Agree ${i}`, 2000 + 1500 * i));
    const from = 20;
    const pickDays = () => {
      const a = from + r.int(0, 9);
      return [a, a + r.int(0, 2)] as const;
    };
    for (const h of hotels) {
      const changes = [];
      for (let k = 0; k < 10; k++) {
        const [a, b] = pickDays();
        const types = r.chance(0.5) ? [h.standard, h.family] : [r.pick([h.standard, h.family])];
        const plans = r.chance(0.5) ? undefined : [r.pick([h.roomOnly, h.breakfast, h.saver])];
        const set = r.pick([
          { price: r.int(10, 90) * 100 },
          { closed: r.chance(0.7) },
          { minStay: r.int(1, 3) },
          { maxStay: r.int(1, 3) },
          { closedToArrival: true },
          { closedToDeparture: true },
          { stopSell: r.chance(0.7) },
          { rooms: r.int(0, 1) },
        ]);
        // a price is set on plans with prices of their own (a derived plan follows its parent)
        const ratePlanIds = 'price' in set ? [r.pick([h.roomOnly, h.breakfast])] : plans;
        changes.push({ from: day(a), to: day(b), roomTypeIds: types, ...(ratePlanIds && { ratePlanIds }), set });
      }
      const res = await call(t, owner, 'PATCH', hotelUrl(h.id, '/calendar'), { changes });
      // rooms below those sold cannot happen here (nothing is booked): every edit applies
      expect(res.statusCode, `STAY_SEARCH_SEED=${SEED} ${res.body}`).toBe(200);
    }
    for (let k = 0; k < 16; k++) {
      const checkin = from + r.int(0, 9);
      const checkout = checkin + r.int(1, 3);
      const guests = r.int(1, 5);
      const q = `location=${loc}&checkin=${day(checkin)}&checkout=${day(checkout)}&guests=${guests}`;
      // the price of the stay (what the plan gives is the badges' test)
      const cards = new Map(
        (await search(q)).map((c) => [
          c._id,
          c.stay && { nights: c.stay.nights, rooms: c.stay.rooms, total: c.stay.total, taxes: c.stay.taxes },
        ]),
      );
      for (const h of hotels) {
        const expected = await expectedCard(h.id, day(checkin), day(checkout), guests);
        expect(cards.get(h.id), `STAY_SEARCH_SEED=${SEED} ${q} hotel ${h.id}`).toEqual(expected);
        expect(cards.has(h.id), `STAY_SEARCH_SEED=${SEED} ${q} hotel ${h.id}`).toBe(expected !== undefined);
      }
    }
  });
});
