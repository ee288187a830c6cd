// Prices by occupancy and the guests' rooms answer (issue 29): a plan prices fewer adults, extra adults and
// children by age band per room type; the rooms answer takes `occupancy`, says which room types fit each
// room (and why not), prices each fitting room for its guests with GST by that room's whole price a night,
// and proposes the cheapest fitting combination within the rooms left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';
import { familyHotel } from '../helpers/family-hotel.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;
let hotelId: string;
let standard: string;
let family: string;
let roomOnly: string;
let saver: string;

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const checkin = day(40);
const checkout = day(41);

type Offer = {
  ratePlan: { _id: string };
  sellable: boolean;
  total: number;
  taxes: number;
  byRoom?: { room: number; total: number; taxes: number }[];
  proposedFor?: number[];
  party?: { rooms: number[]; nights: { date: string; price: number }[]; total: number; taxes: number };
};
type Choice = {
  roomType: { _id: string };
  fits?: boolean;
  fitsRooms?: number[];
  reason?: string;
  fitRefusal?: { rule: string; limit: number };
  plans: Offer[];
};

async function rooms(...occupancy: string[]): Promise<Choice[]> {
  const q = occupancy.map((o) => `&occupancy=${o}`).join('');
  const res = await call(t, guest, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${checkin}&checkout=${checkout}${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const choice = (cs: Choice[], id: string) => cs.find((c) => c.roomType._id === id)!;
const offer = (c: Choice, plan = roomOnly) => c.plans.find((p) => p.ratePlan._id === plan)!;
/** what room `room` of the party pays a night under the plan (one night asked) */
const priceFor = async (roomTypeId: string, occupancy: string, plan = roomOnly) =>
  offer(choice(await rooms(occupancy), roomTypeId), plan).byRoom?.find((r) => r.room === 0);

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
  let prices: unknown[];
  ({ hotelId, standard, family, roomOnly, prices } = await familyHotel(t, owner, { price: 4500, byAdults: { '1': 3800 } }));
  expect(prices).toEqual([
    { roomTypeId: standard, price: 4500, byAdults: { '1': 3800 } },
    { roomTypeId: family, price: 7000, byAdults: { '2': 6000 }, extraAdult: 1500, extraChild: [0, 1200] },
  ]);
  const derived = await call(t, owner, 'POST', url('/rate-plans'), {
    name: 'Saver',
    mealPlan: 'EP',
    prices: [{ roomTypeId: standard }, { roomTypeId: family }],
    derivedFrom: { ratePlanId: roomOnly, percent: -10 },
  });
  expect(derived.statusCode, derived.body).toBe(201);
  saver = derived.json()._id;
});
afterAll(() => t?.close());

describe('a plan prices a room by its guests', () => {
  it('the base occupancy pays the price; fewer adults their own price, or the next higher count set', async () => {
    expect(await priceFor(standard, '2')).toMatchObject({ total: 4500 });
    expect(await priceFor(standard, '1')).toMatchObject({ total: 3800 });
    expect(await priceFor(family, '3')).toMatchObject({ total: 7000 });
    expect(await priceFor(family, '2')).toMatchObject({ total: 6000 });
    // no price set for one adult: the price for two serves
    expect(await priceFor(family, '1')).toMatchObject({ total: 6000 });
  });

  it('each adult beyond the base pays extraAdult; a child from the adult age is an adult', async () => {
    expect(await priceFor(family, '4')).toMatchObject({ total: 8500 });
    expect(await priceFor(family, '3:12')).toMatchObject({ total: 8500 });
  });

  it('each child pays its band’s price whatever the adults; a band’s upper age is in it; infants are free', async () => {
    expect(await priceFor(family, '3:5')).toMatchObject({ total: 7000 });
    expect(await priceFor(family, '3:6')).toMatchObject({ total: 8200 });
    expect(await priceFor(family, '3:11')).toMatchObject({ total: 8200 });
    expect(await priceFor(family, '2:2,6')).toMatchObject({ total: 7200 });
    expect(await priceFor(family, '3:0,1')).toMatchObject({ total: 7000 });
  });

  it('GST by the room’s whole price a night: above ₹7,500 with its extra guests, 18 %', async () => {
    expect(await priceFor(family, '3')).toMatchObject({ total: 7000, taxes: 350 });
    expect(await priceFor(family, '3:6')).toMatchObject({ total: 8200, taxes: 1476 });
  });

  it('a derived plan charges its parent’s price for the guests, adjusted', async () => {
    expect(await priceFor(family, '3:6', saver)).toMatchObject({ total: 7380 });
    expect(await priceFor(standard, '1', saver)).toMatchObject({ total: 3420 });
    const plans = (await call(t, owner, 'GET', url('/rate-plans'))).json();
    expect(plans.find((p: { _id: string }) => p._id === saver).prices[1]).toMatchObject({
      price: 6300,
      byAdults: { '2': 5400 },
      extraAdult: 1350,
      extraChild: [0, 1080],
    });
  });
});

describe('the rooms answer for the guests', () => {
  it('a room type that fits no room is listed, with fits: false and why', async () => {
    const cs = await rooms('2:5,9');
    expect(choice(cs, standard)).toMatchObject({
      fits: false,
      fitsRooms: [],
      reason: 'Takes no children',
      fitRefusal: { rule: 'children', limit: 0 },
    });
    expect(choice(cs, family)).toMatchObject({ fits: true, fitsRooms: [0] });
    expect(choice(cs, family)).not.toHaveProperty('fitRefusal');
    expect(choice(await rooms('5'), standard)).toMatchObject({
      fits: false,
      reason: 'Fits at most 2 adults',
      fitRefusal: { rule: 'adults', limit: 2 },
    });
    // without occupancy the answer is as before
    const plain = await call(t, guest, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${checkin}&checkout=${checkout}&guests=2`);
    expect(plain.json()[0]).not.toHaveProperty('fits');
    expect(plain.json()[0].plans[0]).not.toHaveProperty('byRoom');
  });

  it('proposes the cheapest fitting combination', async () => {
    const proposed = (cs: Choice[]) =>
      cs.flatMap((c) => c.plans.flatMap((p) => (p.proposedFor ?? []).map((room) => [room, c.roomType._id, p.ratePlan._id]))).sort();
    // a couple in the standard room (cheaper), the family in the suite, both under the saver
    expect(proposed(await rooms('2', '2:5,9'))).toEqual([
      [0, standard, saver],
      [1, family, saver],
    ]);
    // one standard room is left: the second couple takes a suite
    expect(proposed(await rooms('2', '2'))).toEqual([
      [0, standard, saver],
      [1, family, saver],
    ]);
    // three rooms of a kind only the suite fits, and two suites: no proposal
    expect(proposed(await rooms('2:5', '2:5', '2:5'))).toEqual([]);
  });

  it('each plan prices the guests asked for, all the rooms it fits together, besides one room at the base', async () => {
    const suite = offer(choice(await rooms('2:6', '3:6'), family));
    // one room at the base occupancy, as the guests call has it
    expect(suite).toMatchObject({ total: 7000, taxes: 350 });
    // the family's two rooms: ₹6,000 + a child ₹1,200, and ₹7,000 + a child ₹1,200; GST by each room's price
    expect(suite.party).toEqual({ rooms: [0, 1], nights: [{ date: checkin, price: 15400 }], total: 15400, taxes: 360 + 1476 });
    // a room type that fits only some rooms prices those
    expect(offer(choice(await rooms('1', '2:5'), standard)).party).toEqual({
      rooms: [0],
      nights: [{ date: checkin, price: 3800 }],
      total: 3800,
      taxes: 190,
    });
    const plain = await call(t, guest, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${checkin}&checkout=${checkout}&guests=5`);
    expect(plain.json()[1].plans[0]).not.toHaveProperty('party');
    expect(plain.json()[1].plans[0]).toMatchObject({ total: 7000, taxes: 350 });
  });
});
