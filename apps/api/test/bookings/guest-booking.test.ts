// Booking as a guest, without an account (issue 33, decision 0076): the create calls take `guest` without a
// session, answer the booking's reference and start a session limited to that booking: it reads and pays it,
// and is no one anywhere else. The booking's messages go to the guest's email.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { payBooking, verify } from '../helpers/money-helpers.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call } from '../helpers/requests.ts';
import { appWith, cookieFrom, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let member: Actor, admin: Actor;
let hotelId: string;

beforeAll(async () => {
  ({ t, member, admin } = await appWith({ member: 'user', admin: 'admin' }));
  hotelId = (await insertHotel(t.db, { name: 'Guest House Test', price: 300_000, rooms: 5 })).id;
});
afterAll(() => t?.close());

let n = 0;
const guestOf = (over: object = {}) => ({
  name: 'Asha Verma',
  email: `asha.${++n}.${Date.now()}@example.com`,
  mobile: '98765 43210',
  ...over,
});
const address = () => `10.66.${++n % 250}.${Math.floor(Math.random() * 250)}`;

const bookAsGuest = (url: string, body: object) => t.app.inject({ method: 'POST', url, payload: body, remoteAddress: address() });
const stay = (guest: object | undefined, from = 20) => ({
  hotel: hotelId,
  roomCount: 1,
  checkInDate: day(from),
  checkOutDate: day(from + 2),
  guest,
});

/** A guest's hotel booking, checked made: the answer and the cookie of its limited session. */
async function guestStay(guest = guestOf(), from = 20) {
  const res = await bookAsGuest('/api/booking/create', stay(guest, from));
  expect(res.statusCode, res.body).toBe(201);
  return {
    booking: res.json() as { _id: string; reference: string; status: string },
    who: { headers: { cookie: cookieFrom(res) } },
    guest,
  };
}

describe('booking as a guest', () => {
  it('books a stay without an account: 201 with the reference, the held message goes to the guest email, and the limited session reads and pays it', async () => {
    const { booking, who, guest } = await guestStay();
    expect(booking.reference).toMatch(/^RH-[0-9A-Z]{6}$/);
    expect(booking.status).toBe('Pending');

    const held = messageTo(await outbox(t, admin), guest.email, /^Your stay is held until/);
    expect(held.text).toContain('Hello Asha Verma');
    expect(held.text).toContain(booking.reference);
    // its link opens 'Find my booking' with the reference (the guest has no My Bookings to sign in to)
    expect(held.text).toContain(`/find-booking?reference=${booking.reference}`);
    expect(held.text).not.toContain('/bookings');

    const history = await call(t, who, 'POST', `/api/bookings/${booking._id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().booking.reference).toBe(booking.reference);

    const { back } = await payBooking(t, who, booking._id);
    const paid = await verify(t, who, back);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ _id: booking._id, status: 'Confirmed', payment: { status: 'paid' } });

    // the account behind it: the guest's name and mobile, no email and no password of its own
    const [account] = await t.db.select().from(users).where(eq(users.guestEmail, guest.email));
    expect(account).toMatchObject({ firstName: 'Asha Verma', email: '', passwordHash: '', mobile: '+919876543210', role: 'user' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email: guest.email, password: '' } });
    expect(signIn.statusCode).toBe(400);
  });

  it('a guest create repeated with its Idempotency-Key answers the same booking, under the same account, in a session for it', async () => {
    const guest = guestOf();
    const send = (key: string, g = guest) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking/create',
        payload: stay(g, 50),
        headers: { 'idempotency-key': key },
        remoteAddress: address(),
      });
    const first = await send('guest-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('guest-key-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({ _id: first.json()._id, reference: first.json().reference });
    // the replay's session reaches the booking, as the first one's does
    const who = { headers: { cookie: cookieFrom(again) } };
    expect((await call(t, who, 'POST', `/api/bookings/${first.json()._id}/history`)).statusCode).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.guestEmail, guest.email))).toHaveLength(1);

    // the key alone replays nothing: another email, or another key, is another guest booking
    const stranger = await send('guest-key-1', guestOf());
    expect(stranger.statusCode, stranger.body).toBe(201);
    expect(stranger.json()._id).not.toBe(first.json()._id);
    const other = await send('guest-key-2');
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()._id).not.toBe(first.json()._id);
  });

  it('books a cab and a tour as a guest too', async () => {
    const cab = await insertCab(t.db);
    const trip = await bookAsGuest('/api/cab/booking/create', {
      cab: cab.id,
      pickupLocation: 'Delhi',
      dropoffLocation: 'Agra',
      pickupTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      guest: guestOf(),
    });
    expect(trip.statusCode, trip.body).toBe(201);
    expect(trip.json().reference).toMatch(/^RH-/);
    const tour = await insertTour(t.db, { seatsPerDeparture: 10 });
    const seat = await bookAsGuest('/api/tour/booking/create', { tourId: tour.id, bookingDate: day(15), persons: 2, guest: guestOf() });
    expect(seat.statusCode, seat.body).toBe(201);
    const who = { headers: { cookie: cookieFrom(seat) } };
    expect((await call(t, who, 'POST', `/api/bookings/${seat.json()._id}/history`)).statusCode).toBe(200);
  });

  it('the limited session reaches nothing else: not another booking, not its own booking to reschedule, no account call', async () => {
    const { booking, who } = await guestStay(guestOf(), 30);
    const other = await guestStay(guestOf(), 34);
    const mine = await call(t, member, 'POST', '/api/booking/create', stay(undefined, 38));
    expect(mine.statusCode, mine.body).toBe(201);

    for (const id of [other.booking._id, mine.json()._id]) {
      expect((await call(t, who, 'POST', `/api/bookings/${id}/history`)).statusCode).toBe(404);
      expect((await call(t, who, 'POST', '/api/payments/order', { bookingId: id })).statusCode).toBe(404);
      expect((await call(t, who, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(404);
    }
    // cancelling its own booking it may (decision 0093: guest-session.test.ts); changing its dates it may not
    const reschedule = await call(t, who, 'POST', `/api/bookings/${booking._id}/reschedule`, {
      checkInDate: day(60),
      checkOutDate: day(61),
    });
    expect(reschedule.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/users/profile'],
      ['GET', '/api/tour/booking/user'],
      ['GET', `/api/booking/user/${member.id}`],
      ['POST', '/api/users/password'],
    ] as const) {
      const res = await call(t, who, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue.');
    }
    // booking again with it books as a new guest, under a session of its own
    const again = await call(t, who, 'POST', '/api/booking/create', stay(guestOf(), 42));
    expect(again.statusCode, again.body).toBe(201);
    expect(cookieFrom(again)).not.toBe(who.headers.cookie);
  });

  it('a signed-in person books as themselves: `guest` is not read, and their session stays whole', async () => {
    const res = await call(t, member, 'POST', '/api/booking/create', stay(guestOf(), 46));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.cookies.find((c) => c.name === 'raahi_session')).toBeUndefined();
    expect((await call(t, member, 'GET', '/api/users/profile')).statusCode).toBe(200);
  });

  it('without a session and without `guest`: 401 saying how to book; bad guest details: 400 naming each field', async () => {
    const none = await bookAsGuest('/api/booking/create', stay(undefined));
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Sign in, or give your name, email and mobile number to book as a guest.');

    const bad = await bookAsGuest('/api/booking/create', stay({ name: ' ', email: 'not-an-email', mobile: '12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'guest.name': 'This field is required.',
      'guest.email': 'Enter a valid email address.',
      'guest.mobile': 'Enter a 10-digit Indian mobile number.',
    });
    const missing = await bookAsGuest('/api/booking/create', stay({ name: 'Asha' }));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['guest.email', 'guest.mobile']);
    expect(await t.db.$count(users, eq(users.firstName, 'Asha'))).toBe(0);
  });
});
