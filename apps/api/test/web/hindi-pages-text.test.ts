// The public pages already in Hindi show no English a Hindi reader would have to read (issue 32): each is
// server-rendered at its /hi/ address and its visible words, and the words people hear or are shown on
// hover (aria-label, placeholder, title, alt), are checked for Latin-script words outside the brand, what
// people typed (the hotel's name and place) and what Indian Hindi sites write in Latin letters.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlog, insertOffer } from '../helpers/content-fixtures.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
// the hotel's name, place, category, inclusions and room words, its rooms' and plan's names (a new hotel's
// 'Standard room' and 'Room only' are names its owner may change), and the places searched
const typed = [
  // the seller's legal name, city and GSTIN, as it registered them
  'Private',
  'Limited',
  'Bengaluru',
  'AABCR',
  // the grievance officer and the company's address, as configured
  'Vikram',
  'Rao',
  'grievance',
  'officer',
  'example',
  'th',
  'Floor',
  'Feet',
  'Road',
  'Koramangala',
  'Karnataka',
  'Haveli',
  'Hindi',
  'Sabad',
  'Goa',
  'Nowhere',
  'Deluxe',
  'Breakfast',
  'Rooms',
  'line',
  'Standard',
  'room',
  'Room',
  'only',
];
/** the brand, other brands, the switch to English, a coupon code, and what Hindi pages write in Latin letters */
const allowed = new Set([
  'raahi',
  'travels',
  'english',
  'facebook',
  'linkedin',
  'instagram',
  'twitter',
  'youtube',
  'welcome',
  'km',
  'gst',
  'upi',
  'pdf',
  'suv',
  'cng',
  'gstin',
  'id',
  'razorpay',
  'm²',
  ...typed.map((w) => w.toLowerCase()),
]);
/** the pages whose every word is translated; a page joins when its last English goes */
const pages = [
  '/hi/hotels?location=Goa',
  '/hi/hotels?location=Goa&starrating=5',
  '/hi/hotels?location=Nowhere',
  '/hi/tour',
  '/hi/tour/mountain/all',
  '/hi/hotel/resorts/1',
  '/hi/blog',
  '/hi/cab',
  '/hi/hotel',
  '/hi/help',
  '/hi/privacy',
];

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist') });
  const hotel = await insertHotel(t.db, {
    name: 'Haveli Hindi Sabad',
    location: 'Goa',
    type: 'Resort',
    amenities: ['Wifi'],
    star: 4,
    // what its owner typed, in Hindi
    distance: 'शहर से 2 किमी',
    hotelPriceHighlight: 'नाश्ता मुफ़्त',
    hotelDetails: { description: 'समुद्र के पास एक हवेली।', priceDescription: '', priceLocation: '', price: '4500' },
  });
  await insertOffer(t.db, { relatedTo: 'Hotel', relatedId: hotel.id, title: 'Haveli', description: 'Hindi' });
  const tour = await insertTour(t.db, {
    name: 'Sabad Haveli',
    location: 'Goa',
    description: 'पहाड़ों की सैर',
    duration: '',
    inclusions: ['Breakfast'],
    tourPlan: [{ day: 1, description: 'पहुँचना', car: [], sightseeing: [], hotels: [] }],
  });
  const blog = await insertBlog(t.db, { title: 'Haveli Goa', description: 'Hindi', author: 'Sabad' });
  pages.push(`/hi/hotel/booking/${hotel.id}`, `/hi/hotel/${hotel.id}`, `/hi/tour/${tour.id}`, `/hi/blog/${blog.id}`);
}, 240_000);
afterAll(() => t?.close());

/** What a reader meets on the page: its text and its labels, without scripts, styles and the head. */
function readable(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const withoutCode = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ');
  const labels = [...withoutCode.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = withoutCode.replace(/<[^>]*>/g, ' ');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return [title, text, ...labels].join(' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
}

const englishWords = (text: string) => [...new Set(text.match(/[A-Za-z][A-Za-z'²-]+/g) ?? [])].filter((w) => !allowed.has(w.toLowerCase()));

describe('Hindi pages', () => {
  it('show no untranslated English', async () => {
    const found: { address: string; english: string[] }[] = [];
    for (const address of pages) {
      const res = await t.app.inject({ url: address });
      expect([address, res.statusCode]).toEqual([address, 200]);
      expect(res.body, address).toMatch(/^<!doctype html>\s*<html lang="hi-IN"/);
      found.push({ address, english: englishWords(readable(res.body)) });
    }
    expect(found.filter((page) => page.english.length > 0)).toEqual([]);
  });

  it('the same pages in English are in English (the check reads the words a reader sees)', async () => {
    const res = await t.app.inject({ url: '/hotels?location=Goa' });
    expect(englishWords(readable(res.body))).toEqual(expect.arrayContaining(['Filters', 'Search', 'Location']));
  });
});
