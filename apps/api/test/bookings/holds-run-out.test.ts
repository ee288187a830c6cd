// A hold is over at its time, not when the expire-holds job runs: with a hold whose time has passed and no job
// run, the last room, the cab and the last tour seats can be booked by someone else, and the hotel search shows
// the room free, and what the account holds unpaid leaves it out. Paying the ran-out hold afterwards never
// oversells: it is refunded in full.
import { HOLD_EXPIRED_NOTE } from '@raahi/contract/rules/payments';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchPending } from '../../src/modules/bookings/booking-events.jobs.ts';
import { cabBookings, hotelBookings, hotelRoomNights, refunds, tourBookings, users } from '../../src/db/schema.ts';
import { bookCab, bookStay, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { orderFor, payAndVerify, submitCheckout, UPI_SUCCESS, verify } from '../helpers/money-helpers.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, rival: Actor, admin: Actor;

beforeAll(async () => {
  ({ t, guest, rival, admin } = await appWith({ guest: 'user', rival: 'user', admin: 'admin' }));
});
afterAll(() => t?.close());

/** The hold of the booking ran out a minute ago; the expire-holds job has not run. */
const runOut = (table: typeof hotelBookings | typeof cabBookings | typeof tourBookings, id: string) =>
  t.db
    .update(table)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(table.id, id));
const statusOf = async (id: string) => (await call(t, admin, 'POST', `/api/bookings/${id}/history`)).json().booking.status as string;

describe('a hold whose time has passed, before the job runs', () => {
  it('the last room shows free in the search and another guest books it; paying the ran-out hold is refunded in full', async () => {
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1, location: 'Kumarakom, Kerala' });
    const held = await bookStay(t, guest, hotel.id, 70, 72);
    expect(held.statusCode, held.body).toBe(201);
    const heldId = held.json()._id as string;
    const order = await orderFor(t, guest, heldId);
    await runOut(hotelBookings, heldId);

    const search = await call(t, undefined, 'GET', `/api/hotel?location=kumarakom&checkin=${day(70)}&checkout=${day(72)}`);
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json() as { _id: string }[]).map((h) => h._id)).toContain(hotel.id);

    const taken = await bookStay(t, rival, hotel.id, 70, 72);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await statusOf(heldId)).toBe('Cancelled');
    const history = (await call(t, guest, 'POST', `/api/bookings/${heldId}/history`)).json().history as { note: string }[];
    expect(history.map((h) => h.note)).toContain(HOLD_EXPIRED_NOTE);
    // the hold's end is told from its event (the dispatcher runs what no request queued)
    await dispatchPending(t.app);
    messageTo(await outbox(t, admin), guest.email, /hold on your booking ran out/);

    // the guest pays the order made before: the gateway takes it, the room is the rival's, so it all goes back
    const paid = await submitCheckout(t, order.checkoutUrl, UPI_SUCCESS);
    expect((await verify(t, guest, paid.back)).statusCode).toBe(200);
    expect(await statusOf(heldId)).toBe('Cancelled');
    expect((await t.db.select().from(refunds).where(eq(refunds.bookingId, heldId))).map((r) => r.amount)).toEqual([840_000]);
    messageTo(await outbox(t, admin), guest.email, /We are refunding ₹8,400/);

    expect(await payAndVerify(t, rival, taken.json()._id)).toMatchObject({ status: 'Confirmed' });
    const nights = await t.db
      .select({ taken: hotelRoomNights.roomsTaken })
      .from(hotelRoomNights)
      .where(and(eq(hotelRoomNights.hotelId, hotel.id), gte(hotelRoomNights.night, day(70)), lt(hotelRoomNights.night, day(72))));
    expect(nights).toEqual([{ taken: 1 }, { taken: 1 }]);
  });

  it('the cab is free for another guest at the same time', async () => {
    const cab = await insertCab(t.db);
    const pickup = inHours(120);
    const held = await bookCab(t, guest, cab.id, ['Kochi', 'Munnar'], pickup);
    expect(held.statusCode, held.body).toBe(201);
    await runOut(cabBookings, held.json()._id);
    const taken = await bookCab(t, rival, cab.id, ['Kochi', 'Munnar'], pickup);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await statusOf(held.json()._id)).toBe('Cancelled');
  });

  it('the tour’s last seats are free for another guest', async () => {
    const tour = await insertTour(t.db, { seatsPerDeparture: 2 });
    const held = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(9), persons: 2 });
    expect(held.statusCode, held.body).toBe(201);
    await runOut(tourBookings, held.json()._id);
    const taken = await call(t, rival, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(9), persons: 2 });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await statusOf(held.json()._id)).toBe('Cancelled');
  });

  it('what an account holds unpaid leaves out a hold that ran out', async () => {
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, guest.id));
    const [big, small] = [await insertHotel(t.db, { rooms: 20 }), await insertHotel(t.db, { rooms: 1 })];
    // 20 rooms × 3 nights: all the room-nights one account may hold unpaid
    const held = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: big.id,
      roomCount: 20,
      checkInDate: day(90),
      checkOutDate: day(93),
    });
    expect(held.statusCode, held.body).toBe(201);
    await runOut(hotelBookings, held.json()._id);
    const next = await bookStay(t, guest, small.id, 90, 91);
    expect(next.statusCode, next.body).toBe(201);
  });
});
