// The cab search page in Hindi (decision 0057), as the server renders it: the form, the trip kinds, the results
// and each cab card in the page's language, the priced trip's facts included; the same page in English stays English.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeById } from '../../src/modules/places/places.ts';
import { insertCab } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist') });
  const delhi = placeById('delhi')!;
  await insertCab(t.db, { model: 'Dilli Dzire', seats: 4, baseCity: delhi.id, baseLat: delhi.lat, baseLng: delhi.lng });
}, 240_000);
afterAll(() => t?.close());

const trip = `sourceLocation=Delhi&destLocation=Jaipur&date=${addDays(todayInIndia(), 3)}&hours=9&minutes=0`;
const page = async (address: string) => {
  const res = await t.app.inject({ url: address, headers: { 'accept-language': 'en' } });
  expect([address, res.statusCode]).toEqual([address, 200]);
  return res.body;
};

describe('the cab search page', () => {
  it('reads in Hindi under /hi/: form, trip kinds, results and the priced card', async () => {
    const html = await page(`/hi/c?${trip}`);
    expect(html).toContain('Dilli Dzire');
    for (const words of [
      'आउटस्टेशन कैब',
      'कैब खोजें',
      'एक तरफ़',
      'आना-जाना',
      'कहाँ से',
      '1 कैब उपलब्ध',
      '4 सीटें',
      'किमी शामिल',
      'अभी बुक करें',
      'इस यात्रा का कुल किराया',
    ])
      expect(html, words).toContain(words);
    for (const words of ['BOOK NOW', 'Outstation cabs', 'km included', 'One way', 'From Location'])
      expect(html, words).not.toContain(words);
  });

  it('stays in English without /hi/', async () => {
    const html = await page(`/c?${trip}`);
    for (const words of ['Outstation cabs', 'BOOK NOW', 'One way', '1 cab available', 'km included']) expect(html, words).toContain(words);
    expect(html).not.toContain('अभी बुक करें');
  });
});
