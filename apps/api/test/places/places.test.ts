import { greatCircleKm, estimatedRoadKm, ROAD_FACTOR } from '@raahi/contract/rules/road-distance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownRoutes, placeById, roadDistance } from '../../src/modules/places/places.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function places(q: string, limit?: number) {
  const res = await call(t, undefined, 'GET', `/api/places?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: string; kind: string; state: string; aliases: string[]; lat: number; lng: number }[];
}
const names = async (q: string) => (await places(q)).map((p) => p.name);

describe('GET /api/places', () => {
  it('answers each match with its name, kind, state, other names and position', async () => {
    const [jaipur] = await places('jaipur');
    expect(jaipur).toMatchObject({ id: 'jaipur', name: 'Jaipur', kind: 'city', state: 'Rajasthan' });
    expect(jaipur!.lat).toBeCloseTo(26.92, 1);
    expect(jaipur!.lng).toBeCloseTo(75.79, 1);
    expect(Array.isArray(jaipur!.aliases)).toBe(true);
  });

  it('puts bigger and busier places first: "bang" gives Bengaluru before Bangarapet', async () => {
    const found = await names('bang');
    expect(found[0]).toBe('Bengaluru');
    expect(found).toContain('Bangarapet');
  });

  it.each([
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['Bombay', 'Mumbai'],
    ['Calcutta', 'Kolkata'],
    ['Madras', 'Chennai'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Pondicherry', 'Puducherry'],
    ['Banaras', 'Varanasi'],
    ['Kashi', 'Varanasi'],
    ['Allahabad', 'Prayagraj'],
  ])('knows %s as %s', async (other, name) => {
    expect((await names(other))[0]).toBe(name);
  });

  it('forgives slips in what is typed', async () => {
    expect((await names('Jaipr'))[0]).toBe('Jaipur');
    expect((await names('Udaipure'))[0]).toBe('Udaipur');
    expect((await names('Ahmadabad'))[0]).toBe('Ahmedabad');
  });

  it('has the airports, of kind airport, by city, code or name', async () => {
    const del = (await places('DEL')).find((p) => p.kind === 'airport');
    expect(del).toMatchObject({ id: 'del-airport', state: 'Delhi' });
    expect((await places('Kempegowda'))[0]).toMatchObject({ kind: 'airport', name: 'Bengaluru Airport (BLR)' });
    const delhi = await places('delhi');
    expect(delhi[0]!.name).toBe('Delhi');
    expect(delhi.some((p) => p.kind === 'airport')).toBe(true);
  });

  it('answers an empty list when nothing matches, or nothing is typed', async () => {
    expect(await places('Timbuktu')).toEqual([]);
    expect(await places('')).toEqual([]);
  });

  it('answers at most `limit` places and refuses a limit beyond 20', async () => {
    expect(await places('ma', 3)).toHaveLength(3);
    const res = await call(t, undefined, 'GET', '/api/places?q=ma&limit=500');
    expect(res.statusCode).toBe(400);
  });
});

describe('road distances', () => {
  it('knows at least the 100 busiest routes, between places that exist', () => {
    const routes = knownRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(100);
    for (const r of routes) expect(r.from && r.to, JSON.stringify(r)).toBeTruthy();
    expect(roadDistance(placeById('jaipur')!, placeById('delhi')!)).toEqual({ km: 280, known: true });
  });

  it('the road factor is the median of the known routes’ road km over their straight line', () => {
    const ratios = knownRoutes()
      .map((r) => r.km / greatCircleKm(r.from, r.to))
      .sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    expect(Math.abs(median - ROAD_FACTOR)).toBeLessThan(0.01);
  });

  // published road distances of well-known routes; the estimate from the straight line must be within 15 %
  const WELL_KNOWN: [string, string, number][] = [
    ['delhi', 'jaipur', 280],
    ['delhi', 'agra', 230],
    ['mumbai', 'pune', 150],
    ['bengaluru', 'mysuru', 145],
    ['bengaluru', 'chennai', 345],
    ['chennai', 'puducherry', 150],
    ['delhi', 'amritsar', 450],
    ['mumbai', 'ahmedabad', 525],
    ['ahmedabad', 'vadodara', 110],
    ['jaipur', 'udaipur', 395],
    ['delhi', 'lucknow', 555],
    ['hyderabad', 'vijayawada', 275],
    ['kolkata', 'bhubaneswar', 440],
    ['delhi', 'dehradun', 250],
    ['mumbai', 'nashik', 170],
    ['pune', 'shirdi', 185],
    ['lucknow', 'varanasi', 320],
    ['delhi', 'varanasi', 820],
    ['bengaluru', 'hyderabad', 570],
    ['jaipur', 'jodhpur', 335],
  ];
  it.each(WELL_KNOWN)('estimates %s → %s within 15%% of %i km', (a, b, km) => {
    const estimate = estimatedRoadKm(placeById(a)!, placeById(b)!);
    expect(Math.abs(estimate - km) / km).toBeLessThanOrEqual(0.15);
  });

  it('estimates a route nobody measured', () => {
    const d = roadDistance(placeById('jaipur')!, placeById('kishangarh')!);
    expect(d.known).toBe(false);
    expect(d.km).toBeGreaterThan(90);
    expect(d.km).toBeLessThan(130);
  });
});
