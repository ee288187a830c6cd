// A hotel for parties by age: infants below 2, adults from 12, children in two bands; its one standard room type
// and a family suite (two rooms, 3 at its base price, up to 4 adults and 2 children) under its room-only plan,
// the suite priced by occupancy. Made through the owner's own calls, as an owner would.
import { expect } from 'vitest';
import { insertHotel } from './fixtures.ts';
import { call } from './requests.ts';
import type { Actor, TestApp } from './test-app.ts';

export const FAMILY_SUITE_PRICES = { price: 7000, byAdults: { '2': 6000 }, extraAdult: 1500, extraChild: [0, 1200] };

export async function familyHotel(t: TestApp, owner: Actor, standardPrices: Record<string, unknown> = { price: 4500 }) {
  const hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 450_000, rooms: 1 })).id;
  const url = (path: string) => `/api/hotels/${hotelId}${path}`;
  const current = (await call(t, owner, 'GET', `/api/hotel/${hotelId}`)).json();
  const ages = await call(t, owner, 'PUT', `/api/hotel/${hotelId}`, {
    ...current,
    ageRules: {
      infantBelowAge: 2,
      adultFromAge: 12,
      childAgeBands: [
        { fromAge: 2, toAge: 5 },
        { fromAge: 6, toAge: 11 },
      ],
    },
  });
  expect(ages.statusCode, ages.body).toBe(200);
  const standard: string = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id;
  const suite = await call(t, owner, 'POST', url('/room-types'), {
    name: 'Family suite',
    baseOccupancy: 3,
    maxAdults: 4,
    maxChildren: 2,
    maxOccupancy: 5,
    rooms: 2,
  });
  expect(suite.statusCode, suite.body).toBe(201);
  const family: string = suite.json()._id;
  const roomOnly: string = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0]._id;
  const prices = await call(t, owner, 'PUT', url(`/rate-plans/${roomOnly}`), {
    name: 'Room only',
    mealPlan: 'EP',
    prices: [
      { roomTypeId: standard, ...standardPrices },
      { roomTypeId: family, ...FAMILY_SUITE_PRICES },
    ],
  });
  expect(prices.statusCode, prices.body).toBe(200);
  return { hotelId, standard, family, roomOnly, prices: prices.json().prices as unknown[] };
}
