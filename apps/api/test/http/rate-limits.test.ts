// Rate limits that fit India's networks: anonymous calls per address, signed-in calls per account, and only
// calls of the API's table count (never static files, pictures, the page shell or health checks).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../src/plugins/rate-limits.ts';
import { closeAll, createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const PER_ADDRESS = 5;
const PER_ACCOUNT = 4;
let t: TestApp;
/** the same database without tight limits, where the accounts register and sign in */
let unlimited: TestApp;
beforeAll(async () => {
  unlimited = await createTestApp();
  t = await createTestApp({ rateLimitPerMinute: PER_ADDRESS, rateLimitPerAccountPerMinute: PER_ACCOUNT, sameDatabaseAs: unlimited });
});
afterAll(() => closeAll(unlimited, t));

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
const get = (url: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({ url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) }).then((r) => r.statusCode);

async function exhaust(ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= PER_ADDRESS; i++) statuses.push(await get('/api/tour', ip));
  expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(200), 429]);
}

describe('rate limits', () => {
  it('limits anonymous calls per address, each address on its own', async () => {
    const ip = randomIp();
    await exhaust(ip);
    expect(await get('/api/hotel', ip)).toBe(429);
    expect(await get('/api/tour', randomIp())).toBe(200);
  });

  it('does not count a signed-in account against its address: a town behind one address keeps its accounts working', async () => {
    const { cookie } = await signedInAs(unlimited);
    const ip = randomIp();
    await exhaust(ip);
    expect(await get('/api/users/profile', ip, cookie)).toBe(200);
  });

  it('limits a signed-in account per account, from whichever address it calls', async () => {
    const me = await signedInAs(unlimited);
    const other = await signedInAs(unlimited);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ACCOUNT; i++) statuses.push(await get('/api/users/profile', randomIp(), me.cookie));
    expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(200), 429]);
    expect(await get('/api/users/profile', randomIp(), other.cookie)).toBe(200);
  });

  it('counts public reads per address only, session or not (they never look the session up)', async () => {
    const { cookie } = await signedInAs(unlimited);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) statuses.push(await get('/api/tour', ip, cookie));
    // more than the account's limit passed: the account was not counted; the address was
    expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(200), 429]);
    expect(await get('/api/users/profile', randomIp(), cookie)).toBe(200);
  });

  it('never counts pictures, static files, the page shell or health checks, and they still answer once the address is limited', async () => {
    fs.writeFileSync(path.join(t.uploadsDir, 'limits.webp'), Buffer.from('RIFF0000WEBP'));
    const ip = randomIp();
    const before: number[] = [];
    for (let i = 0; i < 3 * PER_ADDRESS; i++) before.push(await get('/uploads/limits.webp', ip));
    expect(new Set(before)).toEqual(new Set([200]));
    await exhaust(ip);
    expect(await get('/uploads/limits.webp', ip)).toBe(200);
    expect(await get('/healthz', ip)).toBe(200);
    expect(await get('/assets/missing.js', ip)).toBe(404);
  });
});

describe('the key of an address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2401:4900:1c2a:77e1:a1b2:c3d4:e5f6:1234', '2401:4900:1c2a:77e1::/64'],
    ['2401:4900:1c2a:77e1::9', '2401:4900:1c2a:77e1::/64'],
    ['2401:4900::1', '2401:4900:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s (an IPv6 subscriber gets a /64)', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
