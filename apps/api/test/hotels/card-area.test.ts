// Issue 33: a hotel's card names its area ('Calangute, Goa'): the area of its destination that its address
// names (the areas of localities.json), and none when the address names none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, location, address] of [
    ['Candolim Palms Resort', 'Goa, Goa', '12, Station Road, near Calangute Beach, Goa, Goa'],
    ['Causeway Inn', 'Mumbai, Maharashtra', '4, Shahid Bhagat Singh Marg, Colaba, Mumbai, Maharashtra'],
    ['Andheri Stay', 'Mumbai, Maharashtra', '9, Sahar Road, Andheri East, Mumbai, Maharashtra'],
    // a street named after an area is not the area; nor is another destination's area
    ['Fort Road Lodge', 'Mumbai, Maharashtra', '7, Fort Road, near Marine Drive, Mumbai, Maharashtra'],
    ['Hawa Mahal View', 'Jaipur, Rajasthan', '22, Baga Street, near Hawa Mahal, Jaipur, Rajasthan'],
  ])
    await insertHotel(t.db, { name, location, address });
});
afterAll(() => t.close());

async function areas(location: string) {
  const res = await call(t, undefined, 'GET', `/api/hotel?location=${encodeURIComponent(location)}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json() as { name: string; area?: string }[]).map((h) => [h.name, h.area ?? null]));
}

describe('the area on a hotel card', () => {
  it('is the area of its destination that its address names', async () => {
    expect(await areas('Goa')).toEqual({ 'Candolim Palms Resort': 'Calangute' });
    expect(await areas('Mumbai')).toEqual({ 'Causeway Inn': 'Colaba', 'Andheri Stay': 'Andheri East', 'Fort Road Lodge': null });
  });

  it('is absent when the address names no area of the place', async () => {
    expect(await areas('Jaipur')).toEqual({ 'Hawa Mahal View': null });
  });
});
