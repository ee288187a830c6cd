// Issue 33: a dated search's card says what the plan it prices gives: breakfast (a CP, MAP or AP plan) and
// free cancellation (its policy refunds in full when cancelled early enough; the default policy does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;

beforeAll(async () => {
  ({ t, owner } = await appWith({ owner: 'hotel' }));
});
afterAll(() => t?.close());

type Card = { _id: string; stay?: { breakfastIncluded?: boolean; freeCancellation?: boolean; total: number } };

/** A hotel whose one plan (on its one room type) is as given. */
async function hotelWithPlan(name: string, plan: { mealPlan: string; cancellationPolicy?: object }) {
  const id = (await insertHotel(t.db, { ownerId: owner.id, name, location: 'Badgetown', price: 300_000, rooms: 2 })).id;
  const room = (await call(t, owner, 'GET', `/api/hotels/${id}/room-types`)).json()[0]._id as string;
  const planId = (await call(t, owner, 'GET', `/api/hotels/${id}/rate-plans`)).json()[0]._id as string;
  const put = await call(t, owner, 'PUT', `/api/hotels/${id}/rate-plans/${planId}`, {
    name: 'The plan',
    prices: [{ roomTypeId: room, price: 3000 }],
    ...plan,
  });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

async function cardOf(id: string, query: string): Promise<Card> {
  const res = await call(t, undefined, 'GET', `/api/hotel?location=Badgetown&${query}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Card[]).find((c) => c._id === id)!;
}

describe('the stay on a dated search card', () => {
  it('says breakfast is included and cancellation is free when the priced plan has them', async () => {
    const id = await hotelWithPlan('Breakfast Inn', { mealPlan: 'CP' });
    const card = await cardOf(id, `checkin=${day(20)}&checkout=${day(22)}&guests=2`);
    expect(card.stay).toMatchObject({ total: 6000, breakfastIncluded: true, freeCancellation: true });
  });

  it('says neither for a room-only, non-refundable plan; without dates there is no stay', async () => {
    const id = await hotelWithPlan('Saver Lodge', { mealPlan: 'EP', cancellationPolicy: { type: 'non-refundable' } });
    const card = await cardOf(id, `checkin=${day(20)}&checkout=${day(22)}&guests=2`);
    expect(card.stay).toMatchObject({ total: 6000, breakfastIncluded: false, freeCancellation: false });
    expect((await cardOf(id, 'guests=2')).stay).toBeUndefined();
  });

  it('tells the cheapest plan’s terms: a cheaper non-refundable room-only plan beside a breakfast plan', async () => {
    const id = await hotelWithPlan('Two Plans Hotel', { mealPlan: 'CP' });
    const room = (await call(t, owner, 'GET', `/api/hotels/${id}/room-types`)).json()[0]._id as string;
    const saver = await call(t, owner, 'POST', `/api/hotels/${id}/rate-plans`, {
      name: 'Saver',
      mealPlan: 'EP',
      cancellationPolicy: { type: 'non-refundable' },
      prices: [{ roomTypeId: room, price: 2500 }],
    });
    expect(saver.statusCode, saver.body).toBe(201);
    const card = await cardOf(id, `checkin=${day(20)}&checkout=${day(22)}&guests=2`);
    expect(card.stay).toMatchObject({ total: 5000, breakfastIncluded: false, freeCancellation: false });
  });
});
