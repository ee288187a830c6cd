// Two identical guest creates at the same instant (decision 0093): the second reuses the account the first
// made, so one guest gets one account and one booking, on PostgreSQL across two processes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { closeAll, twoProcesses, type TestApp } from '../helpers/test-app.ts';

let t: TestApp, second: TestApp;
let hotelId: string;
beforeAll(async () => {
  [t, second] = await twoProcesses({ postgres: 'required' });
  hotelId = (await insertHotel(t.db, { name: 'Race Inn', price: 200_000, rooms: 9 })).id;
}, 120_000);
afterAll(() => closeAll(t, second));

describe('identical guest creates at once', () => {
  it('make one account and answer the same booking', async () => {
    for (let round = 0; round < 4; round++) {
      const email = `race.${round}.${Date.now()}@example.com`;
      const create = (app: TestApp, ip: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/booking/create',
          remoteAddress: ip,
          headers: { 'idempotency-key': `race-${round}-${email}` },
          payload: {
            hotel: hotelId,
            roomCount: 1,
            checkInDate: day(20 + round),
            checkOutDate: day(21 + round),
            guest: { name: 'Ravi Nair', email, mobile: '9876543210' },
          },
        });
      const [a, b] = await Promise.all([create(t, `10.77.${round}.1`), create(second, `10.77.${round}.2`)]);
      // either may commit first: one makes the booking (201), the other makes it too or replays it (200)
      expect([a.statusCode, b.statusCode], a.body + b.body).toContain(201);
      expect([200, 201]).toContain(a.statusCode);
      expect([200, 201]).toContain(b.statusCode);
      expect(b.json()._id).toBe(a.json()._id);
      const accounts = await t.db.select({ id: users.id }).from(users).where(eq(users.guestEmail, email));
      expect(accounts).toHaveLength(1);
    }
  });
});
