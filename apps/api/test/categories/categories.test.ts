import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole, expectCollectionOnlyFor, type RoleHeaders } from '../helpers/access.ts';
import { insertCategory } from '../helpers/content-fixtures.ts';
import { call } from '../helpers/requests.ts';
import { UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
const URL = '/api/admin/tour/category';

beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
});
afterAll(() => t?.close());

describe('package categories', () => {
  it('adds a category and lists categories alphabetically, bounded, with a total', async () => {
    const res = await call(t, as.tour, 'POST', URL, { category: 'Wildlife', description: 'Jungles and safaris' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'Wildlife', description: 'Jungles and safaris' });
    expect(res.json()._id).toMatch(/^[0-9a-f-]{36}$/);
    await insertCategory(t.db, { category: 'beach' });
    await insertCategory(t.db, { category: 'Desert' });
    const list = await t.app.inject({ method: 'GET', url: `${URL}?limit=2`, headers: as.tour });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { category: string }) => c.category)).toEqual(['beach', 'Desert']);
    expect(list.headers['x-total-count']).toBe('3');
  });

  it("refuses a name that exists in any letter case with 409 'Category already exists.'", async () => {
    await insertCategory(t.db, { category: 'Heritage' });
    const res = await call(t, as.tour, 'POST', URL, { category: '  HERITAGE ', description: 'Forts' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Category already exists.');
  });

  it('lets only one of two simultaneous adds of one name through', async () => {
    const add = (category: string) =>
      t.app.inject({ method: 'POST', url: URL, headers: as.tour, payload: { category, description: 'race' } });
    const results = await Promise.all([add('Pilgrimage'), add('PILGRIMAGE'), add('pilgrimage')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('requires name and description, with field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: as.tour, payload: { category: '', description: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ category: 'This field is required.', description: 'This field is required.' });
  });

  it('reads and edits a category; keeping its own name in another case is fine, taking another name is 409', async () => {
    const mine = await insertCategory(t.db, { category: 'Camping' });
    await insertCategory(t.db, { category: 'Trekking' });
    const read = await t.app.inject({ method: 'GET', url: `${URL}/${mine.id}`, headers: as.admin });
    expect(read.json()).toMatchObject({ _id: mine.id, category: 'Camping' });
    const recase = await call(t, as.tour, 'PUT', `${URL}/${mine.id}`, { category: 'CAMPING', description: 'Tents' });
    expect(recase.statusCode).toBe(200);
    expect(recase.json()).toMatchObject({ category: 'CAMPING', description: 'Tents' });
    const clash = await call(t, as.tour, 'PUT', `${URL}/${mine.id}`, { category: 'trekking', description: 'x' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Category already exists.');
    const bad = await t.app.inject({ method: 'PUT', url: `${URL}/${mine.id}`, headers: as.tour, payload: { description: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('category');
  });

  it('deletes a category with the spec message', async () => {
    const cat = await insertCategory(t.db);
    const res = await t.app.inject({ method: 'DELETE', url: `${URL}/${cat.id}`, headers: as.tour });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category deleted successfully.');
    expect((await t.app.inject({ method: 'GET', url: `${URL}/${cat.id}`, headers: as.tour })).statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN_ID, 'abc', "1'%20or%201=1"]) {
      expect((await t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: as.tour })).statusCode, id).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: as.tour, payload: { category: 'Zzz', description: 'z' } }))
          .statusCode,
        id,
      ).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: as.tour })).statusCode, id).toBe(404);
    }
  });
});

describe('who may manage categories', () => {
  it('only tour managers and admins, on every route', async () => {
    const cat = await insertCategory(t.db);
    const staff: ('tour' | 'admin')[] = ['tour', 'admin'];
    let n = 0;
    const body = () => ({ category: `Matrix ${++n}`, description: 'd' });
    const item = `${URL}/${cat.id}`;
    await expectCollectionOnlyFor(t, as, { list: URL, create: URL, item, remove: item }, body, staff);
  });
});
