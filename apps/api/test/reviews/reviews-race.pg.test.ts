// Reviews written at the same moment on PostgreSQL: the listing's row lock orders them, so its figures
// always match its published reviews, and a booking sent twice at once gets exactly one review.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, reviews } from '../../src/db/schema.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { hotelStay } from '../helpers/past-bookings.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
});
afterAll(() => t?.close());

describe('reviews written at once', () => {
  it('twenty guests reviewing one hotel together: the rating is the mean of all twenty, the typed figures count for nothing', async () => {
    // twenty rooms for the twenty stays of the same nights: the database refuses to oversell a room type
    const hotelId = (await insertHotel(t.db, { rating: 4, reviewCount: 20, rooms: 20 })).id;
    const guests = await Promise.all(Array.from({ length: 20 }, () => signedInAs(t, 'user')));
    const stays = await Promise.all(guests.map((g) => hotelStay(t.db, g.id, hotelId, -4, -2)));
    const stars = guests.map((_, i) => (i % 5) + 1); // 1..5 four times: sum 60
    const answers = await Promise.all(
      guests.map((g, i) => call(t, g, 'POST', '/api/reviews', { bookingId: stays[i]!.id, rating: stars[i], text: `Guest ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(guests.map(() => 201));
    const [row] = await t.db.select({ rating: hotels.rating, reviewCount: hotels.reviewCount }).from(hotels).where(eq(hotels.id, hotelId));
    // 60 / 20 = 3
    expect(row).toEqual({ rating: 3, reviewCount: 20 });
  });

  it('one booking sent five times at once gets one review; the others are 409', async () => {
    const hotelId = (await insertHotel(t.db, { rating: 3, reviewCount: 1 })).id;
    const guest = await signedInAs(t, 'user');
    const stay = await hotelStay(t.db, guest.id, hotelId, -3, -1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t, guest, 'POST', '/api/reviews', { bookingId: stay.id, rating: 5, text: 'Again and again' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, stay.id))).toHaveLength(1);
    const [row] = await t.db.select({ rating: hotels.rating, reviewCount: hotels.reviewCount }).from(hotels).where(eq(hotels.id, hotelId));
    expect(row).toEqual({ rating: 5, reviewCount: 1 });
  });
});
