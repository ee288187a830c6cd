// The cancellation terms of a stay on the server-rendered pages of a Hindi reader (issue 32): the review page
// and the hotel page word the plan's policy in the page's language, whichever language asked for the same
// rooms first (the rooms answer is kept per address for everyone).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { cancellationTerms, DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
let hotelId: string;
const checkin = addDays(todayInIndia(), 20);
const stay = `checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2`;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist') });
  ({ id: hotelId } = await insertHotel(t.db, { name: 'Haveli of Terms', rooms: 2 }));
}, 240_000);
afterAll(() => t?.close());

/** The terms of the hotel's default policy for this stay, as a reader of `language` is told them. */
const expected = (language: 'en' | 'hi') => {
  const words = wordsIn(language);
  const start = bookingStart({ kind: 'hotel', checkInDate: checkin });
  return {
    lines: cancellationTerms(DEFAULT_POLICIES.hotel, start, new Date(), words),
    policy: describePolicy(DEFAULT_POLICIES.hotel, 'hotel', words),
  };
};
/** The server-rendered text of a page, tags taken out. */
const textOf = async (url: string) => {
  const res = await t.app.inject({ url });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.body.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, '\n');
};

describe('cancellation terms on the server-rendered pages', () => {
  it('the Hindi review page states them in Hindi, after an English reader asked for the same rooms', async () => {
    const english = await textOf(`/hotel/booking/${hotelId}?${stay}`);
    expect(english).toContain(expected('en').lines[0]);
    expect(english).toContain(expected('en').policy);

    const hindi = await textOf(`/hi/hotel/booking/${hotelId}?${stay}`);
    const { lines, policy } = expected('hi');
    expect(lines[0]).toMatch(/तक रद्द करना मुफ़्त$/);
    for (const line of lines) expect(hindi).toContain(line);
    expect(hindi).toContain(policy);
    expect(hindi).not.toMatch(/Free cancellation|first night is charged/);
  });

  it("the Hindi hotel page's rooms state them in Hindi too, and the English page stays English", async () => {
    const hindi = await textOf(`/hi/hotel/${hotelId}?${stay}`);
    expect(hindi).toContain(expected('hi').lines[0]);
    expect(hindi).not.toMatch(/Free cancellation|first night is charged/);
    const english = await textOf(`/hotel/${hotelId}?${stay}`);
    expect(english).toContain(expected('en').lines[0]);
    expect(english).not.toContain(expected('hi').lines[0]);
  });
});
