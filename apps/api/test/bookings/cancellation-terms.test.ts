// A booking's cancellation terms for its own dates, in words, from the rule that computes the refund: the
// quote (before paying), every booking answer, the confirmation email and the voucher say the same, and a
// cancellation then refunds what they said.
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { cancellationTerms, DEFAULT_POLICIES } from '@raahi/contract/rules/cancellation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCab, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { call, listOf } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, admin: Actor;

beforeAll(async () => {
  ({ t, guest, admin } = await appWith({ guest: 'user', admin: 'admin' }));
});
afterAll(() => t?.close());

const quote = (body: object) => call(t, undefined, 'POST', '/api/quote', body);

describe('cancellation terms', () => {
  it('a cab picked up in 15 hours is past its free cancellation: every place says a fee applies now, and the refund keeps it', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 200_000 });
    const pickupTime = inHours(15);
    const trip = { cab: cab.id, pickupLocation: 'Pune', dropoffLocation: 'Mumbai', pickupTime };
    const q = await quote({ kind: 'cab', ...trip });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().cancellationTerms).toEqual(['From now on: 25% fee']);

    const made = await bookCab(t, guest, cab.id, ['Pune', 'Mumbai'], pickupTime);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().cancellationTerms).toEqual(['From now on: 25% fee']);
    const id = made.json()._id as string;
    await payAndVerify(t, guest, id);

    const mine = (await listOf(t, `/api/cab/booking/user/${guest.id}`, guest)).items.find((b: { _id: string }) => b._id === id);
    expect(mine.cancellationTerms).toEqual(['From now on: 25% fee']);
    const confirmed = messageTo(await outbox(t, admin), guest.email, /^Booking confirmed/);
    expect(confirmed.text).toContain('From now on: 25% fee');
    expect(confirmed.text).not.toContain('Free cancellation');
    const voucher = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/voucher`, headers: guest.headers });
    expect(await pdfText(voucher.rawPayload)).toContain('From now on: 25% fee');

    const preview = await call(t, guest, 'GET', `/api/bookings/${id}/refund`);
    expect(preview.json()).toMatchObject({ paid: 2100, fee: 525, refund: 1575 });
  });

  it('a hotel stay weeks ahead: free until the day before check-in, then the first night, with its dates', async () => {
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 5 });
    const q = await quote({ kind: 'hotel', hotel: hotel.id, roomCount: 1, checkInDate: day(20), checkOutDate: day(22) });
    expect(q.statusCode, q.body).toBe(200);
    const start = bookingStart({ kind: 'hotel', checkInDate: day(20) });
    const expected = cancellationTerms(DEFAULT_POLICIES.hotel, start, new Date(), wordsIn('en'));
    expect(expected).toHaveLength(2);
    expect(expected[0]).toMatch(/^Free cancellation until \d{1,2} [A-Z][a-z]{2}( \d{4})?, 11:59$/);
    expect(expected[1]).toMatch(/^From \d{1,2} [A-Z][a-z]{2}( \d{4})?, 12:00: the first night is charged$/);
    expect(q.json().cancellationTerms).toEqual(expected);
  });

  it("a tour's refund tiers are stated before paying, for its departure", async () => {
    const tour = await insertTour(t.db, { price: 1_000_000, seatsPerDeparture: 20 });
    const q = await quote({ kind: 'tour', tourId: tour.id, bookingDate: day(40), persons: 1 });
    expect(q.statusCode, q.body).toBe(200);
    const terms = q.json().cancellationTerms as string[];
    // 100% back until 30 days before, then 50%, 25% from 7 days before, then nothing
    expect(terms).toHaveLength(4);
    expect(terms[0]).toMatch(/^Free cancellation until .*, 23:59$/);
    expect(terms.slice(1).map((l) => l.replace(/^From .*, 00:00: /, ''))).toEqual(['50% fee', '75% fee', 'non-refundable']);
  });
});
