// Why a room cannot be sold, on the server's hotel page in each language (issue 28): the rooms answer is
// cached per address, so the page words its codes itself; a Hindi page never shows the English reason.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
let stay: string;
let closed: string;
let arrival: string;
let shortStay: string;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist') });
  const admin = await signedInAs(t, 'admin');
  const { id } = await insertHotel(t.db, { name: 'Haveli of Reasons', rooms: 2 });
  const [roomType] = (await call(t, admin, 'GET', `/api/hotels/${id}/room-types`)).json();
  const checkin = addDays(todayInIndia(), 30);
  closed = addDays(checkin, 1);
  arrival = addDays(checkin, 5);
  const res = await call(t, admin, 'PATCH', `/api/hotels/${id}/calendar`, {
    changes: [
      { from: closed, to: closed, roomTypeIds: [roomType._id], set: { closed: true } },
      { from: arrival, to: arrival, roomTypeIds: [roomType._id], set: { minStay: 3 } },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  stay = `/hotel/${id}?checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
  shortStay = `/hotel/${id}?checkin=${arrival}&checkout=${addDays(arrival, 1)}`;
}, 240_000);
afterAll(() => t?.close());

const reasons = async (url: string) => {
  const html = (await t.app.inject({ url })).body;
  return [...html.matchAll(/data-testid="plan-reason"[^>]*>([^<]*)</g)].map((m) => m[1]);
};

describe("a room's refusal on the hotel page", () => {
  it('is said in the page’s language, the Hindi page after the English one at the same stay', async () => {
    expect(await reasons(stay)).toEqual([`Closed on ${calendarDay(closed, 'en', { year: false })}`]);
    expect(await reasons(`/hi${stay}`)).toEqual([`${calendarDay(closed, 'hi', { year: false })} को बंद`]);
    expect(await reasons(`/hi${shortStay}`)).toEqual([`${calendarDay(arrival, 'hi', { year: false })} को आने पर कम से कम 3 रातें ठहरना होगा`]);
  });
});
