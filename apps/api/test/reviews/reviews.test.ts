import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabs, hotels, reviews, tours } from '../../src/db/schema.ts';
import { bookingCast, bookStay, day } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { cabTrip, hotelStay, tourTrip } from '../helpers/past-bookings.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, type Actor, type TestApp, UNKNOWN_ID } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, other: Actor, admin: Actor, owner: Actor, otherOwner: Actor, content: Actor, tourManager: Actor;
let hotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, other, admin, owner, otherOwner } = await bookingCast(t, 'Meera', 'hotel'));
  ({ content, tourManager } = await signedInAccounts(t, { content: 'content', tourManager: 'tour' }));
  // figures typed into the row before any review count for nothing
  hotelId = (await insertHotel(t.db, { name: 'Lake Palace Stay', ownerId: owner.id, rating: 4.1, reviewCount: 177 })).id;
  await insertHotel(t.db, { ownerId: otherOwner.id });
});
afterAll(() => t?.close());

const write = (who: Actor | undefined, body: object) => call(t, who, 'POST', '/api/reviews', body);
const hotelFigures = async (id = hotelId) =>
  (await t.db.select({ rating: hotels.rating, reviewCount: hotels.reviewCount }).from(hotels).where(eq(hotels.id, id)))[0];

describe('POST /api/reviews', () => {
  it("lets the guest review a confirmed stay that ended; the hotel's figures are its published reviews' alone", async () => {
    const stay = await hotelStay(t.db, guest.id, hotelId, -5, -3);
    const res = await write(guest, { bookingId: stay.id, rating: 5, text: '  Lovely lake views.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'hotel',
      listing: { _id: hotelId, name: 'Lake Palace Stay' },
      bookingId: stay.id,
      rating: 5,
      text: 'Lovely lake views.',
      author: 'Meera U.',
      verified: true,
      stayedOn: day(-5),
      reply: null,
    });
    expect(res.json()).not.toHaveProperty('hidden');
    expect(res.json().held).toBeNull();
    // the typed 4.1 from 177 is gone: one review of 5 stars
    expect(await hotelFigures()).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('refuses a second review of the same booking (409), and the figures stay', async () => {
    const stay = await hotelStay(t.db, guest.id, hotelId, -9, -8);
    expect((await write(guest, { bookingId: stay.id, rating: 3, text: 'Fine.' })).statusCode).toBe(201);
    const before = await hotelFigures();
    const again = await write(guest, { bookingId: stay.id, rating: 1, text: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reviewed', message: 'You have already reviewed this booking.' });
    expect(await hotelFigures()).toEqual(before);
  });

  it("answers someone else's booking as unknown (404), for guests, the hotel's owner and admins alike", async () => {
    const stay = await hotelStay(t.db, guest.id, hotelId, -4, -2);
    for (const who of [other, owner, admin]) {
      const res = await write(who, { bookingId: stay.id, rating: 1, text: 'Never stayed there.' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Booking was not found.' });
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingId, stay.id))).toHaveLength(0);
  });

  it('refuses a stay that has not ended, a booking that is pending or cancelled, and a tour still running', async () => {
    const cases: [object, string][] = [
      [await hotelStay(t.db, guest.id, hotelId, -1, 1), 'not_ended'],
      [await hotelStay(t.db, guest.id, hotelId, -6, -4, { status: 'Pending' }), 'not_reviewable'],
      [await hotelStay(t.db, guest.id, hotelId, -6, -4, { status: 'Cancelled' }), 'not_reviewable'],
      [await tourTrip(t.db, guest.id, (await insertTour(t.db, { days: 3 })).id, -1), 'not_ended'],
      [await cabTrip(t.db, guest.id, (await insertCab(t.db)).id, -2), 'not_ended'],
    ];
    for (const [booking, code] of cases) {
      const res = await write(guest, { bookingId: (booking as { id: string }).id, rating: 4, text: 'Too early.' });
      expect(res.statusCode, code).toBe(409);
      expect(res.json().code).toBe(code);
    }
  });

  it('refuses a review before the stay through the API: booked for next week and confirmed', async () => {
    const booked = await bookStay(t, guest, hotelId, 7, 8);
    expect(booked.statusCode).toBe(201);
    expect((await call(t, owner, 'PUT', `/api/booking/status/${booked.json()._id}`, { status: 'Confirmed' })).statusCode).toBe(200);
    const res = await write(guest, { bookingId: booked.json()._id, rating: 5, text: 'Looking forward.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'not_ended', message: 'You can review this booking once it has ended.' });
  });

  it('takes reviews of cab trips and tours that are over; a tour keeps its count in `reviews`', async () => {
    const cab = await insertCab(t.db, { rating: 3, reviewCount: 1 });
    const trip = await cabTrip(t.db, guest.id, cab.id, 2);
    expect((await write(guest, { bookingId: trip.id, rating: 5, text: 'Punctual driver.' })).statusCode).toBe(201);
    const [cabRow] = await t.db.select({ rating: cabs.rating, reviewCount: cabs.reviewCount }).from(cabs).where(eq(cabs.id, cab.id));
    expect(cabRow).toEqual({ rating: 5, reviewCount: 1 });

    const tour = await insertTour(t.db, { days: 3, rating: 4.8, reviews: 300 });
    const went = await tourTrip(t.db, guest.id, tour.id, -5);
    expect((await write(guest, { bookingId: went.id, rating: 4, text: 'Well planned.' })).statusCode).toBe(201);
    const [tourRow] = await t.db.select({ rating: tours.rating, reviews: tours.reviews }).from(tours).where(eq(tours.id, tour.id));
    expect(tourRow).toEqual({ rating: 4, reviews: 1 });
  });

  it('validates the body (stars 1–5, text required) and needs a sign-in', async () => {
    const stay = await hotelStay(t.db, guest.id, hotelId, -3, -2);
    const bad = await write(guest, { bookingId: stay.id, rating: 6, text: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ rating: 'Choose 1 to 5 stars.', text: 'This field is required.' });
    expect((await write(undefined, { bookingId: stay.id, rating: 5, text: 'Anon.' })).statusCode).toBe(401);
    expect((await write(guest, { bookingId: UNKNOWN_ID, rating: 5, text: 'Who?' })).statusCode).toBe(404);
  });
});

describe('GET /api/{hotel,tour,cab}/{id}/reviews', () => {
  it('lists visible reviews newest first, paged, with the total, each a verified stay', async () => {
    const fresh = (await insertHotel(t.db, { ownerId: null, rating: 0, reviewCount: 0 })).id;
    for (const [i, stars] of [3, 4, 5].entries()) {
      const stay = await hotelStay(t.db, guest.id, fresh, -10 + i, -9 + i);
      expect((await write(guest, { bookingId: stay.id, rating: stars, text: `Stay ${i + 1}` })).statusCode).toBe(201);
    }
    const all = await listOf(t, `/api/hotel/${fresh}/reviews`);
    expect(all.total).toBe(3);
    expect(all.items.map((r: { text: string }) => r.text)).toEqual(['Stay 3', 'Stay 2', 'Stay 1']);
    expect(all.items.every((r: { verified: boolean }) => r.verified)).toBe(true);
    const second = await listOf(t, `/api/hotel/${fresh}/reviews?limit=2&page=2`);
    expect(second).toMatchObject({ total: 3, items: [{ text: 'Stay 1' }] });
    expect(await hotelFigures(fresh)).toEqual({ rating: 4, reviewCount: 3 });
  });

  it('answers 404 for unknown listings and ids of another kind', async () => {
    for (const url of [`/api/hotel/${UNKNOWN_ID}/reviews`, `/api/cab/${hotelId}/reviews`, '/api/tour/not-an-id/reviews'])
      expect((await call(t, undefined, 'GET', url)).statusCode, url).toBe(404);
  });
});

describe('POST /api/reviews/{id}/reply', () => {
  it("lets the hotel's owner reply once, publicly; another owner, the guest and tour managers are refused", async () => {
    const stay = await hotelStay(t.db, guest.id, hotelId, -20, -18);
    const id = (await write(guest, { bookingId: stay.id, rating: 4, text: 'Good breakfast.' })).json()._id;
    const url = `/api/reviews/${id}/reply`;
    // read (and kept by the catalogue cache) before the reply: the reply tells the cache
    const before = (await listOf(t, `/api/hotel/${hotelId}/reviews?limit=100`)).items.find((r: { _id: string }) => r._id === id);
    expect(before.reply).toBeNull();
    expect((await call(t, otherOwner, 'POST', url, { text: 'Not mine.' })).statusCode).toBe(404);
    expect((await call(t, tourManager, 'POST', url, { text: 'Not mine.' })).statusCode).toBe(404);
    expect((await call(t, guest, 'POST', url, { text: 'Me again.' })).statusCode).toBe(403);
    const res = await call(t, owner, 'POST', url, { text: 'Thank you, Meera!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reply).toMatchObject({ text: 'Thank you, Meera!' });
    const twice = await call(t, owner, 'POST', url, { text: 'And again.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_replied');
    const listed = (await listOf(t, `/api/hotel/${hotelId}/reviews?limit=100`)).items.find((r: { _id: string }) => r._id === id);
    expect(listed.reply.text).toBe('Thank you, Meera!');
  });

  it('lets tour managers reply to tour reviews', async () => {
    const tour = await insertTour(t.db, { days: 1 });
    const went = await tourTrip(t.db, guest.id, tour.id, -3);
    const id = (await write(guest, { bookingId: went.id, rating: 5, text: 'Great guide.' })).json()._id;
    expect((await call(t, tourManager, 'POST', `/api/reviews/${id}/reply`, { text: 'Come again!' })).statusCode).toBe(200);
  });
});

describe('POST /api/reviews/{id}/hide', () => {
  it('lets a content manager hide a review with a reason kept; the rating drops it; only content managers and admins', async () => {
    const fresh = (await insertHotel(t.db, { rating: 5, reviewCount: 2 })).id;
    const ids: string[] = [];
    for (const stars of [5, 1]) {
      const stay = await hotelStay(t.db, guest.id, fresh, -6, -5);
      ids.push((await write(guest, { bookingId: stay.id, rating: stars, text: stars === 1 ? 'Rude words here.' : 'Nice.' })).json()._id);
    }
    // (5 + 1) / 2 = 3
    expect(await hotelFigures(fresh)).toEqual({ rating: 3, reviewCount: 2 });
    expect((await listOf(t, `/api/hotel/${fresh}/reviews`)).total).toBe(2);
    const url = `/api/reviews/${ids[1]}/hide`;
    for (const who of [guest, owner, tourManager]) expect((await call(t, who, 'POST', url, { reason: 'Abuse' })).statusCode).toBe(403);
    const res = await call(t, content, 'POST', url, { reason: 'Abusive language' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hidden).toMatchObject({ reason: 'Abusive language' });
    expect(await hotelFigures(fresh)).toEqual({ rating: 5, reviewCount: 1 });
    expect((await listOf(t, `/api/hotel/${fresh}/reviews`)).items.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);
    expect((await call(t, admin, 'POST', url, { reason: 'Again' })).statusCode).toBe(409);
    // the back-office still sees it, with why
    const staff = await listOf(t, '/api/admin/reviews?kind=hotel&limit=100', content);
    expect(staff.items.find((r: { _id: string }) => r._id === ids[1]).hidden.reason).toBe('Abusive language');
    // its author too
    const mine = await listOf(t, '/api/reviews/mine?limit=100', guest);
    expect(mine.items.find((r: { _id: string }) => r._id === ids[1]).hidden.reason).toBe('Abusive language');
  });
});

describe('moderation: held reviews, publish and unhide', () => {
  it('holds a review with a phone number, a link or abuse: not listed, not counted, its author sees why; a content manager publishes it', async () => {
    const fresh = (await insertHotel(t.db, { ownerId: null })).id;
    const cases = [
      ['Call the manager on +91 98290 12345 for a discount.', 'It contains a phone number.'],
      ['Book direct at www.cheap-rooms.in instead.', 'It contains a link or an email address.'],
      ['The manager is a bastard.', 'It contains abusive words.'],
    ] as const;
    const ids: string[] = [];
    for (const [i, [text, reason]] of cases.entries()) {
      const stay = await hotelStay(t.db, guest.id, fresh, -10 + i, -9 + i);
      const res = await write(guest, { bookingId: stay.id, rating: 1, text });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().held).toEqual({ reason });
      ids.push(res.json()._id);
    }
    const fine = await hotelStay(t.db, guest.id, fresh, -20, -18);
    expect((await write(guest, { bookingId: fine.id, rating: 5, text: 'A classic haveli, 10/10.' })).json().held).toBeNull();
    expect((await listOf(t, `/api/hotel/${fresh}/reviews`)).total).toBe(1);
    expect(await hotelFigures(fresh)).toEqual({ rating: 5, reviewCount: 1 });
    const mine = await listOf(t, '/api/reviews/mine?limit=100', guest);
    expect(mine.items.find((r: { _id: string }) => r._id === ids[0]).held).toEqual({ reason: cases[0][1] });
    // the back-office's queue of held reviews
    const queue = await listOf(t, '/api/admin/reviews?held=true&limit=100', content);
    expect(queue.items.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining(ids));
    expect(queue.items.every((r: { held: unknown }) => r.held !== null)).toBe(true);

    const url = `/api/reviews/${ids[0]}/publish`;
    for (const who of [guest, owner, tourManager]) expect((await call(t, who, 'POST', url)).statusCode).toBe(403);
    const published = await call(t, content, 'POST', url);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().held).toBeNull();
    expect((await call(t, admin, 'POST', url)).json().code).toBe('not_held');
    expect((await listOf(t, `/api/hotel/${fresh}/reviews`)).total).toBe(2);
    expect(await hotelFigures(fresh)).toEqual({ rating: 3, reviewCount: 2 });
    expect((await call(t, content, 'POST', `/api/reviews/${UNKNOWN_ID}/publish`)).statusCode).toBe(404);
  });

  it('undoes a hide: the review is listed and counted again; only content managers and admins', async () => {
    const fresh = (await insertHotel(t.db, { ownerId: null })).id;
    const stay = await hotelStay(t.db, guest.id, fresh, -6, -5);
    const id = (await write(guest, { bookingId: stay.id, rating: 2, text: 'Noisy at night.' })).json()._id;
    expect((await call(t, content, 'POST', `/api/reviews/${id}/hide`, { reason: 'Not about the stay' })).statusCode).toBe(200);
    expect(await hotelFigures(fresh)).toEqual({ rating: 0, reviewCount: 0 });
    const url = `/api/reviews/${id}/unhide`;
    for (const who of [guest, owner, tourManager]) expect((await call(t, who, 'POST', url)).statusCode).toBe(403);
    expect((await call(t, undefined, 'POST', url)).statusCode).toBe(401);
    const res = await call(t, admin, 'POST', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, hidden: null, held: null });
    expect(await hotelFigures(fresh)).toEqual({ rating: 2, reviewCount: 1 });
    expect((await listOf(t, `/api/hotel/${fresh}/reviews`)).items.map((r: { _id: string }) => r._id)).toEqual([id]);
    const again = await call(t, content, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_hidden');
  });
});

describe('typed figures', () => {
  it("ignores a rating and review count sent by an admin or owner on create and update (2xx); the figures stay the reviews'", async () => {
    const [h] = await t.db.select().from(hotels).where(eq(hotels.id, hotelId));
    const before = await hotelFigures();
    const body = {
      name: h!.name,
      location: h!.location,
      distance: h!.distance,
      category: h!.category,
      hotelPriceHighlight: h!.hotelPriceHighlight,
      type: h!.type,
      price: 4500,
      taxes: 540,
      star: 4,
      hotelDetails: h!.hotelDetails,
      foodAndDining: h!.foodAndDining,
      locationAndSurroundings: h!.locationAndSurroundings,
      roomDetailsAndAmenities: h!.roomDetailsAndAmenities,
      activitiesAndNearbyAttractions: h!.activitiesAndNearbyAttractions,
      rating: 4.9,
      reviewCount: 5000,
    };
    const asAdmin = await call(t, admin, 'PUT', `/api/admin/hotel/edit/${hotelId}`, body);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toMatchObject(before!);
    const asOwner = await call(t, owner, 'PUT', `/api/hotel/${hotelId}`, body);
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(await hotelFigures()).toEqual(before);
    const created = await call(t, admin, 'POST', '/api/admin/hotel', { ...body, name: 'Typed Figures Inn' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ rating: 0, reviewCount: 0 });
  });
});

describe('GET /api/admin/reviews', () => {
  it("gives a hotel owner only their hotel's reviews and refuses plain users", async () => {
    const mine = await listOf(t, '/api/admin/reviews?limit=100', owner);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((r: { listing: { _id: string } }) => r.listing._id === hotelId)).toBe(true);
    expect((await listOf(t, '/api/admin/reviews', otherOwner)).total).toBe(0);
    expect((await call(t, guest, 'GET', '/api/admin/reviews')).statusCode).toBe(403);
  });
});
