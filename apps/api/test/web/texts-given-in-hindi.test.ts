// What providers and content managers gave in Hindi (decision 0102) is what the Hindi pages show, server-rendered:
// the heading, the <title>, the share preview and the JSON-LD of a hotel, a tour and a post, and the cards and
// offers of the lists; the English pages keep the English text, and a text given in neither stays as typed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlog, insertOffer } from '../helpers/content-fixtures.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
const ids: Record<'hotel' | 'plainHotel' | 'tour' | 'post', string> = { hotel: '', plainHotel: '', tour: '', post: '' };

const HOTEL_HI = 'झील <महल> होटल';
const HOTEL_TEXT_HI = 'पिछोला झील के किनारे का महल।';
const TOUR_HI = 'बर्फ़ीली मनाली यात्रा';
const POST_HI = 'बारिश में गोवा';
const OFFER_HI = 'मानसून में 15% की छूट';

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist'), publicOrigin: 'https://raahi.test' });
  const hotel = await insertHotel(t.db, {
    name: 'Lakeside Palace Given',
    location: 'Udaipur',
    featured: true,
    hotelDetails: { description: 'A palace by Lake Pichola.', priceDescription: 'per night', priceLocation: 'Udaipur', price: '9000' },
    translations: { hi: { name: HOTEL_HI, description: HOTEL_TEXT_HI } },
  });
  ids.hotel = hotel.id;
  ids.plainHotel = (await insertHotel(t.db, { name: 'Plain English Lodge', location: 'Udaipur' })).id;
  ids.tour = (
    await insertTour(t.db, {
      name: 'Snowy Manali Given',
      description: 'Snow and pines.',
      translations: { hi: { name: TOUR_HI, description: 'बर्फ़ और देवदार के जंगल।' } },
    })
  ).id;
  ids.post = (
    await insertBlog(t.db, {
      title: 'Goa in the Rains Given',
      description: 'Green hills and empty beaches.',
      translations: { hi: { title: POST_HI, description: 'हरी पहाड़ियाँ और ख़ाली समुद्र तट।' } },
    })
  ).id;
  await insertOffer(t.db, {
    relatedTo: 'Hotel',
    relatedId: hotel.id,
    title: 'Monsoon 15% off Given',
    featured: true,
    translations: { hi: { title: OFFER_HI } },
  });
}, 240_000);
afterAll(() => t?.close());

/** an element's text or an attribute's value as read (the few entities React writes decoded) */
const text = (html = '') => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

async function page(url: string) {
  const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
  expect(res.statusCode, url).toBe(200);
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  return {
    // what is shown (the cache's data for the app, in scripts, holds both languages)
    html: html.replace(/<script[\s\S]*?<\/script>/g, ''),
    title: text(/<title>(.*?)<\/title>/s.exec(head)?.[1]),
    ogTitle: text(/<meta property="og:title" content="([^"]*)"/.exec(head)?.[1]),
    h1: text(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]),
    jsonLd: JSON.stringify(jsonLd),
  };
}
// as React writes text and attributes: what could open a tag or an entity is escaped
const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

describe('texts given in Hindi', () => {
  it("show on the hotel's Hindi page, escaped, in its heading, title, preview, JSON-LD and description", async () => {
    const hi = await page(`/hi/hotel/${ids.hotel}`);
    expect(hi.h1).toBe(HOTEL_HI);
    expect(hi.title).toContain(HOTEL_HI);
    expect(hi.ogTitle).toContain(HOTEL_HI);
    expect(hi.jsonLd).toContain(`"name":"${HOTEL_HI}"`);
    expect(hi.html).toContain(HOTEL_TEXT_HI);
    expect(hi.html).not.toContain('A palace by Lake Pichola.');
    expect(hi.html).not.toContain('<महल>');

    const en = await page(`/hotel/${ids.hotel}`);
    expect(en.h1).toBe('Lakeside Palace Given');
    expect(en.html).toContain('A palace by Lake Pichola.');
    expect(en.html).not.toContain(escaped(HOTEL_HI));
    expect(en.html).not.toContain(HOTEL_TEXT_HI);
  });

  it('leave a hotel nobody translated as typed on its Hindi page', async () => {
    expect((await page(`/hi/hotel/${ids.plainHotel}`)).h1).toBe('Plain English Lodge');
  });

  it("show on the Hindi search's cards", async () => {
    const hi = await page('/hi/hotels?location=Udaipur');
    expect(hi.html).toContain(escaped(HOTEL_HI));
    expect(hi.html).toContain('Plain English Lodge');
    expect(hi.html).not.toContain('Lakeside Palace Given</h3>');
    expect((await page('/hotels?location=Udaipur')).html).toContain('Lakeside Palace Given');
  });

  it("show on a tour's and a post's Hindi pages and lists, and the offers of the Hindi home page", async () => {
    const tour = await page(`/hi/tour/${ids.tour}`);
    expect(tour.h1).toBe(TOUR_HI);
    expect(tour.title).toContain(TOUR_HI);
    expect(tour.html).toContain('बर्फ़ और देवदार के जंगल।');
    expect(tour.jsonLd).toContain(`"name":"${TOUR_HI}"`);
    expect((await page('/hi/tour')).html).toContain(TOUR_HI);

    const post = await page(`/hi/blog/${ids.post}`);
    expect(post.h1).toBe(POST_HI);
    expect(post.jsonLd).toContain(`"headline":"${POST_HI}"`);
    expect(post.html).toContain('हरी पहाड़ियाँ और ख़ाली समुद्र तट।');
    expect((await page('/hi/blog')).html).toContain(POST_HI);
    expect((await page(`/blog/${ids.post}`)).h1).toBe('Goa in the Rains Given');

    const home = await page('/hi/');
    expect(home.html).toContain(OFFER_HI);
    expect(home.html).toContain(escaped(HOTEL_HI));
    expect((await page('/')).html).toContain('Monsoon 15% off Given');
  });
});
