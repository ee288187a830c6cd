import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { insertTour, picture } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIndia();
beforeAll(async () => {
  t = await createTestApp();
  await insertTour(t.db, {
    name: 'Spiti Valley Expedition',
    location: 'Spiti, Himachal Pradesh',
    type: 'mountain',
    price: 2_450_000,
    featured: true,
  });
  await insertTour(t.db, { name: 'Goa Beach Escape', location: 'Goa', type: 'beach', price: 1_200_050 });
  await insertTour(t.db, {
    name: 'Thar Desert Camp',
    location: 'Jaisalmer, Rajasthan',
    type: 'desert',
    price: 900_000,
    availableFrom: addDays(today, 30),
    availableTill: addDays(today, 60),
  });
  await insertTour(t.db, { name: 'Archived Trek', archivedAt: new Date() });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/tour', () => {
  it('lists live tours as cards (rupee prices, _id; no description, inclusions or day plan) with the total in a header', async () => {
    const res = await get('/api/tour');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((x: { name: string }) => x.name).sort()).toEqual(['Goa Beach Escape', 'Spiti Valley Expedition', 'Thar Desert Camp']);
    expect(res.headers['x-total-count']).toBe('3');
    const goa = body.find((x: { name: string }) => x.name === 'Goa Beach Escape');
    expect(goa.price).toBe(12000.5);
    expect(goa._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(goa).toMatchObject({ location: 'Goa', type: 'beach', photos: [picture('test')] });
    for (const detail of ['description', 'inclusions', 'tourPlan', 'cancellationPolicy']) expect(goa).not.toHaveProperty(detail);
  });

  it('filters by featured, type, destination, budget and date in the database', async () => {
    const names = async (q: string) =>
      (await get(`/api/tour?${q}`))
        .json()
        .map((x: { name: string }) => x.name)
        .sort();
    expect(await names('featured=true')).toEqual(['Spiti Valley Expedition']);
    expect(await names('type=BEACH')).toEqual(['Goa Beach Escape']);
    expect(await names('destination=rajasthan')).toEqual(['Thar Desert Camp']);
    expect(await names('maxPrice=12000')).toEqual(['Thar Desert Camp']);
    expect(await names(`date=${addDays(today, 5)}`)).toEqual(['Goa Beach Escape', 'Spiti Valley Expedition']);
    expect(await names('destination=%25')).toEqual([]);
  });

  it('pages with page and limit, and caps the limit', async () => {
    const first = (await get('/api/tour?limit=2&page=1&sort=price')).json();
    const second = (await get('/api/tour?limit=2&page=2&sort=price')).json();
    expect(first.map((x: { price: number }) => x.price)).toEqual([9000, 12000.5]);
    expect(second.map((x: { price: number }) => x.price)).toEqual([24500]);
    expect((await get('/api/tour?limit=100000')).statusCode).toBe(400);
  });
});

describe('GET /api/tour/{id}', () => {
  it('returns one tour with photos and plan', async () => {
    const [first] = (await get('/api/tour?featured=true')).json();
    const res = await get(`/api/tour/${first._id}`);
    expect(res.statusCode).toBe(200);
    const tour = res.json();
    expect(tour).toMatchObject({ name: 'Spiti Valley Expedition', photos: [picture('test')] });
    expect(tour.description).toBe('A test tour.');
    expect(tour.tourPlan[0].hotels[0]).toHaveProperty('timming', '12:00');
  });

  it('answers 404 for unknown, malformed and archived ids, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1'%20or%201=1", '%00', 'x'.repeat(150), 'y'.repeat(400)]) {
      const res = await get(`/api/tour/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});
