import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, hotelBookings } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { bookCab, inHours } from '../helpers/booking-helpers.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { backOfficeCast, createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
type Who = Actor;
let guest: Who, admin: Who, hotelOwner: Who, otherHotelOwner: Who, cabOwner: Who, manager: Who, content: Who;
const today = todayInIndia();
const day = (n: number) => addDays(today, n);
const get = (who: Who | undefined) => call(t, who, 'GET', '/api/admin/dashboard');

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, admin, hotelOwner, otherHotelOwner, cabOwner, manager, content } = await backOfficeCast(t, { firstName: 'Kabir' }));
  const hotel = await insertHotel(t.db, { name: 'Lake Palace', price: 100_000, taxes: 0, ownerId: hotelOwner.id });
  const otherHotel = await insertHotel(t.db, { price: 100_000, taxes: 0, ownerId: otherHotelOwner.id });
  const cab = await insertCab(t.db, { discountedPrice: 200_000, taxes: 0, ownerId: cabOwner.id });
  const tour = await insertTour(t.db, { price: 300_000 });
  const hb = (hotelId: string, d: number) =>
    call(t, guest, 'POST', '/api/booking/create', { hotel: hotelId, roomCount: 1, checkInDate: day(d), checkOutDate: day(d + 1) });
  const a = (await hb(hotel.id, 1)).json(); // 1050 with GST, paid
  const b = (await hb(hotel.id, 2)).json(); // 1050, cancelled
  const old = (await hb(hotel.id, 3)).json(); // 1050, paid, made 40 days ago
  await hb(otherHotel.id, 1); // 1050, another owner's, unpaid
  const ride = (await bookCab(t, guest, cab.id, ['A', 'B'], inHours(30), { paymentChoice: 'half' })).json(); // 2100 with GST, 420 paid
  await call(t, guest, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(4), persons: 1 }); // 3150 with GST, unpaid
  for (const id of [a._id, old._id, ride._id]) await payAndVerify(t, guest, id);
  await call(t, guest, 'POST', `/api/bookings/${b._id}/cancel`);
  await t.db
    .update(hotelBookings)
    .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(eq(hotelBookings.id, old._id));
  await t.db.insert(blogs).values({ title: 'B', description: 'D', author: 'A', category: 'hotel' });
});
afterAll(() => t?.close());

describe('GET /api/admin/dashboard', () => {
  it('gives an admin every booking: by status, 30-day revenue (what was paid), 14 days of counts, latest 5', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.scope).toBe('all');
    expect(d.byStatus).toEqual({ Pending: 2, Confirmed: 3, Cancelled: 1 });
    // money paid for bookings made in the last 30 days: unpaid holds count nothing, the cab its 20 % advance
    expect(d.revenue).toBe(1050 + 420);
    expect(d.perDay).toHaveLength(14);
    expect(d.perDay[0].date).toBe(day(-13));
    expect(d.perDay[13]).toEqual({ date: today, count: 5 });
    expect(d.latest).toHaveLength(5);
    expect(d.latest.map((x: { kind: string }) => x.kind)).toEqual(['tour', 'cab', 'hotel', 'hotel', 'hotel']);
    expect(d.latest[3]).toMatchObject({ guestName: 'Kabir user', status: 'Cancelled', title: 'Lake Palace', ammount: 1050 });
    expect(d.content).toEqual({ blogs: 1, offers: 0 });
  });

  it('limits a hotel owner to the hotel it owns', async () => {
    const d = (await get(hotelOwner)).json();
    expect(d).toMatchObject({ scope: 'hotel', byStatus: { Pending: 0, Confirmed: 2, Cancelled: 1 }, revenue: 1050 });
    expect(d.latest.map((x: { title: string }) => x.title)).toEqual(['Lake Palace', 'Lake Palace', 'Lake Palace']);
    expect(d.content).toBeUndefined();
    expect((await get(otherHotelOwner)).json()).toMatchObject({ byStatus: { Pending: 1, Confirmed: 0, Cancelled: 0 }, revenue: 0 });
  });

  it('gives a cab owner its cab, a tour manager tour bookings, a content manager counts of blogs and offers', async () => {
    expect((await get(cabOwner)).json()).toMatchObject({ scope: 'cab', byStatus: { Confirmed: 1 }, revenue: 420 });
    expect((await get(manager)).json()).toMatchObject({ scope: 'tour', byStatus: { Pending: 1 }, revenue: 0 });
    const c = (await get(content)).json();
    expect(c).toMatchObject({
      scope: 'content',
      byStatus: { Pending: 0, Confirmed: 0, Cancelled: 0 },
      revenue: 0,
      latest: [],
      content: { blogs: 1, offers: 0 },
    });
  });

  it("says the same revenue as Analytics for the same 30 days, in every role's scope", async () => {
    for (const who of [admin, hotelOwner, otherHotelOwner, cabOwner, manager]) {
      const dashboard = (await get(who)).json();
      const analytics = (await call(t, who, 'GET', `/api/admin/analytics?from=${day(-(dashboard.revenueDays - 1))}&to=${today}`)).json();
      expect(dashboard.revenue).toBe(analytics.totals.revenue);
    }
  });

  it('refuses visitors (403) and anonymous callers (401)', async () => {
    expect((await get(guest)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
  });
});
