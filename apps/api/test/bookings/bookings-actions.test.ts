import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatusHistory } from '../../src/db/schema.ts';
import { lockBooking } from '../../src/modules/bookings/bookings.repo.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { bookCab, bookStay, inHours } from '../helpers/booking-helpers.ts';
import { call } from '../helpers/requests.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedInAs>>;
let guest: Who, other: Who, admin: Who, hotelOwner: Who, cabOwner: Who, manager: Who;
let hotelId: string, cabId: string, tourId: string;
const today = todayInIndia();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  [guest, other, admin, hotelOwner, cabOwner, manager] = await Promise.all([
    signedInAs(t, 'user'),
    signedInAs(t, 'user'),
    signedInAs(t, 'admin'),
    signedInAs(t, 'hotel'),
    signedInAs(t, 'cab'),
    signedInAs(t, 'tour'),
  ]);
  hotelId = (await insertHotel(t.db, { rooms: 1, ownerId: hotelOwner.id })).id;
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
  tourId = (await insertTour(t.db, { seatsPerDeparture: 2 })).id;
});
afterAll(() => t?.close());

const act = (who: Who | undefined, id: string, action: string, body?: object) =>
  call(t, who, 'POST', `/api/bookings/${id}/${action}`, body);
const bookHotel = async (checkIn: number, nights = 2) => (await bookStay(t, guest, hotelId, checkIn, checkIn + nights)).json();
const bookTour = async (d: number, persons = 1) =>
  (await call(t, guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(d), persons })).json();
/** A five-hour ride `h` hours from now (both times from one clock reading: a tick between two made it 5 h 1 ms). */
const bookRide = async (h: number) => {
  const pickup = inHours(h);
  const dropofftime = new Date(Date.parse(pickup) + 5 * 3_600_000).toISOString();
  return (await bookCab(t, guest, cabId, ['Pune', 'Goa'], pickup, { dropofftime })).json();
};
const historyRows = (id: string) => t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id));

describe('POST /api/bookings/{bookingId}/cancel', () => {
  it('lets the guest cancel their own booking once; a repeat changes nothing and writes no history', async () => {
    const b = await bookTour(3);
    const res = await act(guest, b._id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ _id: b._id, kind: 'tour', status: 'Cancelled' });
    expect(res.json().history).toMatchObject([
      { toStatus: 'Pending' },
      { fromStatus: 'Pending', toStatus: 'Cancelled', changedBy: { _id: guest.id } },
    ]);
    expect((await act(guest, b._id, 'cancel')).json().booking.status).toBe('Cancelled');
    expect(await historyRows(b._id)).toHaveLength(2);
  });

  it("answers 404 for another account's booking, a malformed or unknown id, and 401 signed out", async () => {
    const b = await bookTour(4);
    for (const who of [other, hotelOwner, cabOwner]) expect((await act(who, b._id, 'cancel')).statusCode).toBe(404);
    expect((await act(undefined, b._id, 'cancel')).statusCode).toBe(401);
    expect((await act(guest, 'not-an-id', 'cancel')).statusCode).toBe(404);
    expect((await act(guest, '00000000-0000-4000-8000-000000000000', 'cancel')).statusCode).toBe(404);
    expect((await act(guest, b._id, 'delete')).statusCode).toBe(400);
    expect((await act(guest, b._id, 'history')).json().booking.status).toBe('Pending');
  });
});

describe('POST /api/bookings/{bookingId}/confirm', () => {
  it("is the provider's: the guest gets 403 with a reason; the hotel owner, tour manager and admin confirm", async () => {
    const h = await bookHotel(2, 1);
    const refused = await act(guest, h._id, 'confirm');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'A guest confirms a booking by paying for it (Confirm Booking opens the payment); only its provider confirms it otherwise.',
    );
    expect((await act(hotelOwner, h._id, 'confirm')).json().booking.status).toBe('Confirmed');
    const tb = await bookTour(5);
    expect((await act(manager, tb._id, 'confirm')).json().booking.status).toBe('Confirmed');
    const cb = await bookRide(50);
    expect((await act(cabOwner, cb._id, 'confirm')).json().booking.status).toBe('Confirmed');
    const tb2 = await bookTour(6);
    expect((await act(admin, tb2._id, 'confirm')).json().booking.status).toBe('Confirmed');
    // a tour manager has nothing to do with hotel bookings
    expect((await act(manager, (await bookHotel(30, 1))._id, 'confirm')).statusCode).toBe(404);
  });

  it('cannot confirm a cancelled booking', async () => {
    const b = await bookTour(7);
    await act(guest, b._id, 'cancel');
    const res = await act(admin, b._id, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking is cancelled and cannot be changed.');
  });
});

describe('POST /api/bookings/{bookingId}/reschedule', () => {
  it('moves a tour booking to a new date with a note in the history, re-checking seats', async () => {
    const b = await bookTour(8, 1);
    const res = await act(guest, b._id, 'reschedule', { date: day(9) });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ bookingDate: day(9), persons: 1, ammount: b.ammount, status: 'Pending' });
    expect(res.json().history.at(-1)).toMatchObject({
      fromStatus: 'Pending',
      toStatus: 'Pending',
      note: `Rescheduled from ${day(8)} to ${day(9)}`,
    });
    await call(t, other, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(12), persons: 2 });
    const full = await act(guest, b._id, 'reschedule', { date: day(12) });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This date is sold out.');
    expect((await act(guest, b._id, 'reschedule', { date: day(-1) })).statusCode).toBe(400);
    expect((await act(guest, b._id, 'reschedule', {})).statusCode).toBe(400);
    expect((await act(guest, b._id, 'reschedule')).statusCode).toBe(400);
    expect((await act(other, b._id, 'reschedule', { date: day(10) })).statusCode).toBe(404);
  });

  it('moves a hotel stay keeping its length; its own rooms do not count against it', async () => {
    const b = await bookHotel(40, 3);
    const res = await act(guest, b._id, 'reschedule', { date: day(41) });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ checkInDate: day(41), checkOutDate: day(44), nights: 3, ammount: b.ammount });
    await call(t, other, 'POST', '/api/booking/create', { hotel: hotelId, roomCount: 1, checkInDate: day(50), checkOutDate: day(51) });
    const clash = await act(guest, b._id, 'reschedule', { date: day(48) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('No rooms left for these dates.');
  });

  it('moves a cab trip keeping its length, refusing a busy slot', async () => {
    const a = await bookRide(200);
    const b = await bookRide(300);
    const moved = await act(guest, b._id, 'reschedule', { pickupTime: inHours(310) });
    expect(moved.statusCode).toBe(200);
    const bk = moved.json().booking;
    expect(Date.parse(bk.dropofftime) - Date.parse(bk.pickupTime)).toBe(5 * 3_600_000);
    const clash = await act(guest, b._id, 'reschedule', { pickupTime: inHours(202) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This cab is already booked at that time.');
    expect((await act(guest, a._id, 'reschedule', { pickupTime: inHours(-2) })).statusCode).toBe(400);
  });

  it('refuses to reschedule a cancelled booking', async () => {
    const b = await bookTour(14);
    await act(guest, b._id, 'cancel');
    expect((await act(guest, b._id, 'reschedule', { date: day(15) })).statusCode).toBe(409);
    expect((await act(guest, b._id, 'reschedule', { date: day(14) })).statusCode).toBe(409);
  });

  it('changes nothing and writes no history when the new date is the current one', async () => {
    const b = await bookTour(16);
    const res = await act(guest, b._id, 'reschedule', { date: day(16) });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.bookingDate).toBe(day(16));
    expect(await historyRows(b._id)).toHaveLength(1);
  });
});

describe('POST /api/bookings/{bookingId}/history', () => {
  it('shows the guest and the listing owner the history, oldest first', async () => {
    const b = await bookHotel(60, 1);
    await call(t, hotelOwner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Confirmed' });
    const forGuest = await act(guest, b._id, 'history');
    expect(forGuest.statusCode).toBe(200);
    expect(forGuest.json().history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['Pending', 'Confirmed']);
    expect((await act(hotelOwner, b._id, 'history')).statusCode).toBe(200);
    expect((await act(cabOwner, b._id, 'history')).statusCode).toBe(404);
  });
});

describe('the back-office status paths', () => {
  it('answer 404 for a booking of another kind, even for an admin, and change nothing', async () => {
    const tb = await bookTour(20);
    const hb = await bookHotel(70, 1);
    expect((await call(t, admin, 'PUT', `/api/booking/status/${tb._id}`, { status: 'Confirmed' })).statusCode).toBe(404);
    expect((await call(t, admin, 'PUT', `/api/cab/booking/${tb._id}`, { status: 'Confirmed' })).statusCode).toBe(404);
    expect((await call(t, admin, 'PUT', `/api/tour/booking/updatestatus/${hb._id}`, { status: 'Confirmed' })).statusCode).toBe(404);
    expect(await historyRows(tb._id)).toHaveLength(1);
    expect(await historyRows(hb._id)).toHaveLength(1);
  });
});

describe('row locks', () => {
  it('need a transaction: passing the database itself does not type-check', () => {
    // @ts-expect-error: a lock taken outside a transaction would protect nothing, so a Db is not a Tx
    const outsideATransaction = () => lockBooking(t.db, 'hotel', '00000000-0000-4000-8000-000000000000');
    expect(outsideATransaction).toBeTypeOf('function');
  });
});
