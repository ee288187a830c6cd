// Providers set their listing's cancellation policy through the back-office edit calls: checked by the
// contract's schema for the kind, only on their own listing, and sold with every new booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCab, bookStay, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, guestAndProviders, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, hotelOwner: Actor, otherHotelOwner: Actor, cabOwner: Actor, tourManager: Actor;
let hotelId: string, cabId: string, tourId: string;

beforeAll(async () => {
  ({ t, guest, hotelOwner, otherHotelOwner, cabOwner, tourManager } = await appWith({ ...guestAndProviders, otherHotelOwner: 'hotel' }));
  hotelId = (await insertHotel(t.db, { ownerId: hotelOwner.id })).id;
  await insertHotel(t.db, { ownerId: otherHotelOwner.id });
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
  tourId = (await insertTour(t.db)).id;
});
afterAll(() => t?.close());

const URLS = {
  hotel: { get: (id: string) => `/api/hotel/${id}`, put: (id: string) => `/api/hotel/${id}` },
  cab: { get: (id: string) => `/api/admin/cab/edit/${id}`, put: (id: string) => `/api/admin/cab/edit/${id}` },
  tour: { get: (id: string) => `/api/admin/tour/edit/${id}`, put: (id: string) => `/api/admin/tour/edit/${id}` },
};
type Kind = keyof typeof URLS;

/** Saves the listing as its edit form would: what the listing answers, with the policy. */
async function savePolicy(kind: Kind, who: Actor, id: string, cancellationPolicy: unknown) {
  const current = (await call(t, who, 'GET', URLS[kind].get(id))).json();
  return call(t, who, 'PUT', URLS[kind].put(id), { ...current, cancellationPolicy });
}

describe('cancellation policies in the back-office forms', () => {
  it('a listing without one answers null (its kind’s default applies)', async () => {
    expect((await call(t, hotelOwner, 'GET', URLS.hotel.get(hotelId))).json().cancellationPolicy).toBeNull();
    expect((await call(t, cabOwner, 'GET', URLS.cab.get(cabId))).json().cancellationPolicy).toBeNull();
    expect((await call(t, tourManager, 'GET', URLS.tour.get(tourId))).json().cancellationPolicy).toBeNull();
  });

  it('each provider saves a policy of their kind; new bookings are sold under it, in plain words', async () => {
    const hotelPolicy = { type: 'free-until', hours: 48, fee: { percent: 50 } };
    const saved = await savePolicy('hotel', hotelOwner, hotelId, hotelPolicy);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cancellationPolicy).toEqual(hotelPolicy);
    const stay = await bookStay(t, guest, hotelId, 10, 11);
    expect(stay.json().cancellationPolicy).toBe(
      'Free cancellation until 48 hours before check-in; after that 50% of the amount paid is charged.',
    );

    const cab = await savePolicy('cab', cabOwner, cabId, { type: 'non-refundable' });
    expect(cab.statusCode, cab.body).toBe(200);
    const trip = await bookCab(t, guest, cabId, ['Jaipur', 'Ajmer'], inHours(72));
    expect(trip.json().cancellationPolicy).toBe('Non-refundable: nothing is refunded on cancellation.');

    const tiers = {
      type: 'tiers',
      tiers: [
        { daysBefore: 3, refundPercent: 40 },
        { daysBefore: 20, refundPercent: 90 },
      ],
    };
    const tour = await savePolicy('tour', tourManager, tourId, tiers);
    expect(tour.statusCode, tour.body).toBe(200);
    const booked = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(30), persons: 1 });
    expect(booked.json().cancellationPolicy).toBe(
      'Refund by how early you cancel: 90% back from 20 days before, 40% back from 3 days before; no refund later.',
    );
  });

  it('refuses a policy the kind cannot have, or one that does not add up, with the field’s reason', async () => {
    const refusals: [Kind, Actor, string, unknown, string, string][] = [
      [
        'hotel',
        hotelOwner,
        hotelId,
        { type: 'tiers', tiers: [{ daysBefore: 1, refundPercent: 10 }] },
        'cancellationPolicy.type',
        'Choose a cancellation policy.',
      ],
      ['cab', cabOwner, cabId, { type: 'free-until', hours: 24, fee: 'first-night' }, 'cancellationPolicy.fee', ''],
      [
        'hotel',
        hotelOwner,
        hotelId,
        { type: 'free-until', hours: 1000, fee: 'first-night' },
        'cancellationPolicy.hours',
        'At most 720 hours (30 days).',
      ],
      ['cab', cabOwner, cabId, { type: 'free-until', hours: 24, fee: { percent: 0 } }, 'cancellationPolicy.fee.percent', 'At least 1%.'],
      [
        'tour',
        tourManager,
        tourId,
        {
          type: 'tiers',
          tiers: [
            { daysBefore: 30, refundPercent: 50 },
            { daysBefore: 10, refundPercent: 80 },
          ],
        },
        'cancellationPolicy.tiers',
        'Each tier needs its own number of days, and an earlier cancellation must not get less back.',
      ],
      ['tour', tourManager, tourId, { type: 'tiers', tiers: [] }, 'cancellationPolicy.tiers', 'Add at least one tier.'],
    ];
    for (const [kind, who, id, policy, field, message] of refusals) {
      const res = await savePolicy(kind, who, id, policy);
      expect(res.statusCode, `${kind} ${JSON.stringify(policy)}`).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    // nothing was changed by a refusal
    expect((await call(t, hotelOwner, 'GET', URLS.hotel.get(hotelId))).json().cancellationPolicy).toEqual({
      type: 'free-until',
      hours: 48,
      fee: { percent: 50 },
    });
  });

  it('only the listing’s own provider (or an admin) may change it; null returns it to the default', async () => {
    const current = (await call(t, hotelOwner, 'GET', URLS.hotel.get(hotelId))).json();
    const other = await call(t, otherHotelOwner, 'PUT', URLS.hotel.put(hotelId), {
      ...current,
      cancellationPolicy: { type: 'non-refundable' },
    });
    expect(other.statusCode).toBe(404);
    expect((await call(t, cabOwner, 'PUT', URLS.hotel.put(hotelId), { ...current, cancellationPolicy: null })).statusCode).toBe(403);
    const tourBody = (await call(t, tourManager, 'GET', URLS.tour.get(tourId))).json();
    expect((await call(t, hotelOwner, 'PUT', URLS.tour.put(tourId), tourBody)).statusCode).toBe(403);
    const reset = await savePolicy('hotel', hotelOwner, hotelId, null);
    expect(reset.json().cancellationPolicy).toBeNull();
    const stay = await bookStay(t, guest, hotelId, 20, 21);
    expect(stay.json().cancellationPolicy).toBe('Free cancellation until 24 hours before check-in; after that the first night is charged.');
  });
});
