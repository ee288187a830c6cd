// Cab trips priced for their route over the real API: the search lists the cars that serve the pickup and are
// free, each priced on its own card; unknown places are refused with suggestions; a booking keeps its lines and
// takes the car until its estimated return; the fare card is its owner's to set.
import type { FareCard } from '@raahi/contract/rules/cab-fares';
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeById } from '../../src/modules/places/places.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertCab } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

const CARD: FareCard = {
  oneWay: { perKm: 14 },
  round: { perKm: 11, minKmPerDay: 250, driverAllowancePerDay: 300 },
  airport: { fare: 1200 },
  local: [{ package: '8h80km', hours: 8, km: 80, fare: 2200, extraKm: 13, extraHour: 140 }],
  nightCharge: 300,
  tolls: { paidBy: 'estimate', perKm: 1.5 },
  permit: 500,
};
const based = (city: string, radius = 0) => {
  const p = placeById(city)!;
  return { baseCity: p.id, baseLat: p.lat, baseLng: p.lng, serviceRadiusKm: radius };
};

let t: TestApp;
let owner: Actor, otherOwner: Actor, admin: Actor;
let delhi: string, cheaperDelhi: string, gurugram: string, jaipur: string, unplaced: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAs(t, 'cab');
  otherOwner = await signedInAs(t, 'cab');
  admin = await signedInAs(t, 'admin');
  delhi = (await insertCab(t.db, { model: 'Delhi Innova', ownerId: owner.id, fareCard: CARD, ...based('delhi') })).id;
  cheaperDelhi = (await insertCab(t.db, { model: 'Delhi Dzire', fareCard: { ...CARD, oneWay: { perKm: 12 } }, ...based('delhi') })).id;
  // 25 km from Delhi: serves Delhi pickups within its 40 km
  gurugram = (await insertCab(t.db, { model: 'Gurugram Ertiga', fareCard: CARD, ...based('gurugram', 40) })).id;
  jaipur = (await insertCab(t.db, { model: 'Jaipur Etios', fareCard: CARD, ...based('jaipur') })).id;
  unplaced = (await insertCab(t.db, { model: 'Unplaced Swift' })).id;
});
afterAll(() => t?.close());

type Listed = { _id: string; model: string; trip: { distanceKm: number; total: number; fareLines: { label: string; amount: number }[] } };
const search = (query: string) => call(t, undefined, 'GET', `/api/cab?${query}`);
const listed = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
};
const book = (who: Actor, body: object) => call(t, who, 'POST', '/api/cab/booking/create', body);
const pickupAt = (d: string, hhmm: string) => instantOfIndianTime(`${d}T${hhmm}`).toISOString();
const oneWay = (cab: string, d: string, hhmm = '08:00', more: object = {}) => ({
  cab,
  trip: 'oneway',
  from: 'Delhi',
  to: 'Jaipur',
  pickupLocation: '12 Janpath, New Delhi',
  dropoffLocation: 'Jaipur',
  pickupTime: pickupAt(d, hhmm),
  pickupAddress: '12 Janpath, New Delhi',
  passengerName: 'Meera Rao',
  passengerPhone: '+91 98100 12345',
  ...more,
});

describe('searching for a trip', () => {
  it('lists only the cars that serve the pickup, each with the trip priced on its card, sortable by price', async () => {
    const cars = await listed(`from=Delhi&to=Jaipur&trip=oneway&date=${day(30)}&time=08:00&sort=price`);
    expect(cars[0]!._id).toBe(cheaperDelhi);
    expect(new Set(cars.map((c) => c._id))).toEqual(new Set([cheaperDelhi, delhi, gurugram]));
    const innova = cars.find((c) => c._id === delhi)!;
    // 280 km × ₹14 = 3,920; GST 196; tolls 420; permit into Rajasthan 500
    expect(innova.trip).toMatchObject({
      distanceKm: 280,
      distanceKnown: true,
      durationMinutes: 336,
      total: 5036,
      taxes: 196,
      includedKm: 280,
      extraPerKm: 14,
    });
    expect(innova.trip.fareLines).toEqual([{ label: '280 km × ₹14/km', amount: 3920 }]);
    expect(cars[0]!.trip.total).toBe(280 * 12 * 1.05 + 920);
    expect(cars.map((c) => c.model)).not.toContain('Jaipur Etios');
    expect(cars.map((c) => c._id)).not.toContain(unplaced);
  });

  it('a car serves only trips starting in its base city or within its radius', async () => {
    const fromJaipur = await listed(`from=Jaipur&to=Delhi&date=${day(30)}`);
    expect(fromJaipur.map((c) => c._id)).toEqual([jaipur]);
  });

  it('refuses a place nobody knows, naming it, with suggestions; never a list of every cab', async () => {
    const res = await search(`from=Timbuktu&to=Mars&date=${day(30)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unknown_place', message: expect.stringContaining('We don\'t know "Timbuktu".') });
    expect(Array.isArray(res.json().suggestions)).toBe(true);
    const typo = await search(`from=Delhi&to=Jaipr&date=${day(30)}`);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().suggestions[0]).toBe('Jaipur');
    expect(typo.json().message).toBe('We don\'t know "Jaipr". Did you mean ' + typo.json().suggestions.join(', ') + '?');
  });

  it('prices a round trip, an airport transfer and a local package', async () => {
    const round = await listed(`from=Delhi&to=Jaipur&trip=round&date=${day(31)}&time=07:00&returnDate=${day(32)}`);
    // 2 days: 560 km × ₹11, driver 2 × ₹300, one night ₹300; GST 353 on 7,060; tolls 840, permit 500
    expect(round.find((c) => c._id === delhi)!.trip).toMatchObject({ total: 7060 + 353 + 840 + 500, includedKm: 560 });
    const airport = await listed(`from=Delhi&to=DEL&trip=airport&date=${day(31)}&time=10:00`);
    expect(airport.find((c) => c._id === delhi)!.trip.fareLines).toEqual([{ label: 'Airport transfer, flat fare', amount: 1200 }]);
    const local = await listed(`from=Delhi&trip=local&package=8h80km&date=${day(31)}`);
    expect(local.find((c) => c._id === delhi)!.trip).toMatchObject({ total: 2310, includedHours: 8, extraPerHour: 140 });
  });
});

describe('booking a trip', () => {
  it('stores the trip with its lines, pickup address and passenger; the car is taken until its estimated return', async () => {
    const guest = await signedInAs(t, 'user');
    const res = await book(guest, oneWay(delhi, day(40)));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b.breakdown).toMatchObject({ base: 3920, taxes: 196, passThrough: 920, total: 5036 });
    expect(b.estimatedReturn).toBe(pickupAt(day(40), '19:12'));
    expect(b.trip).toMatchObject({
      kind: 'oneway',
      from: { id: 'delhi', name: 'Delhi' },
      to: { id: 'jaipur', name: 'Jaipur' },
      distanceKm: 280,
      pickupAddress: '12 Janpath, New Delhi',
      passengerName: 'Meera Rao',
      passengerPhone: '+91 98100 12345',
      total: 5036,
    });
    // the same lines again when the booking is read

    // overlapping the car's way back is refused; after its return the car is free
    const second = await signedInAs(t, 'user');
    const clash = await book(second, oneWay(delhi, day(40), '18:00'));
    expect(clash.statusCode).toBe(409);
    expect((await book(second, oneWay(delhi, day(40), '19:12'))).statusCode).toBe(201);
    // and the search no longer lists it for the overlapping time
    const cars = await listed(`from=Delhi&to=Jaipur&date=${day(40)}&time=10:00`);
    expect(cars.map((c) => c._id)).not.toContain(delhi);
  });

  it('a round trip takes the car to the end of its return day', async () => {
    const guest = await signedInAs(t, 'user');
    const res = await book(guest, oneWay(cheaperDelhi, day(50), '06:00', { trip: 'round', returnDate: day(51) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().estimatedReturn).toBe(pickupAt(day(52), '00:00'));
    expect(res.json().trip.fareLines.map((l: { label: string }) => l.label)).toEqual([
      '560 km × ₹11/km',
      'Driver allowance: 2 days × ₹300',
      'Night charge',
    ]);
  });

  it('refuses a car for a trip it does not serve, and unknown places', async () => {
    const guest = await signedInAs(t, 'user');
    const far = await book(guest, oneWay(jaipur, day(60)));
    expect(far.statusCode).toBe(409);
    expect(far.json()).toMatchObject({ code: 'not_served', message: 'This cab does not take trips from Delhi.' });
    const unknown = await book(guest, oneWay(delhi, day(60), '08:00', { to: 'Mars' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_place');
  });

  it("the spec's create call between two known places is priced one way", async () => {
    const guest = await signedInAs(t, 'user');
    const res = await book(guest, { cab: delhi, pickupLocation: 'Delhi', dropoffLocation: 'Agra', pickupTime: pickupAt(day(70), '09:00') });
    expect(res.statusCode, res.body).toBe(201);
    // 230 km × ₹14 = 3,220; GST 161; tolls 345; permit into Uttar Pradesh 500
    expect(res.json().breakdown).toMatchObject({ base: 3220, total: 3220 + 161 + 345 + 500 });
    expect(res.json().trip.kind).toBe('oneway');
  });

  it('a quote shows the same trip and lines the booking stores', async () => {
    const q = await call(t, undefined, 'POST', '/api/quote', { kind: 'cab', ...oneWay(gurugram, day(80)) });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().breakdown.total).toBe(5036);
    expect(q.json().trip).toMatchObject({ distanceKm: 280, total: 5036 });
  });

  it('the database itself refuses one car’s overlapping trips', async () => {
    const guest = await signedInAs(t, 'user');
    const b = (await book(guest, oneWay(gurugram, day(90)))).json();
    const copy = sql`insert into cab_bookings (user_id, cab_id, pickup_location, dropoff_location, pickup_time, dropoff_time, busy_until, base_amount, total_amount)
      select user_id, cab_id, pickup_location, dropoff_location, pickup_time + interval '1 hour', dropoff_time + interval '1 hour', busy_until, base_amount, total_amount
      from cab_bookings where id = ${b._id}`;
    await expect(t.db.execute(copy)).rejects.toMatchObject({ cause: { code: '23P01' } });
  });
});

describe('fare cards', () => {
  it('its owner reads and sets them; another owner may not; a base city must be a known place', async () => {
    const got = await call(t, owner, 'GET', `/api/cabs/${delhi}/fares`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ fareCard: CARD, baseCity: 'delhi', serviceRadiusKm: 0 });
    const body = { fareCard: { ...CARD, airport: { fare: 999 } }, baseCity: 'Gurgaon', serviceRadiusKm: 30 };
    const put = await call(t, owner, 'PUT', `/api/cabs/${delhi}/fares`, body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ baseCity: 'gurugram', serviceRadiusKm: 30, fareCard: { airport: { fare: 999 } } });
    // another owner's cab is not theirs to see
    expect((await call(t, otherOwner, 'PUT', `/api/cabs/${delhi}/fares`, body)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/cabs/${delhi}/fares`)).statusCode).toBe(401);
    const nowhere = await call(t, admin, 'PUT', `/api/cabs/${delhi}/fares`, { ...body, baseCity: 'Atlantis' });
    expect(nowhere.statusCode).toBe(400);
    const badPackage = await call(t, admin, 'PUT', `/api/cabs/${delhi}/fares`, {
      ...body,
      fareCard: { ...CARD, local: [{ ...CARD.local[0], package: '4h40km' }] },
    });
    expect(badPackage.statusCode).toBe(400);
    // back as it was, for the other tests
    await call(t, admin, 'PUT', `/api/cabs/${delhi}/fares`, { fareCard: CARD, baseCity: 'delhi', serviceRadiusKm: 0 });
  });
});
