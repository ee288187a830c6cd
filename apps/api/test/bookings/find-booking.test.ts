// 'Find my booking' (issue 33, decision 0076): a reference and an email ask for a code, sent to the booking's
// email and by SMS to its mobile; the same answer whether or not they go together; wrong codes counted and
// voided; codes asked for throttled per booking; the right code answers the booking and a session limited to it.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeCodes } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { cookieFrom, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let hotelId: string;
beforeAll(async () => {
  t = await createTestApp();
  hotelId = (await insertHotel(t.db, { name: 'Find Me Inn', price: 200_000, rooms: 9 })).id;
});
afterAll(() => t?.close());

let n = 0;
const address = () => `10.55.${++n % 250}.${Math.floor(Math.random() * 250)}`;
const post = (url: string, payload: object, ip = address()) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** A guest's booking: its reference, id and the guest's email. */
async function guestBooking(mobile = '9876501234') {
  const email = `find.${++n}.${Date.now()}@example.com`;
  const res = await post('/api/booking/create', {
    hotel: hotelId,
    roomCount: 1,
    checkInDate: day(10 + n),
    checkOutDate: day(11 + n),
    guest: { name: 'Kiran Rao', email, mobile },
  });
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json() as { _id: string; reference: string };
  return { id: b._id, reference: b.reference, email };
}

const codesTo = async (to: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'booking-code')))
  ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
const allowAgain = (reference: string) =>
  t.db
    .update(oneTimeCodes)
    .set({ sentAt: new Date(Date.now() - 60_000) })
    .where(like(oneTimeCodes.subject, `booking:${reference}:%`));
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const SENT = {
  message: 'If that booking reference and email go together, we have sent a 6-digit code to the email.',
  expiresInSeconds: 300,
  resendInSeconds: 30,
};

describe("'Find my booking'", () => {
  it('sends the code by email and SMS for a reference and email that go together, in any case; the code opens the booking under a limited session', async () => {
    const b = await guestBooking();
    const asked = await post('/api/bookings/find', { reference: ` ${b.reference.toLowerCase()} `, email: b.email.toUpperCase() });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual(SENT);
    const [mail] = await codesTo(b.email);
    const [sms] = await codesTo('+919876501234');
    expect(mail!.channel).toBe('email');
    expect(sms!.channel).toBe('sms');
    const code = mail!.data.token as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(sms!.data.token).toBe(code);
    expect(mail!.data.reference).toBe(b.reference);

    const opened = await post('/api/bookings/find/verify', { reference: b.reference, email: b.email, code });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ _id: b.id, reference: b.reference, kind: 'hotel', status: 'Pending' });
    const who = { headers: { cookie: cookieFrom(opened) } };
    expect((await call(t, who, 'POST', `/api/bookings/${b.id}/history`)).statusCode).toBe(200);
    expect((await call(t, who, 'POST', '/api/payments/order', { bookingId: b.id })).statusCode).toBe(200);
    expect((await call(t, who, 'GET', '/api/users/profile')).statusCode).toBe(401);
    // the code works once
    expect((await post('/api/bookings/find/verify', { reference: b.reference, email: b.email, code })).statusCode).toBe(400);
  });

  it('answers the same, and sends nothing, for a reference with another email and for a reference that is no booking', async () => {
    const b = await guestBooking();
    const wrongEmail = await post('/api/bookings/find', { reference: b.reference, email: 'someone.else@example.com' });
    const noBooking = await post('/api/bookings/find', { reference: 'RH-ZZZZZZ', email: b.email });
    for (const res of [wrongEmail, noBooking]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(await codesTo(b.email)).toHaveLength(0);
    expect(await codesTo('someone.else@example.com')).toHaveLength(0);
    // and a stranger's ask did not void or delay the owner's code
    expect((await post('/api/bookings/find', { reference: b.reference, email: b.email })).statusCode).toBe(200);
    expect(await codesTo(b.email)).toHaveLength(1);
  });

  it('counts wrong codes: the third voids the code; another code waits 30 seconds; a right code for a voided one is refused', async () => {
    const b = await guestBooking();
    const ask = () => post('/api/bookings/find', { reference: b.reference, email: b.email });
    expect((await ask()).statusCode).toBe(200);
    const code = (await codesTo(b.email))[0]!.data.token as string;
    const tryCode = (c: string) => post('/api/bookings/find/verify', { reference: b.reference, email: b.email, code: c });
    const first = await tryCode(wrongOf(code));
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('wrong_code');
    expect((await tryCode(wrongOf(code))).json().code).toBe('wrong_code');
    expect((await tryCode(wrongOf(code))).json().code).toBe('code_void');
    expect((await tryCode(code)).json().code).toBe('code_void');

    const soon = await ask();
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await allowAgain(b.reference);
    expect((await ask()).statusCode).toBe(200);
    const fresh = (await codesTo(b.email))[0]!.data.token as string;
    expect((await tryCode(fresh)).statusCode).toBe(200);
  });

  it('throttles codes asked for one booking (5 an hour, whatever the email), and checks the input', async () => {
    const b = await guestBooking();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/bookings/find', { reference: b.reference, email: `try${i}@example.com` })).statusCode).toBe(200);
    const sixth = await post('/api/bookings/find', { reference: b.reference, email: b.email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes asked for. Please wait a while and try again.');
    expect(await codesTo(b.email)).toHaveLength(0);

    const bad = await post('/api/bookings/find', { reference: 'ABC', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      reference: 'Enter the booking reference, as RH- and six letters or digits (it is in your booking email).',
      email: 'Enter a valid email address.',
    });
    const badCode = await post('/api/bookings/find/verify', { reference: b.reference, email: b.email, code: '12' });
    expect(badCode.json().fields).toEqual({ code: 'Enter the 6-digit code.' });
  });
});
