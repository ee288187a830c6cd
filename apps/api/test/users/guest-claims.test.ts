// A person who proves an email takes over the guest bookings made with it (issue 33, decision 0076): not on
// registering alone (the address is not proven yet), but once its link is followed, and on signing in after.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { cookieFrom, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let hotelId: string;
beforeAll(async () => {
  t = await createTestApp();
  hotelId = (await insertHotel(t.db, { price: 200_000, rooms: 9 })).id;
});
afterAll(() => t?.close());

const email = `claim.${Date.now()}@example.com`;
const guestStay = async (from: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/booking/create',
    payload: {
      hotel: hotelId,
      roomCount: 1,
      checkInDate: day(from),
      checkOutDate: day(from + 1),
      guest: { name: 'Nila', email, mobile: '9876512345' },
    },
    remoteAddress: `10.44.0.${from}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
};

describe('claiming guest bookings', () => {
  it('moves the guest bookings of an email into the account once it proves that email', async () => {
    const ids = [await guestStay(5), await guestStay(8)];
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { firstName: 'Nila', email: email.toUpperCase(), password: 'Quiet-River-2026' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const who = { headers: { cookie: cookieFrom(reg) } };
    const me = reg.json()._id as string;
    const mine = async () => ((await call(t, who, 'GET', `/api/booking/user/${me}`)).json() as { _id: string }[]).map((b) => b._id).sort();
    // registering alone proves nothing
    expect(await mine()).toEqual([]);

    const [welcome] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'welcome')));
    const verified = await call(t, undefined, 'POST', '/api/users/verify-email', { token: welcome!.data.token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await mine()).toEqual([...ids].sort());
    expect(await t.db.$count(users, eq(users.guestEmail, email))).toBe(0);

    // a later guest booking with the address comes over when the person signs in
    const later = await guestStay(12);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password: 'Quiet-River-2026' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await mine()).toEqual([...ids, later].sort());
  });
});
