// Public pages rendered on the server (decision 0026), fetched as a crawler or a link preview does: plain
// HTTP, no JavaScript. The real API over PGlite serves the real web build (built here when missing or stale).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { HOTEL_CATEGORIES } from '@raahi/contract/site-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { bookOneNight, renameHotel } from '../helpers/catalogue.ts';
import { insertBlog } from '../helpers/content-fixtures.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const ORIGIN = 'https://raahi.test';
let t: TestApp;
const ids = {} as Record<'hotel' | 'tour' | 'post', string>;
const picture = {} as Record<'hotel' | 'tour' | 'post', string>;

beforeAll(async () => {
  // the same check `npm start` makes: a build of the current sources, client and server
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist'), publicOrigin: ORIGIN });
  const hotel = await insertHotel(t.db, { name: 'Haveli Rendered', price: 612_300, featured: true, type: 'Villa' });
  const tour = await insertTour(t.db, { name: 'Spiti Rendered Trail', price: 2_450_000, type: 'mountain', featured: true });
  const post = await insertBlog(t.db, { title: 'Rendered Monsoon Notes', featured: true });
  Object.assign(ids, { hotel: hotel.id, tour: tour.id, post: post.id });
  Object.assign(picture, { hotel: hotel.imageUrl, tour: tour.image, post: post.image });
}, 240_000);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): { '@type': string; [k: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(head(html))?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(head(html))?.[1];

describe('server-rendered public pages', () => {
  it('a hotel: name, price, picture, canonical link, share tags and Hotel JSON-LD in the HTML', async () => {
    const res = await page(`/hotel/${ids.hotel}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<h1 class="text-2xl font-bold text-slate-900 md:text-3xl">Haveli Rendered</h1>');
    expect(html).toContain('₹6,123');
    expect(html).toContain(`src="${picture.hotel}"`);
    expect(canonical(html)).toBe(`${ORIGIN}/hotel/${ids.hotel}`);
    expect(head(html)).toContain('<title>Haveli Rendered, Jaipur, Rajasthan · Raahi</title>');
    expect(metaContent(html, 'og:title')).toBe('Haveli Rendered, Jaipur, Rajasthan · Raahi');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${picture.hotel.replace(/\.webp$/, '-og.jpg')}`);
    expect(metaContent(html, 'product:price:amount')).toBe('6123.00');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const hotel = jsonLd(html).find((d) => d['@type'] === 'Hotel')!;
    expect(hotel).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Haveli Rendered',
      url: `${ORIGIN}/hotel/${ids.hotel}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', addressRegion: 'Rajasthan', addressCountry: 'IN' },
      starRating: { '@type': 'Rating', ratingValue: 4 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, reviewCount: 120 },
    });
    expect(hotel.priceRange).toMatch(/₹6,123/);
    expect(jsonLd(html).map((d) => d['@type'])).toContain('BreadcrumbList');
    // the page's main picture is announced in the head at high priority, with its renditions
    expect(head(html)).toMatch(new RegExp(`<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${picture.hotel} 1280w`));
    // the page's own code is asked for with the entry's once the page has painted (decision 0036), not after it
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head(html)).toMatch(
      /<script src="\/assets\/after-paint\.js\?v=\w+" data-entry="\/assets\/index-[\w-]+\.js" data-modules="[^"]*" data-page-modules="raahi-modules" data-warm-intl="\/assets\/warm-intl\.js\?v=\w+" defer>/,
    );
    const modules = JSON.parse(/<script type="application\/json" id="raahi-modules">(.*?)<\/script>/.exec(head(html))![1]!) as string[];
    expect(modules).toContainEqual(expect.stringMatching(/^\/assets\/hotel-detail-page-[\w-]+\.js$/));
    // the browser takes over the data instead of asking again
    expect(html).toContain('<script type="application/json" id="raahi-queries">');
    expect(html).toContain('"queryKey":["hotel"');
  });

  it('marks every part that hydrates apart as a range, an empty one too: a hotel without photos keeps the rest of its page', async () => {
    // the browser keeps exactly a marked range of a part not hydrated yet; an unmarked part that rendered
    // nothing took over the next element instead (the whole page below the gallery) and then removed it
    const hotel = await insertHotel(t.db, { name: 'Haveli Without Photos', imageUrl: '', images: [] });
    const html = (await page(`/hotel/${hotel.id}`)).body;
    const opened = html.match(/<!--\$s-->/g) ?? [];
    expect(opened.length).toBeGreaterThanOrEqual(6);
    expect(html.match(/<!--\/\$s-->/g)).toHaveLength(opened.length);
    expect(html).toMatch(/<\/header><!--\$s--><!--\/\$s--><div class="mt-8 grid/);
  });

  it('a tour: TouristTrip with its itinerary and Offer', async () => {
    const html = (await page(`/tour/${ids.tour}`)).body;
    expect(html).toContain('Spiti Rendered Trail');
    expect(html).toContain('₹24,500');
    expect(html).toContain(picture.tour);
    expect(canonical(html)).toBe(`${ORIGIN}/tour/${ids.tour}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    const trip = jsonLd(html).find((d) => d['@type'] === 'TouristTrip')!;
    expect(trip).toMatchObject({ name: 'Spiti Rendered Trail', offers: { '@type': 'Offer', price: 24500, priceCurrency: 'INR' } });
    expect(trip.itinerary).toMatchObject({ '@type': 'ItemList' });
  });

  it('a post: BlogPosting with headline, dates, author and publisher', async () => {
    const html = (await page(`/blog/${ids.post}`)).body;
    expect(html).toContain('Rendered Monsoon Notes');
    expect(html).toContain(picture.post);
    expect(canonical(html)).toBe(`${ORIGIN}/blog/${ids.post}`);
    expect(metaContent(html, 'og:type')).toBe('article');
    const post = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')!;
    expect(post).toMatchObject({ headline: 'Rendered Monsoon Notes', author: { '@type': 'Person', name: 'Asha Rao' } });
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(post.publisher).toMatchObject({ '@type': 'Organization', logo: { '@type': 'ImageObject' } });
  });

  it('the home page, lists and category pages list their listings with links that work without JavaScript', async () => {
    const villas = HOTEL_CATEGORIES.find((c) => c.type === 'Villa')!;
    const pages: [url: string, canonicalPath: string, shows: string[]][] = [
      ['/', '/', ['Haveli Rendered', 'Spiti Rendered Trail', 'Rendered Monsoon Notes', `href="/hotel/${ids.hotel}`]],
      ['/tour', '/tour', ['Spiti Rendered Trail', '₹24,500', `href="/tour/${ids.tour}"`]],
      ['/tour/mountain/all', '/tour/mountain/all', ['Spiti Rendered Trail', '₹24,500']],
      ['/hotels?location=Jaipur', '/hotels?location=Jaipur', ['Haveli Rendered', '₹6,123', picture.hotel]],
      ['/hotel', '/hotel', ['Haveli Rendered', '₹6,123']],
      [`/hotel/${villas.slug}/${villas.id}`, `/hotel/${villas.slug}/${villas.id}`, ['Haveli Rendered', '₹6,123']],
      ['/blog', '/blog', ['Rendered Monsoon Notes', `href="/blog/${ids.post}"`]],
    ];
    for (const [url, path, shows] of pages) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      for (const s of shows) expect(res.body, `${url} shows ${s}`).toContain(s);
      expect(canonical(res.body), url).toBe(`${ORIGIN}${path}`);
      expect(metaContent(res.body, 'og:title'), url).toMatch(/Raahi/);
      // no inline code (a streamed Suspense reveal would need it): the site's script policy is 'self'
      for (const script of res.body.match(/<script\b[^>]*>/g) ?? [])
        expect(script, url).toMatch(/^<script src="\/assets\/after-paint\.js\?v=\w+" |type="(?:application\/json"|application\/ld\+json")/);
      const types = jsonLd(res.body).map((d) => d['@type']);
      expect(types, url).toContain(url === '/' ? 'Organization' : 'BreadcrumbList');
    }
  });

  it('the app chunk asks V8 to compile it as it streams in; the page chunks, small, do not (decision 0037)', async () => {
    const html = (await page('/')).body;
    const loader = /<script src="\/assets\/after-paint\.js[^"]*" data-entry="([^"]+)" data-modules="([^"]+)"/.exec(html)!;
    const appChunks = loader[2]!.split(' ');
    expect(appChunks).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/)]);
    const firstLine = async (url: string) => (await page(url)).body.split('\n', 1)[0];
    expect(await firstLine(appChunks[0]!)).toBe('//# allFunctionsCalledOnLoad');
    const pageModules = JSON.parse(/<script type="application\/json" id="raahi-modules">(.*?)<\/script>/.exec(html)![1]!) as string[];
    for (const url of [loader[1]!, ...pageModules.slice(0, 3)]) expect(await firstLine(url), url).not.toContain('allFunctionsCalledOnLoad');
  });

  it('a hotel card names the area its address gives (issue 33)', async () => {
    await insertHotel(t.db, {
      name: 'Rendered Beach Resort',
      location: 'Goa, Goa',
      address: '12, Station Road, near Calangute Beach, Goa, Goa',
    });
    const res = await page('/hotels?location=Calangute');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Rendered Beach Resort');
    expect(res.body).toContain('>Calangute, Goa</p>');
  });

  it('below the fold, pictures are lazy with their sizes; only the first hotel of a search is a priority', async () => {
    for (let i = 0; i < 3; i++) await insertHotel(t.db, { location: 'Udaipur, Rajasthan' });
    const html = (await page('/hotels?location=Udaipur')).body;
    const imgs = [...html.matchAll(/<img [^>]*src="\/uploads\/[^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBe(3);
    expect(imgs[0]).toContain('loading="eager"');
    for (const img of imgs.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/ sizes="[^"]+"/);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
    }
  });

  it('hands the browser its data as JSON that no listing text can break out of', async () => {
    const sly = await insertHotel(t.db, { name: 'Sly </script><script>alert(1)</script> & Co \u2028' });
    const html = (await page(`/hotel/${sly.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script type="application\/json" id="raahi-queries">([^<]*)<\/script>/.exec(html)![1]!;
    const state = JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: { name: string } } }[] };
    expect(state.queries.find((q) => q.queryKey[0] === 'hotel')!.state.data.name).toBe(sly.name);
    for (const ld of jsonLd(html)) expect(ld).toBeTruthy();
  });

  it('a missing hotel, tour, post or shared list (or page) answers 404 with the not-found page', async () => {
    const missing: [url: string, says: string][] = [
      [`/hotel/${UNKNOWN_ID}`, 'Hotel not found'],
      [`/tour/${UNKNOWN_ID}`, 'Tour not found'],
      ['/tour/not-a-uuid', 'Tour not found'],
      [`/blog/${UNKNOWN_ID}`, 'Post not found'],
      ['/no/such/page', 'Page not found'],
      ['/wishlists/shared/nothing-shared-under-this-token', 'List not found'],
      // in Hindi at a Hindi address (issue 32)
      [`/hi/hotel/${UNKNOWN_ID}`, 'होटल नहीं मिला'],
      [`/hi/tour/${UNKNOWN_ID}`, 'टूर नहीं मिला'],
      [`/hi/blog/${UNKNOWN_ID}`, 'लेख नहीं मिला'],
      ['/hi/no/such/page', 'पेज नहीं मिला'],
      ['/hi/wishlists/shared/nothing-shared-under-this-token', 'सूची नहीं मिली'],
    ];
    for (const [url, says] of missing) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head(res.body), url).toContain(`<title>${says} · Raahi</title>`);
      expect(res.body, url).toContain(`>${says}</h1>`);
      expect(head(res.body), url).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('is the same anonymous page for a signed-in visitor, who is never cached by a CDN', async () => {
    const visitor = await signedInAs(t, 'admin', { firstName: 'Zenobia' });
    const anonymous = await page('/');
    const signedIn = await page('/', visitor.headers);
    for (const res of [anonymous, signedIn]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Zenobia');
      expect(res.body).not.toContain('account menu');
      expect(res.body).not.toContain('Admin Panel');
      // the home page also varies by language: a browser that prefers Hindi is sent to /hi/
      expect(res.headers.vary).toBe('Origin, cookie, accept-encoding, accept-language');
    }
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps an anonymous page until the catalogue changes, with an ETag for revalidation', async () => {
    const admin = await signedInAs(t, 'admin');
    const { id } = await insertHotel(t.db, { name: 'Kept Kothi', location: 'Bundi, Rajasthan' });
    const first = await page(`/hotel/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toMatch(/^render;dur=/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    // served again without rendering, to a signed-in visitor too, with the visitor's own caching
    const again = await page(`/hotel/${id}`, admin.headers);
    expect(again.headers['server-timing']).toBeUndefined();
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.headers.vary).toBe('Origin, cookie, accept-encoding');
    expect((await page(`/hotel/${id}`, { 'if-none-match': etag })).statusCode).toBe(304);

    await renameHotel(t, admin, id, 'Kept Kothi Renamed');
    const changed = await page(`/hotel/${id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Kept Kothi Renamed');
    expect(changed.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('renders a search with dates again once a booking takes a room on one of its nights', async () => {
    const guest = await signedInAs(t, 'user');
    const { id } = await insertHotel(t.db, { name: 'Last Room Lodge', location: 'Chitkul, Himachal Pradesh', rooms: 1 });
    const checkin = addDays(todayInIndia(), 20);
    const url = `/hotels?location=chitkul&checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
    expect((await page(url)).body).toContain('Last Room Lodge');
    expect((await page(url)).headers['server-timing']).toBeUndefined();
    // a night outside the search leaves it kept
    await bookOneNight(t, guest, id, addDays(checkin, 5));
    expect((await page(url)).headers['server-timing']).toBeUndefined();
    await bookOneNight(t, guest, id, addDays(checkin, 1));
    const after = await page(url);
    expect(after.headers['server-timing']).toMatch(/^render;dur=/);
    expect(after.body).not.toContain('Last Room Lodge');
  });

  it('is compressed for clients that take it', async () => {
    const plain = await page(`/hotel/${ids.hotel}`);
    const br = await page(`/hotel/${ids.hotel}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Haveli Rendered');
    const gz = await page(`/hotel/${ids.hotel}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('a booking review: the hotel, the stay and the price estimate in the HTML, kept out of search engines', async () => {
    const html = (await page(`/hotel/booking/${ids.hotel}?rooms=2`)).body;
    expect(head(html)).toContain('<title>Review Your Booking · Raahi</title>');
    expect(head(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Review Your Booking</h1>');
    expect(html).toContain('Haveli Rendered');
    // the guest's details are the browser's (its tab keeps them): the server's form is empty
    expect(html).toContain('id="raahi-queries"');
    const missing = await page(`/hotel/booking/${UNKNOWN_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('>Hotel not found</h1>');
  });

  it('keeps the back-office, account, sign-in and payment pages client-rendered (the shell)', async () => {
    for (const url of ['/admin', '/account', '/bookings', '/login', '/payment/result']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
