import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabBookings, hotelBookings } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { periodOf } from '@raahi/contract/rules/periods';
import { bookCab, inHours } from '../helpers/booking-helpers.ts';
import { expectDayFiguresMatchBookings } from '../helpers/day-figures.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call, csvLines } from '../helpers/requests.ts';
import { backOfficeCast, createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';

let t: TestApp;
type Who = Actor;
let guest: Who, admin: Who, hotelOwner: Who, otherHotelOwner: Who, cabOwner: Who, manager: Who, content: Who;
let hotelId: string, otherHotelId: string;
const today = todayInIndia();
const day = (n: number) => addDays(today, n);
/** Pays through the test gateway's checkout and verifies, as the payer's browser does. */
const pay = (bookingId: string) => payAndVerify(t, guest, bookingId);
const analytics = (who: Who | undefined, query = '') => call(t, who, 'GET', `/api/admin/analytics${query}`);

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, admin, hotelOwner, otherHotelOwner, cabOwner, manager, content } = await backOfficeCast(t));
  hotelId = (await insertHotel(t.db, { name: 'Lake Palace', price: 100_000, rooms: 4, ownerId: hotelOwner.id })).id;
  otherHotelId = (await insertHotel(t.db, { name: 'Hill View', price: 100_000, ownerId: otherHotelOwner.id })).id;
  const cab = await insertCab(t.db, { discountedPrice: 200_000, ownerId: cabOwner.id });
  const tour = await insertTour(t.db, { name: 'Kerala Backwaters', price: 300_000 });
  const stay = async (hotel: string, d: number, roomCount = 1) =>
    ((r) => (r.statusCode === 201 ? r.json() : Promise.reject(new Error(r.body))))(
      await call(t, guest, 'POST', '/api/booking/create', { hotel, roomCount, checkInDate: day(d), checkOutDate: day(d + 2) }),
    );

  const paid = await stay(hotelId, 3, 2); // paid, 2 rooms for nights +3 and +4
  await pay(paid._id);
  const refunded = await stay(hotelId, 10); // paid, then cancelled by the owner: refunded in full
  await pay(refunded._id);
  await call(t, hotelOwner, 'POST', `/api/bookings/${refunded._id}/cancel`, { reason: 'Closed for repairs.' });
  await stay(hotelId, 20); // held, never paid
  const old = await stay(hotelId, 30); // made 40 days ago: outside the default range
  await t.db
    .update(hotelBookings)
    .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(eq(hotelBookings.id, old._id));
  await pay((await stay(otherHotelId, 3))._id); // another owner's
  const trip = (await bookCab(t, guest, cab.id, ['A', 'B'], inHours(30))).json();
  await pay(trip._id); // the cab's advance
  await t.db
    .update(cabBookings)
    .set({ createdAt: new Date(Date.now() - 86_400_000) })
    .where(eq(cabBookings.id, trip._id));
  await call(t, guest, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(9), persons: 1 });
});
afterAll(() => t?.close());

describe('GET /api/admin/analytics', () => {
  it('reads per-day figures that equal the booking tables after bookings, payments, cancellations and moved dates', async () => {
    expect(await expectDayFiguresMatchBookings(t)).toBeGreaterThan(3);
  });

  it('is for admins and providers only', async () => {
    expect((await analytics(undefined)).statusCode).toBe(401);
    expect((await analytics(guest)).statusCode).toBe(403);
    expect((await analytics(content)).statusCode).toBe(403);
    for (const who of [admin, hotelOwner, cabOwner, manager]) expect((await analytics(who)).statusCode).toBe(200);
  });

  it("gives an admin the platform's last 30 days, every day listed", async () => {
    const a = (await analytics(admin)).json();
    expect(a).toMatchObject({ scope: 'all', from: day(-29), to: today, interval: 'day' });
    expect(a.series).toHaveLength(30);
    expect(a.series.map((p: { period: string }) => p.period)).toEqual(Array.from({ length: 30 }, (_, i) => day(i - 29)));
    // 3 stays of Lake Palace in range (not the old one), 1 of Hill View, 1 cab trip, 1 tour
    expect(a.totals).toMatchObject({ bookings: 6, paid: 4, cancelled: 1 });
    expect(a.totals.conversion).toBeCloseTo(4 / 6);
    const yesterday = a.series.find((p: { period: string }) => p.period === day(-1));
    expect(yesterday).toMatchObject({ bookings: 1, paid: 1 }); // the cab trip
    const sum = (k: string) => a.series.reduce((s: number, p: Record<string, number>) => s + p[k]!, 0);
    expect(sum('bookings')).toBe(a.totals.bookings);
    expect(sum('revenue')).toBeCloseTo(a.totals.revenue, 2);
    expect(a.totals.net).toBeCloseTo(a.totals.revenue - a.totals.refunds, 2);
    expect(a.totals.refunds).toBeGreaterThan(0);
    expect(a.occupancy).toBeNull();
    expect(a.topListings[0]).toMatchObject({ kind: 'hotel', name: 'Lake Palace', bookings: 3 });
  });

  it('gives a hotel owner only its own hotel, with the rooms taken per night', async () => {
    const a = (await analytics(hotelOwner, `?from=${today}&to=${day(6)}`)).json();
    expect(a.scope).toBe('hotel');
    expect(a.totals).toMatchObject({ bookings: 3, paid: 2, cancelled: 1 });
    expect(a.topListings.map((l: { id: string }) => l.id)).toEqual([hotelId]);
    expect(a.occupancy).toMatchObject({ hotelId, hotelName: 'Lake Palace', rooms: 4 });
    expect(a.occupancy.nights.map((n: { roomsTaken: number }) => n.roomsTaken)).toEqual([0, 0, 0, 2, 2, 0, 0]);
    expect((await analytics(hotelOwner, `?hotelId=${otherHotelId}`)).statusCode).toBe(404);
    expect((await analytics(hotelOwner, '?kind=cab')).statusCode).toBe(403);
    expect((await analytics(otherHotelOwner)).json().totals).toMatchObject({ bookings: 1, paid: 1 });
  });

  it("lets an admin read one hotel's nights and one kind", async () => {
    const a = (await analytics(admin, `?kind=hotel&hotelId=${hotelId}&from=${day(3)}&to=${day(4)}`)).json();
    expect(a.occupancy.nights).toEqual([
      { night: day(3), roomsTaken: 2 },
      { night: day(4), roomsTaken: 2 },
    ]);
    expect((await analytics(manager, `?hotelId=${hotelId}`)).statusCode).toBe(403);
    const cabs = (await analytics(admin, '?kind=cab')).json();
    expect(cabs.totals).toMatchObject({ bookings: 1, paid: 1, cancelled: 0 });
    expect(cabs.totals.averageBookingValue).toBe(2100); // ₹2,000 and 5% GST
  });

  it('cuts the range into weeks and months', async () => {
    const weeks = (await analytics(admin, `?from=${day(-29)}&to=${today}&interval=week`)).json();
    expect(weeks.series[0].period).toBe(periodOf(day(-29), 'week'));
    expect(weeks.series.reduce((s: number, p: { bookings: number }) => s + p.bookings, 0)).toBe(6);
    const months = (await analytics(admin, `?from=${day(-60)}&to=${today}&interval=month`)).json();
    expect(months.totals.bookings).toBe(7); // the old stay too
    expect(months.series.every((p: { period: string }) => p.period.endsWith('-01'))).toBe(true);
  });

  it('refuses a range that is backwards, too long or not dates', async () => {
    const backwards = await analytics(admin, `?from=${today}&to=${day(-1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/before the start/);
    expect((await analytics(admin, `?from=${day(-800)}&to=${today}`)).statusCode).toBe(400);
    expect((await analytics(admin, '?from=yesterday')).statusCode).toBe(400);
    expect((await analytics(admin, '?interval=year')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/analytics?format=csv', () => {
  it('downloads the series shown, one row per period', async () => {
    const res = await analytics(hotelOwner, `?from=${day(-6)}&to=${today}&format=csv`);
    const lines = csvLines(res, `raahi-analytics-${day(-6)}-to-${today}.csv`);
    expect(lines[0]).toBe('period,bookings,paid,cancelled,revenue (INR),refunds (INR),net (INR)');
    expect(lines).toHaveLength(8);
    const json = (await analytics(hotelOwner, `?from=${day(-6)}&to=${today}`)).json();
    const last = json.series.at(-1);
    expect(lines[7]).toBe(
      `${today},${last.bookings},${last.paid},${last.cancelled},${last.revenue},${last.refunds},${last.revenue - last.refunds}`,
    );
  });
});
