// The per-day figures under concurrency: many guests booking, paying and cancelling at once leave them
// equal to the booking tables (the triggers run in each booking's own transaction).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { expectDayFiguresMatchBookings } from '../helpers/day-figures.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';

let t: TestApp;
let guests: Actor[];

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  guests = await Promise.all(Array.from({ length: 12 }, () => signedInAs(t, 'user')));
});
afterAll(() => t?.close());

describe('per-day figures', () => {
  it('stay equal to the booking tables when 36 bookings are made, paid and cancelled at once', async () => {
    const hotels = await Promise.all([0, 1, 2].map(() => insertHotel(t.db, { rooms: 50 })));
    const tour = await insertTour(t.db, {});
    const outcomes = await Promise.all(
      guests.flatMap((g, i) =>
        [0, 1, 2].map(async (j) => {
          const res =
            j < 2
              ? await call(t, g, 'POST', '/api/booking/create', {
                  hotel: hotels[(i + j) % 3]!.id,
                  roomCount: 1,
                  checkInDate: day(3 + j),
                  checkOutDate: day(5 + j),
                })
              : await call(t, g, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(9), persons: 1 });
          expect(res.statusCode, res.body).toBe(201);
          const id = res.json()._id as string;
          if ((i + j) % 3 === 0) await payAndVerify(t, g, id);
          if ((i + j) % 4 === 0) await call(t, g, 'POST', `/api/bookings/${id}/cancel`);
          return id;
        }),
      ),
    );
    expect(new Set(outcomes).size).toBe(36);
    await expectDayFiguresMatchBookings(t);
    const a = (await call(t, await signedInAs(t, 'admin'), 'GET', '/api/admin/analytics')).json();
    expect(a.totals.bookings).toBe(36);
    expect(a.totals.paid).toBe(12);
  });
});
