// Cancelling while others book the same listing, on PostgreSQL: a cancellation updates its booking more than
// once in one transaction, so it must hold the listing before its own row, as a create does; taken in the
// other order the two wait for each other and one of them is answered 500 (deadlock detected).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

const GUESTS = 16;
let t: TestApp;
let guests: Actor[];

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  guests = await Promise.all(Array.from({ length: GUESTS }, () => signedInAs(t, 'user')));
});
afterAll(() => t?.close());

describe('cancelling while others book the same listing', () => {
  it('answers every cancel and every new booking, none with a 500', async () => {
    const tour = await insertTour(t.db, {});
    const hotel = await insertHotel(t.db, { rooms: 100 });
    const bookTour = (g: Actor) => call(t, g, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(9), persons: 1 });
    const bookHotel = (g: Actor) =>
      call(t, g, 'POST', '/api/booking/create', { hotel: hotel.id, roomCount: 1, checkInDate: day(3), checkOutDate: day(5) });
    let held = await Promise.all(guests.map((g, i) => (i % 2 ? bookHotel(g) : bookTour(g))));
    expect(held.map((r) => r.statusCode)).toEqual(guests.map(() => 201));

    // each round, every guest cancels the booking it holds while booking again at the same listing
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        guests.map(async (g, i) => {
          const [cancel, again] = await Promise.all([
            call(t, g, 'POST', `/api/bookings/${held[i]!.json()._id as string}/cancel`),
            i % 2 ? bookHotel(g) : bookTour(g),
          ]);
          return { cancel, again };
        }),
      );
      expect(answers.filter((a) => a.cancel.statusCode !== 200).map((a) => a.cancel.body)).toEqual([]);
      expect(answers.filter((a) => a.again.statusCode !== 201).map((a) => a.again.body)).toEqual([]);
      held = answers.map((a) => a.again);
    }
  });
});
