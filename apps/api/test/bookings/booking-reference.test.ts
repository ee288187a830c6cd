// The short booking reference (RH-7K2M9Q): in every booking answer, unique across the three kinds, found by
// every bookings table's and the guest's own lists' search, and the one the guest's emails quote.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings } from '../../src/db/schema.ts';
import { bookCab, bookStay, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, type Actor, type TestApp } from '../helpers/test-app.ts';

/** RH- and six of the letters and digits that cannot be misread (no 0, O, 1, I or L). */
const REFERENCE = /^RH-[2-9A-HJKMNP-Z]{6}$/;

let t: TestApp;
let guest: Actor, other: Actor, admin: Actor, hotelOwner: Actor, cabOwner: Actor, manager: Actor;
let hotelId: string, cabId: string, tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, other, admin, hotelOwner, cabOwner, manager } = await signedInAccounts(t, {
    guest: 'user',
    other: 'user',
    admin: 'admin',
    hotelOwner: 'hotel',
    cabOwner: 'cab',
    manager: 'tour',
  }));
  hotelId = (await insertHotel(t.db, { rooms: 5, ownerId: hotelOwner.id })).id;
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
  tourId = (await insertTour(t.db, { seatsPerDeparture: 10 })).id;
});
afterAll(() => t?.close());

type Booked = { _id: string; reference: string; kind: string };

async function created(res: { statusCode: number; body: string; json: () => unknown }): Promise<Booked> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Booked;
}
const stay = async (who: Actor, from: number) => created(await bookStay(t, who, hotelId, from, from + 1));
const ride = async (who: Actor, hours: number) =>
  created(await bookCab(t, who, cabId, ['Pune', 'Goa'], inHours(hours), { dropofftime: inHours(hours + 5) }));
const tour = async (who: Actor, d: number) =>
  created(await call(t, who, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(d), persons: 1 }));

/** The references a list finds for `q`. */
const found = async (url: string, who: Actor, q: string) =>
  (await listOf(t, `${url}${url.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}`, who)).items.map((b: Booked) => b.reference);

describe('the booking reference', () => {
  it('is in every booking answer, readable, and never repeats across hotel, cab and tour bookings', async () => {
    const bookings = [await stay(guest, 10), await stay(other, 11), await ride(guest, 60), await ride(other, 80), await tour(guest, 12)];
    for (const b of bookings) expect(b.reference).toMatch(REFERENCE);
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length);

    // the same reference in every answer of the booking: the guest's list, an action's answer, the admin's table
    const [hotel] = bookings;
    const mine = (await listOf(t, `/api/booking/user/${guest.id}`, guest)).items as Booked[];
    expect(mine.find((b) => b._id === hotel!._id)?.reference).toBe(hotel!.reference);
    const history = await call(t, guest, 'POST', `/api/bookings/${hotel!._id}/history`);
    expect(history.json().booking.reference).toBe(hotel!.reference);
    expect((await listOf(t, '/api/admin/hotel/booking', admin)).items.map((b: Booked) => b.reference)).toContain(hotel!.reference);
  });

  it('is unique in the database too: no booking can be given a reference another already has', async () => {
    const a = await stay(guest, 14);
    const b = await stay(other, 15);
    await expect(t.db.update(hotelBookings).set({ reference: b.reference }).where(eq(hotelBookings.id, a._id))).rejects.toThrow();
  });

  it('is found by the search of every bookings table and of the guest’s own lists, in any case, with or without RH-', async () => {
    const h = await stay(guest, 16);
    const c = await ride(guest, 100);
    const tr = await tour(guest, 17);
    const lower = (r: string) => r.toLowerCase();
    const bare = (r: string) => r.slice(3);
    // the back-office tables: admin, owner, one listing's, tour managers
    expect(await found('/api/admin/hotel/booking', admin, lower(h.reference))).toEqual([h.reference]);
    expect(await found('/api/admin/hotel/booking', hotelOwner, bare(h.reference))).toEqual([h.reference]);
    expect(await found(`/api/booking/hotel/${hotelId}`, hotelOwner, h.reference)).toEqual([h.reference]);
    expect(await found('/api/admin/cab/booking', admin, c.reference)).toEqual([c.reference]);
    expect(await found('/api/admin/cab/booking', cabOwner, lower(c.reference))).toEqual([c.reference]);
    expect(await found(`/api/cab/booking/cabBook/${cabId}`, cabOwner, bare(c.reference))).toEqual([c.reference]);
    expect(await found('/api/admin/tour/booking', manager, lower(tr.reference))).toEqual([tr.reference]);
    // the guest's own lists
    expect(await found(`/api/booking/user/${guest.id}`, guest, lower(h.reference))).toEqual([h.reference]);
    expect(await found(`/api/cab/booking/user/${guest.id}`, guest, c.reference)).toEqual([c.reference]);
    expect(await found('/api/tour/booking/user', guest, bare(tr.reference))).toEqual([tr.reference]);
    // and nobody else's booking by its reference
    expect(await found(`/api/booking/user/${other.id}`, other, h.reference)).toEqual([]);
  });

  it('is the booking the guest’s emails quote, not the long id', async () => {
    const h = await stay(guest, 20);
    const messages = (await outbox(t, admin)).filter((m) => m.to === guest.email && m.text.includes(h.reference));
    const held = messageTo(messages, guest.email, /is held until/);
    expect(held.text).toContain(`Booking: ${h.reference}`);
    expect(held.text).not.toContain(h._id);
    expect(held.html).toContain(h.reference);
  });
});
