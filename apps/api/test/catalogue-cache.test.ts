// Public catalogue answers are kept serialised and compressed with strong ETags until the catalogue
// changes; personal answers never are (decision 0015).
import zlib from 'node:zlib';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOneNight, renameHotel } from './helpers/catalogue.ts';
import { insertHotel } from './helpers/fixtures.ts';
import { appWith, type Actor, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Actor, guest: Actor;
let hotelId: string;
const today = todayInIndia();

beforeAll(async () => {
  ({ t, admin, guest } = await appWith({ admin: 'admin', guest: 'user' }));
  hotelId = (await insertHotel(t.db, { name: 'Cached Haveli', location: 'Jodhpur, Rajasthan', rooms: 1 })).id;
  for (let i = 0; i < 12; i++) await insertHotel(t.db, { name: `Filler Hotel ${i}`, location: 'Jodhpur, Rajasthan' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((h) => h.name);

const editName = (name: string) => renameHotel(t, admin, hotelId, name);

describe('catalogue cache', () => {
  it('tags a public list with a strong ETag and CDN caching, and answers 304 to a client that has it', async () => {
    const first = await get('/api/hotel?location=jodhpur');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['x-total-count']).toBe('13');

    const again = await get('/api/hotel?location=jodhpur', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // a tag it does not have (or a weak form of ours, as a CDN may send) is answered in full, or 304
    expect((await get('/api/hotel?location=jodhpur', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/api/hotel?location=jodhpur', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    const repeat = await get('/api/hotel?location=jodhpur');
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['x-total-count']).toBe('13');
  });

  it('tags a detail answer too, and the same bytes give the same tag', async () => {
    const a = await get(`/api/hotel/${hotelId}`);
    const b = await get(`/api/hotel/${hotelId}`);
    expect(a.statusCode).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await get(`/api/hotel/${hotelId}`, { 'if-none-match': a.headers.etag as string })).statusCode).toBe(304);
  });

  it('sends the kept answer in the encoding the client takes: brotli, gzip or none, all the same JSON', async () => {
    const plain = await get('/api/hotel?location=jodhpur&limit=12');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/hotel?location=jodhpur&limit=12', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/hotel?location=jodhpur&limit=12', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('changes a cached list and detail on the next request after an admin edits the listing', async () => {
    const list = await get('/api/hotel?location=jodhpur');
    const detail = await get(`/api/hotel/${hotelId}`);
    expect(names(list.body)).toContain('Cached Haveli');
    await editName('Renamed Haveli');
    const after = await get('/api/hotel?location=jodhpur', { 'if-none-match': list.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(names(after.body)).toContain('Renamed Haveli');
    expect(names(after.body)).not.toContain('Cached Haveli');
    const detailAfter = await get(`/api/hotel/${hotelId}`);
    expect(detailAfter.json().name).toBe('Renamed Haveli');
    expect(detailAfter.headers.etag).not.toBe(detail.headers.etag);
  });

  it('keeps a search with dates apart: a booking changes availability, and only that', async () => {
    const checkin = addDays(today, 20);
    const search = `/api/hotel?location=jodhpur&checkin=${checkin}&checkout=${addDays(checkin, 2)}&limit=50`;
    const before = await get(search);
    expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect((JSON.parse(before.body) as { _id: string }[]).map((h) => h._id)).toContain(hotelId);
    const plainList = await get('/api/hotel?location=jodhpur');

    await bookOneNight(t, guest, hotelId, checkin);
    // its one room is taken on the first night: the search leaves it out at once
    const after = await get(search);
    expect((JSON.parse(after.body) as { _id: string }[]).map((h) => h._id)).not.toContain(hotelId);
    // the list without dates does not read bookings and stays as it was
    expect((await get('/api/hotel?location=jodhpur', { 'if-none-match': plainList.headers.etag as string })).statusCode).toBe(304);
  });

  it('never keeps a personal answer, and errors are not cached as public', async () => {
    const profile = await get('/api/users/profile', guest.headers);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers.etag).toBeUndefined();
    const missing = await get('/api/hotel/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
  });

  it('answers a public read the same whether or not the caller is signed in', async () => {
    const anonymous = await get('/api/hotel?location=jodhpur');
    const signedIn = await get('/api/hotel?location=jodhpur', guest.headers);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});
