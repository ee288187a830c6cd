// No drip pricing, no basket sneaking (docs/dark-patterns-audit.md): the first total a traveller is shown
// (the quote the review page prices from) is the total the booking stores and the amount the payment
// order asks for; nothing is added between them, and no extra is in a booking the traveller did not choose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { orderFor } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let hotelId: string, tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  hotelId = (await insertHotel(t.db, { price: 780_000, rooms: 5 })).id;
  tourId = (await insertTour(t.db, { price: 1_250_000 })).id;
});
afterAll(() => t?.close());

const quoted = async (body: object) => {
  const res = await call(t, undefined, 'POST', '/api/quote', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().breakdown as { total: number; insurance: number; donation: number; meals: number; taxes: number };
};

describe('the first total shown is the total charged', () => {
  it.each([
    ['a stay with nothing added', {}],
    ['a stay with a meal plan, insurance and a donation chosen', { mealPlan: 'breakfast', insurance: true, donation: true }],
  ])('%s', async (_, extras) => {
    const guest = await signedInAs(t, 'user');
    const stay = { hotel: hotelId, roomCount: 2, checkInDate: day(20), checkOutDate: day(23), ...extras };
    const first = await quoted({ kind: 'hotel', ...stay });
    expect(first.taxes).toBeGreaterThan(0);
    const booked = await call(t, guest, 'POST', '/api/booking/create', stay);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().breakdown.total).toBe(first.total);
    expect((await orderFor(t, guest, booked.json()._id)).amount).toBe(Math.round(first.total * 100));
    if (!('insurance' in extras)) expect([first.insurance, first.donation, first.meals]).toEqual([0, 0, 0]);
  });

  it('a tour', async () => {
    const guest = await signedInAs(t, 'user');
    const trip = { tourId, persons: 3, bookingDate: day(9) };
    const first = await quoted({ kind: 'tour', ...trip });
    const booked = await call(t, guest, 'POST', '/api/tour/booking/create', trip);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await orderFor(t, guest, booked.json()._id)).amount).toBe(Math.round(first.total * 100));
  });
});
