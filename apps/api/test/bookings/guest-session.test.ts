// What a guest's session, limited to one booking, may do (decisions 0076, 0093): cancel that booking with the
// refund a member gets, download its invoice, nothing of another booking; and the confirmation records the
// privacy notice the guest accepted, as it does for an account.
import { NOTICE_VERSIONS } from '@raahi/contract/rules/notice-version';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { cookieFrom, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let hotelId: string;
beforeAll(async () => {
  t = await createTestApp();
  hotelId = (await insertHotel(t.db, { name: 'Guest Session Inn', price: 300_000, rooms: 9 })).id;
});
afterAll(() => t?.close());

let n = 0;
/** A guest's booking, far enough ahead to be refunded in full; its id and the guest's limited session. */
async function guestBooking(notice?: { version: string; language?: 'en' | 'hi' }) {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/booking/create',
    remoteAddress: `10.66.${n}.9`,
    payload: {
      hotel: hotelId,
      roomCount: 1,
      checkInDate: day(30 + n * 2),
      checkOutDate: day(31 + n * 2),
      guest: {
        name: 'Meera Das',
        email: `guest.session.${n}.${Date.now()}@example.com`,
        mobile: '9876512345',
        ...(notice ? { notice } : {}),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json() as { _id: string; user: { _id: string } };
  return { id: b._id, userId: b.user._id, who: { headers: { cookie: cookieFrom(res) } } };
}

describe("a guest's limited session", () => {
  it("downloads its booking's invoice, and another booking's is refused as not found", async () => {
    const mine = await guestBooking();
    const other = await guestBooking();
    await payAndVerify(t, mine.who, mine.id);
    await payAndVerify(t, other.who, other.id);
    const own = await call(t, mine.who, 'GET', `/api/bookings/${mine.id}/invoice`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    for (const doc of ['invoice', 'voucher', 'credit-note']) {
      const theirs = await call(t, mine.who, 'GET', `/api/bookings/${other.id}/${doc}`);
      expect(theirs.statusCode, `${doc}: ${theirs.body}`).toBe(404);
    }
  });

  it('cancels its paid booking with the refund a member gets; another booking it can neither cancel nor see', async () => {
    const mine = await guestBooking();
    const other = await guestBooking();
    await payAndVerify(t, mine.who, mine.id);
    const theirs = await call(t, mine.who, 'POST', `/api/bookings/${other.id}/cancel`);
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect((await call(t, mine.who, 'POST', `/api/bookings/${other.id}/history`)).statusCode).toBe(404);
    expect((await call(t, other.who, 'POST', `/api/bookings/${other.id}/history`)).statusCode).toBe(200);

    const cancelled = await call(t, mine.who, 'POST', `/api/bookings/${mine.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // a month ahead: the whole amount back, as a member's booking gets
    const { booking } = cancelled.json();
    expect(booking.status).toBe('Cancelled');
    expect(booking.payment).toMatchObject({ status: 'refunded', refunded: booking.payment.paid });
    expect(booking.payment.paid).toBe(3150);
    // still nothing else: no rescheduling, no account pages
    expect((await call(t, mine.who, 'POST', `/api/bookings/${mine.id}/reschedule`, {})).statusCode).toBe(404);
    expect((await call(t, mine.who, 'GET', '/api/users/profile')).statusCode).toBe(401);
  });

  it("records the privacy notice the guest's confirmation showed on the booking's account, and refuses one no longer in force", async () => {
    const b = await guestBooking({ version: NOTICE_VERSIONS.hi, language: 'hi' });
    const rows = await t.db.select().from(consents).where(eq(consents.userId, b.userId));
    expect(rows).toMatchObject([
      { purpose: 'bookings', granted: true, noticeVersion: NOTICE_VERSIONS.hi, language: 'hi', method: 'first-booking' },
    ]);

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/booking/create',
      remoteAddress: '10.66.200.9',
      payload: {
        hotel: hotelId,
        roomCount: 1,
        checkInDate: day(90),
        checkOutDate: day(91),
        guest: { name: 'Meera Das', email: 'stale.notice@example.com', mobile: '9876512345', notice: { version: '2001-01-01' } },
      },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('notice_changed');
  });
});
