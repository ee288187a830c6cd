// Every public page in both languages (decision 0057), as a crawler reads it: <html lang>, a canonical of
// its own in its language (a search keeps its query), and hreflang alternates for hi, en and x-default.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TEXTS } from '@raahi/contract/rules/privacy-notice';
import { insertBlog } from '../helpers/content-fixtures.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const O = 'https://raahi.test';
let t: TestApp;
const pages: string[] = [
  '/',
  '/tour',
  '/hotel',
  '/hotels?location=Goa',
  '/cab',
  '/blog',
  '/help',
  '/privacy',
  '/hotel/resorts/1',
  '/tour/beach/all',
];

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist'), publicOrigin: O });
  const hotel = await insertHotel(t.db, { name: 'Haveli in Two Tongues', location: 'Goa' });
  const tour = await insertTour(t.db, { name: 'Beach Trail Bilingual', type: 'beach' });
  const post = await insertBlog(t.db, { title: 'Notes in Two Languages' });
  pages.push(`/hotel/${hotel.id}`, `/tour/${tour.id}`, `/blog/${post.id}`);
}, 240_000);
afterAll(() => t?.close());

const hindi = (p: string) => (p === '/' ? '/hi/' : `/hi${p}`);
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const links = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link [^>]*>/g)].map((m) => m[0]);
const amp = (s: string) => s.replaceAll('&', '&amp;');

describe('public pages in English and in Hindi', () => {
  it('name their language, their own canonical and each other', async () => {
    for (const english of pages)
      for (const [address, lang] of [
        [english, 'en-IN'],
        [hindi(english), 'hi-IN'],
      ] as const) {
        const res = await t.app.inject({ url: address, headers: { 'accept-language': 'en' } });
        expect([address, res.statusCode]).toEqual([address, 200]);
        expect(res.body, address).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}"`));
        const head = links(res.body);
        const canonical = head.filter((l) => attr(l, 'rel') === 'canonical');
        expect(
          canonical.map((l) => attr(l, 'href')),
          address,
        ).toEqual([amp(O + address)]);
        const alternates = Object.fromEntries(
          head.filter((l) => attr(l, 'rel') === 'alternate').map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
        );
        expect(alternates, address).toEqual({ en: amp(O + english), hi: amp(O + hindi(english)), 'x-default': amp(O + english) });
      }
  });

  it('serve the privacy notice of their language: /hi/privacy the Hindi text, whatever the browser prefers', async () => {
    for (const [address, language] of [
      ['/privacy', 'en'],
      ['/hi/privacy', 'hi'],
    ] as const) {
      const res = await t.app.inject({ url: address, headers: { 'accept-language': language === 'hi' ? 'en' : 'hi' } });
      expect(res.statusCode, address).toBe(200);
      for (const item of NOTICE_TEXTS[language].items) expect(res.body, address).toContain(amp(item.data));
    }
  });
});
