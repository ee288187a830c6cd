// The list searches accept any suggestion: a city by a name people use or its Hindi name, a region, an
// area or a landmark (the hotels and tours of the place it is in), and still any part of a name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { listedTitles } from '../helpers/listings.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, location] of [
    ['Garden City Inn', 'Bengaluru, Karnataka'],
    ['Palm Shade Resort', 'Goa, Goa'],
    ['Baga Sands', 'Calangute, Goa'],
    ['Janpath Residency', 'New Delhi, Delhi'],
    ['Sea Link Suites', 'Colaba, Mumbai, Maharashtra'],
    ['Amber Haveli', 'Jaipur, Rajasthan'],
  ])
    await insertHotel(t.db, { name, location });
  await insertTour(t.db, { name: 'Beaches and Forts', location: 'Goa' });
  await insertTour(t.db, { name: 'Ghats at Dawn', location: 'Varanasi, Uttar Pradesh' });
  await insertTour(t.db, { name: 'Hills of Manali', location: 'Manali, Himachal Pradesh' });
});
afterAll(() => t.close());

const hotelsAt = (location: string) => listedTitles(t, 'hotel', `location=${encodeURIComponent(location)}`);
async function toursTo(destination: string) {
  const res = await call(t, undefined, 'GET', `/api/tour?destination=${encodeURIComponent(destination)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string }[]).map((x) => x.name).sort();
}

describe('hotel search by destination', () => {
  it('finds a city’s hotels by the names people use and its Hindi name', async () => {
    expect(await hotelsAt('Bangalore')).toEqual(['Garden City Inn']);
    expect(await hotelsAt('बेंगलुरु')).toEqual(['Garden City Inn']);
    expect(await hotelsAt('Bombay')).toEqual(['Sea Link Suites']);
    expect(await hotelsAt('जयपुर')).toEqual(['Amber Haveli']);
  });

  it('finds the hotels in or near an area or landmark: those of the place it is in', async () => {
    expect(await hotelsAt('Calangute')).toEqual(['Baga Sands', 'Palm Shade Resort']);
    expect(await hotelsAt('North Goa')).toEqual(['Baga Sands', 'Palm Shade Resort']);
    expect(await hotelsAt('Connaught Place')).toEqual(['Janpath Residency']);
    expect(await hotelsAt('Colaba')).toEqual(['Sea Link Suites']);
    expect(await hotelsAt('Hawa Mahal')).toEqual(['Amber Haveli']);
  });

  it('still finds a hotel by part of its name, and nothing for what names nothing', async () => {
    expect(await hotelsAt('amber hav')).toEqual(['Amber Haveli']);
    expect(await hotelsAt('Atlantis')).toEqual([]);
  });
});

describe('tour search by destination', () => {
  it('finds the tours of a region by its area, and of a city by another name', async () => {
    expect(await toursTo('Calangute')).toEqual(['Beaches and Forts']);
    expect(await toursTo('Banaras')).toEqual(['Ghats at Dawn']);
    expect(await toursTo('मनाली')).toEqual(['Hills of Manali']);
  });
});
