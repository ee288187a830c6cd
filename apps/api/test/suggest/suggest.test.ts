// GET /api/suggest: destinations as people type them (names they use, Hindi names, areas and landmarks,
// slips) and hotels and tours by name.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Suggestion = { kind: string; name: string; where: string; id?: string };

let t: TestApp;
let heritageId: string;
beforeAll(async () => {
  t = await createTestApp();
  heritageId = (await insertHotel(t.db, { name: 'Sunset Heritage Retreat', location: 'Calangute, Goa' })).id;
  const hidden = await insertHotel(t.db, { name: 'Heritage Hidden Away', location: 'Goa' });
  await t.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, hidden.id));
  await insertTour(t.db, { name: 'Heritage Walks of Old Delhi', location: 'Delhi' });
});
afterAll(() => t.close());

async function suggest(q: string, limit?: number): Promise<Suggestion[]> {
  const res = await call(t, undefined, 'GET', `/api/suggest?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const first = async (q: string) => (await suggest(q))[0];

describe('GET /api/suggest', () => {
  it('answers from the second letter', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('b')).toEqual([]);
    const two = await suggest('ba');
    expect(two.length).toBeGreaterThan(0);
    expect(two.length).toBeLessThanOrEqual(8);
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
    ['जयपुर', 'Jaipur'],
    ['दिल्ली', 'Delhi'],
    ['बनारस', 'Varanasi'],
  ])('knows %s as the city %s', async (typed, name) => {
    expect(await first(typed)).toMatchObject({ kind: 'city', name });
  });

  it('knows Goa as a region, and its areas, Delhi’s and Mumbai’s by the place they are in', async () => {
    expect(await first('Goa')).toEqual({ kind: 'region', name: 'Goa', where: 'Goa' });
    for (const area of ['Calangute', 'Baga', 'Anjuna', 'North Goa'])
      expect(await first(area), area).toEqual({ kind: 'area', name: area, where: 'Goa' });
    expect(await first('Connaught')).toEqual({ kind: 'area', name: 'Connaught Place', where: 'Delhi' });
    expect(await first('Colaba')).toEqual({ kind: 'area', name: 'Colaba', where: 'Mumbai' });
  });

  it('knows the landmarks listings name', async () => {
    expect(await first('Hawa Mahal')).toEqual({ kind: 'landmark', name: 'Hawa Mahal', where: 'Jaipur' });
    expect(await first('gateway of')).toEqual({ kind: 'landmark', name: 'Gateway of India', where: 'Mumbai' });
  });

  it('forgives slips', async () => {
    expect(await first('Jaipr')).toMatchObject({ kind: 'city', name: 'Jaipur' });
    expect(await first('Udaipure')).toMatchObject({ kind: 'city', name: 'Udaipur' });
    expect(await first('Calangte')).toMatchObject({ kind: 'area', name: 'Calangute' });
  });

  it('names live hotels and tours from the third letter, with where they are and their id', async () => {
    const found = await suggest('heritage');
    expect(found).toContainEqual({ kind: 'hotel', name: 'Sunset Heritage Retreat', where: 'Calangute, Goa', id: heritageId });
    expect(found).toContainEqual(expect.objectContaining({ kind: 'tour', name: 'Heritage Walks of Old Delhi', where: 'Delhi' }));
    expect(found.map((s) => s.name)).not.toContain('Heritage Hidden Away');
    expect((await suggest('SUNSET')).map((s) => s.kind)).toContain('hotel');
    // two letters are in too many names: places only
    expect((await suggest('su')).filter((s) => s.kind === 'hotel' || s.kind === 'tour')).toEqual([]);
  });

  it('keeps places in the answer when listings match too, within the limit', async () => {
    const found = await suggest('heritage', 4);
    expect(found.length).toBeLessThanOrEqual(4);
    expect(found.filter((s) => s.kind === 'hotel' || s.kind === 'tour').length).toBeLessThanOrEqual(2);
  });

  it('refuses a query too long or a limit out of range, and is kept by shared caches as a public answer', async () => {
    expect((await call(t, undefined, 'GET', `/api/suggest?q=${'a'.repeat(81)}`)).statusCode).toBe(400);
    expect((await call(t, undefined, 'GET', '/api/suggest?q=goa&limit=13')).statusCode).toBe(400);
    expect((await call(t, undefined, 'GET', '/api/suggest?q=goa&limit=0')).statusCode).toBe(400);
    const res = await call(t, undefined, 'GET', '/api/suggest?q=goa');
    expect(res.headers['cache-control']).toContain('s-maxage');
  });

  it('treats pattern characters as text', async () => {
    expect((await suggest('%%%')).filter((s) => s.kind === 'hotel')).toEqual([]);
    expect((await suggest('___')).filter((s) => s.kind === 'hotel')).toEqual([]);
  });
});
