// Tours for families (decision 0065): adults at the tour's price, children by the manager's age bands, infants
// free without a seat, the single supplement, seats counting everyone who takes one, and the lines that follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole, type RoleHeaders } from '../helpers/access.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertTour, picture } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
let guest: Actor;
let manager: Actor;
let tourId: string;

// ₹10,000 an adult; 2-5: ₹4,000; 6-11: ₹7,500; infants below 2; a room alone ₹2,500 more
const FARES = {
  price: 1_000_000,
  childPrices: [
    { fromAge: 2, toAge: 5, price: 400_000 },
    { fromAge: 6, toAge: 11, price: 750_000 },
  ],
  infantBelowAge: 2,
  singleSupplement: 250_000,
};

beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
  guest = await signedInAs(t, 'user');
  manager = await signedInAs(t, 'tour');
  tourId = (await insertTour(t.db, { ...FARES, seatsPerDeparture: 6, availableTill: day(90) })).id;
});
afterAll(() => t?.close());

const quote = (body: object) => call(t, undefined, 'POST', '/api/quote', { kind: 'tour', tourId, bookingDate: day(10), ...body });
const book = (body: object) => call(t, guest, 'POST', '/api/tour/booking/create', { tourId, ...body });
const baseOf = async (body: object) => {
  const res = await quote(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().breakdown.base as number;
};

describe('tour prices by traveller', () => {
  it('prices each child by the band its age falls in, both ends of a band included', async () => {
    // 2 adults share; a child's bands at their edges
    expect(await baseOf({ persons: 2, childAges: [2] })).toBe(24_000);
    expect(await baseOf({ persons: 2, childAges: [5] })).toBe(24_000);
    expect(await baseOf({ persons: 2, childAges: [6] })).toBe(27_500);
    expect(await baseOf({ persons: 2, childAges: [11] })).toBe(27_500);
    // past every band a child pays the adult price
    expect(await baseOf({ persons: 2, childAges: [12] })).toBe(30_000);
    expect(await baseOf({ persons: 2, childAges: [17] })).toBe(30_000);
  });

  it('lets infants travel free, and lists every part of the base', async () => {
    const res = await quote({ persons: 2, childAges: [1, 0, 4, 9] });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(q.breakdown).toMatchObject({ base: 31_500, taxRate: 5, taxes: 1575, total: 33_075 });
    expect(q.fareParts).toEqual([
      { kind: 'adults', count: 2, unit: 10_000, amount: 20_000 },
      { kind: 'children', count: 1, unit: 4000, amount: 4000, ages: [4], fromAge: 2, toAge: 5 },
      { kind: 'children', count: 1, unit: 7500, amount: 7500, ages: [9], fromAge: 6, toAge: 11 },
      { kind: 'infants', count: 2, unit: 0, amount: 0, ages: [1, 0] },
    ]);
  });

  it('adds the single supplement for an adult left with a room alone, not when a child shares it', async () => {
    expect(await baseOf({ persons: 1 })).toBe(12_500);
    expect(await baseOf({ persons: 3 })).toBe(32_500);
    expect(await baseOf({ persons: 2 })).toBe(20_000);
    // a child with a seat shares the odd adult's room; an infant does not count
    expect(await baseOf({ persons: 1, childAges: [7] })).toBe(17_500);
    expect(await baseOf({ persons: 1, childAges: [1] })).toBe(12_500);
  });

  it('keeps the spec body working: persons alone, at the adult price', async () => {
    const plain = await insertTour(t.db, { price: 500_000 });
    const res = await call(t, undefined, 'POST', '/api/quote', { kind: 'tour', tourId: plain.id, bookingDate: day(3), persons: 3 });
    expect(res.json().breakdown.base).toBe(15_000);
  });

  it('refuses ages outside 0-17 and too many children', async () => {
    for (const childAges of [[18], [-1], [2.5], ['4'], Array.from({ length: 21 }, () => 5)]) {
      const res = await quote({ persons: 2, childAges });
      expect(res.statusCode, JSON.stringify(childAges)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(), JSON.stringify(childAges)).toMatch(/childAges/);
    }
  });
});

describe('tour bookings with children', () => {
  it('stores the ages, the seats and the parts, and charges what the quote said', async () => {
    const body = { bookingDate: day(20), persons: 2, childAges: [9, 4] };
    const quoted = (await quote(body)).json();
    const res = await book(body);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({ persons: 2, childAges: [9, 4], seats: 4, ammount: quoted.breakdown.total, breakdown: quoted.breakdown });
    expect(b.fareParts).toEqual(quoted.fareParts);
    const again = await call(t, guest, 'GET', `/api/tour/booking/user`);
    expect(again.json().find((x: { _id: string }) => x._id === b._id)).toMatchObject({ childAges: [9, 4], seats: 4 });
  });

  it('counts every traveller who takes a seat, and no infant', async () => {
    // 6 seats: 2 adults + 2 children + 1 infant take 4
    expect((await book({ bookingDate: day(30), persons: 2, childAges: [3, 8, 1] })).statusCode).toBe(201);
    const over = await book({ bookingDate: day(30), persons: 2, childAges: [10] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 2 seats left on this date.');
    // two adults and an infant fit the last two seats
    expect((await book({ bookingDate: day(30), persons: 2, childAges: [0] })).statusCode).toBe(201);
    expect((await book({ bookingDate: day(30), persons: 1 })).json().message).toBe('This date is sold out.');
  });
});

describe('the tour manager sets child prices', () => {
  const body = () => ({
    name: 'Coorg Family Trail',
    type: 'Hills',
    description: 'Coffee estates and waterfalls.',
    image: picture('coorg'),
    price: 15_000,
    location: 'Coorg, Karnataka',
    duration: '3 Days / 2 Nights',
    availableFrom: day(0),
    availableTill: day(100),
  });

  it('saves bands, infant age and supplement; a save without them keeps them', async () => {
    const fares = { childPrices: [{ fromAge: 3, toAge: 11, price: 9000 }], infantBelowAge: 3, singleSupplement: 4000.5 };
    const created = await call(t, manager, 'POST', '/api/admin/tour', { ...body(), ...fares });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    expect((await call(t, undefined, 'GET', `/api/tour/${id}`)).json()).toMatchObject(fares);
    const saved = await call(t, manager, 'PUT', `/api/admin/tour/edit/${id}`, { ...body(), name: 'Coorg Trail' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Coorg Trail', ...fares });
    const plain = await call(t, manager, 'POST', '/api/admin/tour', body());
    expect(plain.json()).toMatchObject({ childPrices: [], infantBelowAge: 2, singleSupplement: 0 });
  });

  it('refuses overlapping bands, backwards bands and bands over infants', async () => {
    const cases = [
      {
        childPrices: [
          { fromAge: 2, toAge: 6, price: 1 },
          { fromAge: 6, toAge: 11, price: 2 },
        ],
      },
      { childPrices: [{ fromAge: 9, toAge: 4, price: 1 }] },
      { childPrices: [{ fromAge: 1, toAge: 4, price: 1 }] },
      { childPrices: [{ fromAge: 2, toAge: 18, price: 1 }] },
      { childPrices: [{ fromAge: 2, toAge: 5, price: -1 }] },
    ];
    for (const fares of cases) {
      const res = await call(t, manager, 'POST', '/api/admin/tour', { ...body(), ...fares });
      expect(res.statusCode, JSON.stringify(fares)).toBe(400);
      expect(Object.keys(res.json().fields).join(), JSON.stringify(fares)).toMatch(/^childPrices/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/tour', headers: as.user, payload: body() })).statusCode).toBe(403);
  });
});
