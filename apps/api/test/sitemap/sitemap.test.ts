// GET /sitemap.xml and GET /robots.txt (decision 0027): every public page once, with when it changed, on
// the site's own address; served through the catalogue cache, so a changed listing shows at once.
import { HOTEL_CATEGORIES, STATIC_PUBLIC_PATHS } from '@raahi/contract/site-paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URLS_PER_FILE } from '../../src/modules/sitemap/sitemap.service.ts';
import { renameHotel } from '../helpers/catalogue.ts';
import { insertBlog } from '../helpers/content-fixtures.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { appWith, createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor;
const ids: Record<'hotel' | 'archivedHotel' | 'tour' | 'archivedTour' | 'cab' | 'post', string> = {} as never;
const OLD = new Date('2025-03-04T05:06:07Z');

beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
  ids.hotel = (await insertHotel(t.db, { name: 'Sitemap Haveli', updatedAt: OLD })).id;
  ids.archivedHotel = (await insertHotel(t.db, { archivedAt: new Date() })).id;
  ids.tour = (await insertTour(t.db, { type: 'beach', updatedAt: OLD })).id;
  ids.archivedTour = (await insertTour(t.db, { type: 'desert', archivedAt: new Date() })).id;
  ids.cab = (await insertCab(t.db)).id;
  ids.post = (await insertBlog(t.db, { title: 'Monsoon & <more>' })).id;
});
afterAll(() => t?.close());

const FORWARDED = { host: 'internal:3000', 'x-forwarded-host': 'raahi.in', 'x-forwarded-proto': 'https' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The <loc> → <lastmod> pairs of a urlset, after checking its shape. */
function urlsOf(xml: string): Map<string, string> {
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:<xhtml:link [^>]+\/>)*<\/url>/g)];
  expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
  const map = new Map(urls.map((m) => [m[1]!, m[2]!]));
  expect(map.size, 'each page once').toBe(urls.length);
  return map;
}

describe('sitemap.xml', () => {
  it('lists every public page on the address the request came to, and nothing archived', async () => {
    const res = await get('/sitemap.xml', { host: 'raahi.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = urlsOf(res.body);
    const o = 'http://raahi.test';
    for (const path of [
      '/',
      '/tour',
      '/hotel',
      '/hotels',
      '/cab',
      '/blog',
      '/help',
      '/terms',
      '/cancellation-and-refunds',
      '/how-results-are-ranked',
    ])
      expect(urls.has(o + path), path).toBe(true);
    for (const c of HOTEL_CATEGORIES) expect(urls.has(`${o}/hotel/${c.slug}/${c.id}`), c.slug).toBe(true);
    expect(urls.has(`${o}/tour/beach/all`)).toBe(true);
    expect(urls.has(`${o}/tour/desert/all`), 'a category with only archived tours').toBe(false);
    expect(urls.get(`${o}/hotel/${ids.hotel}`)).toBe('2025-03-04');
    expect(urls.get(`${o}/tour/${ids.tour}`)).toBe('2025-03-04');
    expect(urls.has(`${o}/cab/booking/${ids.cab}`)).toBe(true);
    expect(urls.has(`${o}/blog/${ids.post}`)).toBe(true);
    for (const id of [ids.archivedHotel, ids.archivedTour]) expect(res.body).not.toContain(id);
    // every page in Hindi too, each naming both languages and English as x-default
    expect(urls.size).toBe(2 * (STATIC_PUBLIC_PATHS.length + HOTEL_CATEGORIES.length + 1 + 4));
    for (const path of ['/hi/', '/hi/tour', '/hi/hotels', `/hi/hotel/${ids.hotel}`, `/hi/blog/${ids.post}`])
      expect(urls.has(o + path), path).toBe(true);
    expect(urls.get(`${o}/hi/tour/${ids.tour}`)).toBe('2025-03-04');
    const hotelUrl = new RegExp(`<url><loc>${o}/hi/hotel/${ids.hotel}</loc>.*?</url>`).exec(res.body)?.[0];
    expect(hotelUrl).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${o}/hotel/${ids.hotel}"/>`);
    expect(hotelUrl).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${o}/hi/hotel/${ids.hotel}"/>`);
    expect(hotelUrl).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${o}/hotel/${ids.hotel}"/>`);
  });

  it('is kept by the catalogue cache with an ETag, and changes as soon as a listing changes', async () => {
    const first = await get('/sitemap.xml', { host: 'raahi.test', 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect((await get('/sitemap.xml', { host: 'raahi.test', 'if-none-match': etag })).statusCode).toBe(304);

    // today's edit through the API dates the hotel (and the list pages) today
    await renameHotel(t, admin, ids.hotel, 'Sitemap Haveli Renamed');
    const after = await get('/sitemap.xml', { host: 'raahi.test' });
    expect(after.headers.etag).not.toBe(etag);
    const today = new Date().toISOString().slice(0, 10);
    expect(urlsOf(after.body).get(`http://raahi.test/hotel/${ids.hotel}`)).toBe(today);
    expect((await get('/sitemap.xml', { host: 'raahi.test', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('keeps one answer per site address: another host never gets the first one', async () => {
    const a = await get('/sitemap.xml', { host: 'raahi.test' });
    const b = await get('/sitemap.xml?x=1', { host: 'other.test' });
    expect(b.body).toContain('<loc>http://other.test/</loc>');
    expect(b.body).not.toContain('raahi.test');
    expect(a.body).not.toContain('other.test');
  });

  it('splits into a sitemap index past one file, each file a valid urlset', async () => {
    const many = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      // copies of one hotel, made by the database itself: half a file of them, each page being there in two languages
      const template = await insertHotel(many.db);
      await many.db.execute(sql`
        insert into hotels (name, location, distance, category, hotel_price_highlight, image_url, price, taxes, rooms,
          hotel_details, food_and_dining, location_and_surroundings, room_details_and_amenities, activities_and_nearby_attractions)
        select name || ' ' || g, location, distance, category, hotel_price_highlight, image_url, price, taxes, rooms,
          hotel_details, food_and_dining, location_and_surroundings, room_details_and_amenities, activities_and_nearby_attractions
        from hotels, generate_series(2, ${URLS_PER_FILE / 2}) g where id = ${template.id}`);
      const index = await many.app.inject({ url: '/sitemap.xml', headers: { host: 'big.test' } });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [
        ...index.body.matchAll(
          /<sitemap><loc>http:\/\/big\.test(\/sitemap-\d+\.xml)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/g,
        ),
      ];
      expect(files.map((m) => m[1])).toEqual(['/sitemap-1.xml', '/sitemap-2.xml']);
      const sizes = [];
      for (const [, path] of files) {
        const part = await many.app.inject({ url: path!, headers: { host: 'big.test' } });
        expect(part.statusCode).toBe(200);
        sizes.push(urlsOf(part.body).size);
      }
      expect(sizes[0]).toBe(URLS_PER_FILE);
      // both languages of every page
      expect(sizes[0]! + sizes[1]!).toBe(2 * (URLS_PER_FILE / 2 + STATIC_PUBLIC_PATHS.length + HOTEL_CATEGORIES.length));
      for (const url of ['/sitemap-3.xml', '/sitemap-0.xml']) expect((await many.app.inject({ url })).statusCode, url).toBe(404);

      // behind a proxy that TRUST_PROXY names, the address the visitor used is the forwarded one
      const proxied = await many.app.inject({ url: '/robots.txt', headers: FORWARDED });
      expect(proxied.body).toContain('Sitemap: https://raahi.in/sitemap.xml');
    } finally {
      await many.close();
    }
    // ten thousand addresses written and read back: longer than the default on a busy machine
  }, 180_000);

  it('has no numbered files while one is enough', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of private paths and names the sitemap absolutely', async () => {
    const res = await get('/robots.txt', { host: 'raahi.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/admin', '/api', '/user', '/account', '/bookings', '/payment']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain('Disallow: /uploads');
    expect(lines).toContain('Sitemap: http://raahi.test/sitemap.xml');
  });

  it('ignores X-Forwarded-Host and -Proto from a proxy TRUST_PROXY does not name', async () => {
    expect((await get('/robots.txt', FORWARDED)).body).toContain('Sitemap: http://internal:3000/sitemap.xml');
  });

  it('uses PUBLIC_ORIGIN whatever the request says', async () => {
    const fixed = await createTestApp({ publicOrigin: 'https://raahi.in' });
    try {
      const robots = await fixed.app.inject({ url: '/robots.txt', headers: { host: 'evil.test' } });
      expect(robots.body).toContain('Sitemap: https://raahi.in/sitemap.xml');
      const sitemap = await fixed.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.test' } });
      expect(sitemap.body).toContain('<loc>https://raahi.in/</loc>');
      expect(sitemap.body).not.toContain('evil.test');
    } finally {
      await fixed.close();
    }
  });
});
