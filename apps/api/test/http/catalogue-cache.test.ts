// Public catalogue answers are kept serialised and compressed with strong ETags until the catalogue
// changes; personal answers never are (decision 0015).
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema.ts';
import { bookOneNight, renameHotel } from '../helpers/catalogue.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payBooking, verify } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { appWith, createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';

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

/** The cache's own counts from GET /metrics (raahi_catalogue_cache_total by event). */
async function cacheCounts(): Promise<Record<string, number>> {
  const text = (await get('/metrics')).body;
  return Object.fromEntries([...text.matchAll(/^raahi_catalogue_cache_total\{event="(\w+)"\} (\d+)/gm)].map((m) => [m[1]!, Number(m[2])]));
}
const grew = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)]));

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

  it('answers many concurrent first requests for one answer with one read, and keeps it', async () => {
    const url = '/api/hotel?location=jodhpur&sort=price&limit=7';
    const before = await cacheCounts();
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(url)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const filled = grew(await cacheCounts(), before);
    expect(filled).toMatchObject({ miss: 1, stored: 1, stale: 0 });
    // the others waited for that read and were answered from the cache
    expect(filled).toMatchObject({ hit: 24, waited: 24 });
    // and later requests are hits
    await Promise.all(Array.from({ length: 10 }, () => get(url)));
    expect(grew(await cacheCounts(), before)).toMatchObject({ miss: 1, stored: 1 });
  });

  it('keeps catalogue answers through a quote, a booking and its payment, which change no listing; the payment keeps searches with dates too', async () => {
    const list = await get('/api/hotel?location=jodhpur');
    const detail = await get(`/api/hotel/${hotelId}`);
    const before = await cacheCounts();
    const checkin = addDays(today, 40);
    const quote = await call(t, undefined, 'POST', '/api/quote', {
      kind: 'hotel',
      hotel: hotelId,
      roomCount: 1,
      checkInDate: checkin,
      checkOutDate: addDays(checkin, 1),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const bookingId = await bookOneNight(t, guest, hotelId, checkin);
    // a search of the booked night, read after the booking (a miss): paying keeps it
    const search = await get(`/api/hotel?location=jodhpur&checkin=${checkin}`);
    expect((JSON.parse(search.body) as { _id: string }[]).map((h) => h._id)).not.toContain(hotelId);
    const { back } = await payBooking(t, guest, bookingId);
    expect((await verify(t, guest, back)).json().status).toBe('Confirmed');

    expect((await get('/api/hotel?location=jodhpur', { 'if-none-match': list.headers.etag as string })).statusCode).toBe(304);
    expect((await get(`/api/hotel/${hotelId}`, { 'if-none-match': detail.headers.etag as string })).statusCode).toBe(304);
    const again = await get(`/api/hotel?location=jodhpur&checkin=${checkin}`, { 'if-none-match': search.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // the booking told the cache that availability moved; confirming it (its room was held already) told it nothing
    expect(grew(await cacheCounts(), before)).toMatchObject({ miss: 1, catalogue: 0, availability: 1, hit: 3 });
  });

  it('a booking makes stale only the searches that share a night with its stay', async () => {
    const roomy = (await insertHotel(t.db, { name: 'Roomy Rest House', location: 'Jodhpur, Rajasthan', rooms: 40 })).id;
    const checkin = addDays(today, 60);
    const sharing = `/api/hotel?location=jodhpur&checkin=${checkin}&checkout=${addDays(checkin, 3)}`;
    const oneNight = `/api/hotel?location=jodhpur&checkin=${addDays(checkin, 2)}`;
    const before = `/api/hotel?location=jodhpur&checkin=${addDays(checkin, -2)}&checkout=${checkin}`;
    const after = `/api/hotel?location=jodhpur&checkin=${addDays(checkin, 4)}&checkout=${addDays(checkin, 6)}`;
    for (const url of [sharing, oneNight, before, after]) expect((await get(url)).statusCode).toBe(200);
    const counted = await cacheCounts();

    // the nights of checkin+1 and checkin+2
    const res = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: roomy,
      roomCount: 1,
      checkInDate: addDays(checkin, 1),
      checkOutDate: addDays(checkin, 3),
      guests: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const url of [sharing, oneNight, before, after]) expect((await get(url)).statusCode).toBe(200);
    // the stays that share a night with it are read again; the one that ends as it begins and the one after it are not
    expect(grew(await cacheCounts(), counted)).toMatchObject({ miss: 2, hit: 2, availability: 1, catalogue: 0 });
  });

  it('does not keep a search read while a booking took one of its nights, and keeps one whose nights it did not take', async () => {
    const cache = t.app.catalogue.cache;
    // a request and its reply as far as the cache looks at them
    const asked = (url: string) => {
      const headers: Record<string, string> = {};
      return {
        request: { url, headers: {} } as never,
        reply: {
          getHeader: (name: string) => headers[name],
          header: (name: string, value: string) => void (headers[name] = value),
          headers: (all: Record<string, string>) => void Object.assign(headers, all),
          code: () => undefined,
        } as never,
      };
    };
    const night = addDays(today, 90);
    const before = cache.snapshot();
    cache.invalidate([{ nights: { from: night, to: addDays(night, 1) } }]);
    const counted = await cacheCounts();
    const sharing = asked(`/test/read-across?checkin=${night}`);
    await cache.store(sharing.request, sharing.reply, '[]', before, { nights: { from: addDays(night, -1), to: addDays(night, 1) } });
    const apart = asked(`/test/read-across?checkin=${addDays(night, 1)}`);
    await cache.store(apart.request, apart.reply, '[]', before, { nights: { from: addDays(night, 1), to: addDays(night, 2) } });
    expect(grew(await cacheCounts(), counted)).toMatchObject({ stale: 1, stored: 1 });
  });
});

describe('CATALOGUE_CACHE_MB=0', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ catalogueCacheMb: 0 });
    await insertHotel(off.db, { name: 'Uncached Haveli', location: 'Bikaner, Rajasthan' });
  });
  afterAll(async () => off?.close());

  it('keeps no answer: every read asks the database, and still carries its ETag for a 304', async () => {
    const first = await off.app.inject({ url: '/api/hotel?location=bikaner' });
    expect(names(first.body)).toEqual(['Uncached Haveli']);
    // a write the API does not see (a script, psql) is in the very next answer
    await off.db.update(hotels).set({ name: 'Renamed Haveli' }).where(eq(hotels.name, 'Uncached Haveli'));
    const second = await off.app.inject({ url: '/api/hotel?location=bikaner' });
    expect(names(second.body)).toEqual(['Renamed Haveli']);
    expect(off.app.catalogue.cache.counts).toMatchObject({ hit: 0, stored: 0, miss: 2 });
    const etag = second.headers.etag as string;
    expect((await off.app.inject({ url: '/api/hotel?location=bikaner', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });
});
