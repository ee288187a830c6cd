// Nothing a listing says contradicts what a booking charges or offers: no inclusion says taxes are included
// when GST is added, no highlight offers paying at the hotel, no free cancellation under a non-refundable
// policy; a hotel's taxes and a cab's tax rate and cancellation words are those a booking uses, so the
// owner's 'price + taxes' is what a guest pays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await call(t, undefined, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const quote = async (body: object) => {
  const res = await call(t, undefined, 'POST', '/api/quote', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('what a listing claims', () => {
  it('a tour does not list taxes as included while its booking adds GST', async () => {
    const tour = await insertTour(t.db, { price: 500_000, inclusions: ['Daily breakfast', 'All applicable taxes', 'GST included'] });
    expect((await get(`/api/tour/${tour.id}`)).inclusions).toEqual(['Daily breakfast']);
    const q = await quote({ kind: 'tour', tourId: tour.id, bookingDate: day(10), persons: 1 });
    expect(q.breakdown).toMatchObject({ base: 5000, taxRate: 5, taxes: 250, total: 5250 });
  });

  it('a hotel offers no payment at the hotel and no free cancellation under a non-refundable policy; its price + taxes is what a guest pays a night', async () => {
    const hotel = await insertHotel(t.db, {
      price: 620_000,
      taxes: 124_000,
      hotelPriceHighlight: 'Pay at hotel available',
      inclusions: ['Free breakfast', 'Free cancellation'],
      cancellationPolicy: { type: 'non-refundable' },
    });
    const h = await get(`/api/hotel/${hotel.id}`);
    expect(h.hotelPriceHighlight).toBe('');
    expect(h.inclusions).toEqual(['Free breakfast']);
    const card = (await get('/api/hotel?limit=100')).find((c: { _id: string }) => c._id === hotel.id);
    expect(card).toMatchObject({ hotelPriceHighlight: '', inclusions: ['Free breakfast'], taxes: h.taxes });
    const night = await quote({ kind: 'hotel', hotel: hotel.id, roomCount: 1, checkInDate: day(5), checkOutDate: day(6) });
    // ₹6,200 + 5% GST = ₹6,510, not the typed ₹1,240 of 'taxes'
    expect(night.breakdown.total).toBe(6510);
    expect(h.price + h.taxes).toBe(night.breakdown.total);
    expect(h.taxes).toBe(night.breakdown.taxes);
  });

  it("a cab's cancellation words and tax rate are those of its booking", async () => {
    const cab = await insertCab(t.db, {
      discountedPrice: 300_000,
      taxes: 12,
      cancellation: 'Free cancellation up to 6 hours before pickup',
      inclusions: ['Driver allowance', 'All taxes included'],
    });
    const c = (await get('/api/cab?limit=100')).find((x: { _id: string }) => x._id === cab.id);
    expect(c).toMatchObject({
      cancellation: 'Free cancellation until 24 hours before pickup; after that 25% of the amount paid is charged.',
      taxes: 5,
      inclusions: ['Driver allowance'],
    });
    const q = await quote({ kind: 'cab', cab: cab.id, pickupLocation: 'Pune', dropoffLocation: 'Mumbai', pickupTime: inHours(72) });
    expect(q.breakdown.taxRate).toBe(c.taxes);
    expect(q.cancellationPolicy).toBe(c.cancellation);
  });
});
