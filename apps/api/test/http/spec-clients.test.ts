// Issue 10: a client written to the call tables of ../shared/spec/ works as it is written: statuses in
// lower case, `dropoffTime`, the action path without /api, lists it never pages, and the fields its
// dashboard reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { users } from '../../src/db/schema.ts';
import { call } from '../helpers/requests.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { appWith, guestAndProviders, signedInAs, type TestApp } from '../helpers/test-app.ts';

type Actor = Awaited<ReturnType<typeof signedInAs>>;
let t: TestApp;
let guest: Actor;
let admin: Actor;
let cabOwner: Actor;
let hotelOwner: Actor;
let tourManager: Actor;
let ownedCab: string;
let unownedCab: string;
let hotelId: string;
let tourId: string;
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  ({ t, guest, admin, cabOwner, hotelOwner, tourManager } = await appWith({ ...guestAndProviders, admin: 'admin' }));
  await t.db.update(users).set({ firstName: 'Sharma', lastName: 'Travels' }).where(eq(users.id, cabOwner.id));
  ownedCab = (await insertCab(t.db, { type: 'SUV', ownerId: cabOwner.id })).id;
  unownedCab = (await insertCab(t.db, { type: 'Sedan' })).id;
  hotelId = (await insertHotel(t.db, { ownerId: hotelOwner.id })).id;
  tourId = (await insertTour(t.db, { name: 'Spiti Circuit', location: 'Spiti, Himachal Pradesh', days: 5, nights: 4 })).id;
});
afterAll(() => t?.close());

/** The spec's cab create payload; times without an offset are Indian time. */
const cabTrip = (over: Record<string, unknown> = {}) => ({
  cab: ownedCab,
  pickupLocation: 'Delhi',
  dropoffLocation: 'Agra',
  pickupTime: `${day(30)}T04:30`,
  totalAmount: 1,
  ...over,
});
const bookCab = async (over: Record<string, unknown> = {}) => {
  const res = await call(t, guest, 'POST', '/api/cab/booking/create', cabTrip(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const bookHotel = async (checkIn: number) => {
  const res = await call(t, guest, 'POST', '/api/booking/create', { hotel: hotelId, roomCount: 1, checkInDate: day(checkIn) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const bookTour = async () => {
  const res = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(20), persons: 2 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('status values in any case', () => {
  it('are accepted by every status call and answered capitalised', async () => {
    const cab1 = await bookCab({ pickupTime: `${day(40)}T09:00` });
    const admins = await call(t, admin, 'PUT', `/api/cab/booking/update/status/${cab1._id}`, { status: 'confirmed' });
    expect(admins.statusCode, admins.body).toBe(200);
    expect(admins.json().status).toBe('Confirmed');
    const owners = await call(t, cabOwner, 'PUT', `/api/cab/booking/${cab1._id}`, { status: 'cancelled' });
    expect(owners.statusCode, owners.body).toBe(200);
    expect(owners.json().status).toBe('Cancelled');

    const stay = await bookHotel(40);
    const hotel = await call(t, hotelOwner, 'PUT', `/api/booking/status/${stay._id}`, { status: 'CONFIRMED' });
    expect(hotel.statusCode, hotel.body).toBe(200);
    expect(hotel.json().status).toBe('Confirmed');

    const tour = await bookTour();
    const tourRes = await call(t, tourManager, 'PUT', `/api/tour/booking/updatestatus/${tour._id}`, { status: ' cancelled ' });
    expect(tourRes.statusCode, tourRes.body).toBe(200);
    expect(tourRes.json().status).toBe('Cancelled');
  });

  it('filter the booking lists in any case, and a status that is none of the three is still a 400', async () => {
    const cancelled = await bookCab({ pickupTime: `${day(45)}T09:00` });
    expect((await call(t, admin, 'PUT', `/api/cab/booking/update/status/${cancelled._id}`, { status: 'Cancelled' })).statusCode).toBe(200);
    const listed = await call(t, admin, 'GET', '/api/admin/cab/booking?status=cancelled');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((b: { _id: string }) => b._id)).toContain(cancelled._id);
    expect(new Set(listed.json().map((b: { status: string }) => b.status))).toEqual(new Set(['Cancelled']));

    const b = await bookCab({ pickupTime: `${day(41)}T09:00` });
    const bad = await call(t, admin, 'PUT', `/api/cab/booking/update/status/${b._id}`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('Choose Pending, Confirmed or Cancelled.');
    expect((await call(t, admin, 'GET', '/api/admin/cab/booking?status=maybe')).statusCode).toBe(400);
  });
});

describe('cab create as a client may send it', () => {
  it('takes the drop-off as dropoffTime too, instead of making up an 8-hour trip', async () => {
    const camel = await bookCab({ pickupTime: `${day(42)}T09:00`, dropoffTime: `${day(42)}T11:30` });
    expect(camel.dropofftime).toBe(new Date(`${day(42)}T11:30:00+05:30`).toISOString());
    expect(camel.rideDuration).toBe(150);
    // both spellings: the spec's dropofftime wins
    const both = await bookCab({ pickupTime: `${day(43)}T09:00`, dropofftime: `${day(43)}T10:00`, dropoffTime: `${day(43)}T12:00` });
    expect(both.rideDuration).toBe(60);
  });

  it('answers a pickup time without a date with a 400 that says what to send', async () => {
    for (const pickupTime of ['10:30 AM', '18:45', '9:05 p.m.']) {
      const res = await call(t, guest, 'POST', '/api/cab/booking/create', cabTrip({ pickupTime }));
      expect(res.statusCode, pickupTime).toBe(400);
      expect(res.json().message).toMatch(/pickupTime: Send the date with the time, like 2026-05-01T10:30/);
    }
    const garbled = await call(t, guest, 'POST', '/api/cab/booking/create', cabTrip({ pickupTime: 'soon' }));
    expect(garbled.json().fields.pickupTime).toBe('Use a date and time like 2026-05-01T09:30.');
  });
});

describe('POST /bookings/{bookingId}/{action} without /api', () => {
  it('is served by the same handler with the same rules', async () => {
    const b = await bookCab({ pickupTime: `${day(44)}T09:00` });
    const bare = await call(t, guest, 'POST', `/bookings/${b._id}/history`);
    expect(bare.statusCode, bare.body).toBe(200);
    const api = await call(t, guest, 'POST', `/api/bookings/${b._id}/history`);
    expect(bare.json()).toEqual(api.json());
    expect(bare.headers['cache-control']).toBe('no-store');

    const stranger = await signedInAs(t, 'user');
    expect((await call(t, stranger, 'POST', `/bookings/${b._id}/cancel`)).statusCode).toBe(404);
    expect((await call(t, undefined, 'POST', `/bookings/${b._id}/cancel`)).statusCode).toBe(401);
    const foreign = await call(t, guest, 'POST', `/bookings/${b._id}/cancel`, undefined, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await call(t, guest, 'POST', `/bookings/${b._id}/fly`)).statusCode).toBe(400);

    const cancelled = await call(t, guest, 'POST', `/bookings/${b._id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.status).toBe('Cancelled');
  });
});

describe("the fields the spec's dashboard reads", () => {
  it('cab rows: the pickup day and time in Indian time, vehicle type, provider, ride minutes and ammount', async () => {
    // 04:30 in India is still the day before in UTC
    const owned = await bookCab({ pickupTime: `${day(30)}T04:30`, dropofftime: `${day(30)}T07:15` });
    const unowned = await bookCab({ cab: unownedCab, pickupTime: `${day(31)}T23:50` });
    const rows = (await call(t, guest, 'GET', `/api/cab/booking/user/${guest.id}`)).json();
    const byId = (id: string) => rows.find((r: { _id: string }) => r._id === id);
    expect(byId(owned._id)).toMatchObject({
      bookingDate: day(30),
      time: '04:30',
      vehicleType: 'SUV',
      cabProvider: 'Sharma Travels',
      rideDuration: 165,
      ammount: owned.totalAmount,
    });
    expect(byId(unowned._id)).toMatchObject({ bookingDate: day(31), time: '23:50', vehicleType: 'Sedan', cabProvider: 'Raahi' });
    // the default trip length, in minutes
    expect(byId(unowned._id).rideDuration).toBe(8 * 60);
    // the create answer carries them too
    expect(owned).toMatchObject({ bookingDate: day(30), time: '04:30', cabProvider: 'Sharma Travels', rideDuration: 165 });
  });

  it('hotel rows: the check-in day and time', async () => {
    const stay = await bookHotel(12);
    const rows = (await call(t, guest, 'GET', `/api/booking/user/${guest.id}`)).json();
    expect(rows.find((r: { _id: string }) => r._id === stay._id)).toMatchObject({
      bookingDate: day(12),
      checkInDate: day(12),
      time: '12:00',
    });
  });

  it('tour rows: name, location, provider and duration in hours', async () => {
    const booked = await bookTour();
    const rows = (await call(t, guest, 'GET', '/api/tour/booking/user')).json();
    expect(rows.find((r: { _id: string }) => r._id === booked._id)).toMatchObject({
      bookingDate: day(20),
      tourName: 'Spiti Circuit',
      tourLocation: 'Spiti, Himachal Pradesh',
      tourProvider: 'Raahi',
      tourDuration: 120,
    });
  });
});

describe('lists without page and limit', () => {
  it('answer up to the maximum page size with the total; a client that pages still gets pages', async () => {
    for (let i = 0; i < 46; i++) await insertHotel(t.db, { name: `Catalogue ${i}`, location: 'Kochi, Kerala' });
    const get = (q: string) => t.app.inject({ url: `/api/hotel?location=kochi${q}` });
    const all = await get('');
    expect(all.json()).toHaveLength(46);
    expect(all.headers['x-total-count']).toBe('46');
    // the spec's search form sends page and limit empty: still the whole catalogue
    expect((await get('&page=&limit=&guests=')).json()).toHaveLength(46);
    expect((await get('&page=2')).json()).toHaveLength(22);
    expect((await get('&limit=10')).json()).toHaveLength(10);
    expect((await get('&page=3&limit=20')).json()).toHaveLength(6);

    for (let i = 46; i < 106; i++) await insertHotel(t.db, { name: `Catalogue ${i}`, location: 'Kochi, Kerala' });
    // written straight to the database, past the API that would have told the catalogue cache
    await t.app.catalogue.feed.publish(['catalogue']);
    const capped = await get('');
    expect(capped.json()).toHaveLength(100);
    expect(capped.headers['x-total-count']).toBe('106');
  });
});
