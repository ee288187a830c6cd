import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourBookings, tours } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { appWithEveryRole, expectCollectionOnlyFor, type RoleHeaders } from '../helpers/access.ts';
import { insertTourBookingRow } from '../helpers/content-fixtures.ts';
import { insertTour, picture } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { signedInAs, UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
const today = todayInIndia();

beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
});
afterAll(() => t?.close());

const car = { destination: 'Delhi to Manali', type: 'SUV', model: 'Innova', facilities: 'AC', image: '' };
const hotel = { timming: '2 PM', name: 'Snow Valley Resort', ratings: 4.3, location: 'Manali', stayDate: today, image: '' };
const day = (n: number, description: string) => ({ day: n, description, car: [car], sightseeing: [], hotels: [hotel] });
const validTour = () => ({
  name: 'Manali Snow Trail',
  type: 'Mountain',
  description: 'Snow, pine forests and the Rohtang Pass.',
  image: picture('manali'),
  price: 18999.5,
  rating: 4.6,
  reviews: 87,
  location: 'Manali, Himachal Pradesh',
  duration: '3 Days / 2 Nights',
  photos: [picture('manali'), picture('rohtang')],
  inclusions: ['Breakfast', 'Transfers'],
  tourPlan: [day(1, 'Arrive'), day(5, 'Rohtang'), day(9, 'Depart')],
  availableFrom: `${today}T00:00:00.000Z`,
  availableTill: addDays(today, 120),
  featured: true,
});

describe('adding and editing packages', () => {
  it('creates a package with a 3-day plan that shows on the public page, days renumbered, timming kept', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/tour', headers: as.tour, payload: validTour() });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Manali Snow Trail', price: 18999.5, availableFrom: today, featured: true, days: 3 });
    expect(created.tourPlan.map((d: { day: number }) => d.day)).toEqual([1, 2, 3]);
    const pub = await t.app.inject({ method: 'GET', url: `/api/tour/${created._id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().tourPlan[1]).toMatchObject({ description: 'Rohtang', hotels: [{ timming: '2 PM', name: 'Snow Valley Resort' }] });
  });

  it('requires the package fields of the add form, with field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/tour', headers: as.tour, payload: { name: '', rating: 7 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['name', 'type', 'description', 'price', 'rating', 'location', 'duration', 'availableFrom', 'availableTill']),
    );
    // the rating and review count are not the form's: sent or not, a new package has none until reviewed
    expect(res.json().fields).not.toHaveProperty('reviews');
    const typed = await call(t, as.tour, 'POST', '/api/admin/tour', validTour());
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ rating: 0, reviews: 0 });
    const backwards = await call(t, as.tour, 'POST', '/api/admin/tour', { ...validTour(), availableTill: addDays(today, -1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('availableTill');
  });

  it('loads a package for editing and saves changes; removing a day renumbers the rest', async () => {
    const tour = await insertTour(t.db);
    const loaded = await t.app.inject({ method: 'GET', url: `/api/admin/tour/edit/${tour.id}`, headers: as.admin });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().name).toBe(tour.name);
    const body = { ...validTour(), name: 'Renamed', tourPlan: [day(1, 'Arrive'), day(3, 'Depart')] };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/tour/edit/${tour.id}`, headers: as.tour, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ _id: tour.id, name: 'Renamed', days: 2 });
    expect(saved.json().tourPlan.map((d: { day: number }) => d.day)).toEqual([1, 2]);
    const bad = await call(t, as.tour, 'PUT', `/api/admin/tour/edit/${tour.id}`, { ...body, price: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('price');
  });

  it('answers 404 for unknown, malformed and archived ids', async () => {
    const archived = await insertTour(t.db, { archivedAt: new Date() });
    for (const id of [UNKNOWN_ID, 'not-an-id', archived.id]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/tour/edit/${id}`, headers: as.tour })).statusCode, id).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/admin/tour/edit/${id}`, headers: as.tour, payload: validTour() })).statusCode,
        id,
      ).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tour/alltour/${id}`, headers: as.tour })).statusCode, id).toBe(404);
    }
  });
});

describe('listing and deleting packages', () => {
  it('lists live packages, bounded, with a total', async () => {
    await insertTour(t.db, { name: 'Hidden archived', archivedAt: new Date() });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/tour/alltour?limit=2', headers: as.tour });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const total = Number(res.headers['x-total-count']);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/tour/alltour?limit=100', headers: as.tour });
    expect(all.json()).toHaveLength(total);
    expect(all.json().map((x: { name: string }) => x.name)).not.toContain('Hidden archived');
  });

  it('erases a package nobody booked', async () => {
    const tour = await insertTour(t.db);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/tour/alltour/${tour.id}`, headers: as.tour });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Package deleted successfully.', archived: false });
    expect(await t.db.select().from(tours).where(eq(tours.id, tour.id))).toHaveLength(0);
  });

  it('archives a package with bookings: gone from the catalogue, bookings kept', async () => {
    const tour = await insertTour(t.db, { featured: true });
    const guest = await signedInAs(t, 'user');
    const booking = await insertTourBookingRow(t.db, { userId: guest.id, tourId: tour.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/tour/alltour/${tour.id}`, headers: as.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Package deleted successfully.', archived: true });
    const [row] = await t.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
    expect(row!.featured).toBe(false);
    expect(await t.db.select().from(tourBookings).where(eq(tourBookings.id, booking.id))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/tour/${tour.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tour/alltour/${tour.id}`, headers: as.admin })).statusCode).toBe(404);
  });
});

describe('who may manage packages', () => {
  it('only tour managers and admins, on every route', async () => {
    const tour = await insertTour(t.db);
    const staff: ('tour' | 'admin')[] = ['tour', 'admin'];
    const paths = {
      list: '/api/admin/tour/alltour',
      create: '/api/admin/tour',
      item: `/api/admin/tour/edit/${tour.id}`,
      remove: `/api/admin/tour/alltour/${tour.id}`,
    };
    await expectCollectionOnlyFor(t, as, paths, validTour, staff);
  });
});
