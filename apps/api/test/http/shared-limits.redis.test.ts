// Two API processes sharing one Redis share their rate limits (per address and per account), sign-in
// throttling, and the hourly limits on registrations and posts.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTING_LIMITS, REGISTRATION_LIMIT, SIGN_IN_LIMITS } from '../../src/modules/auth/attempt-throttle.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { closeAll, createTestApp, DEFAULT_PASSWORD, signedInAs, twoProcesses, type TestApp } from '../helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL!;
const PER_ACCOUNT = 4;
let a: TestApp;
let b: TestApp;
/** the same database without tight limits, where accounts register and sign in */
let unlimited: TestApp;
beforeAll(async () => {
  a = await createTestApp({ redisUrl, rateLimitPerMinute: 6, rateLimitPerAccountPerMinute: PER_ACCOUNT });
  b = await createTestApp({ redisUrl, rateLimitPerMinute: 6, rateLimitPerAccountPerMinute: PER_ACCOUNT, sameDatabaseAs: a });
  unlimited = await createTestApp({ sameDatabaseAs: a });
});
afterAll(() => closeAll(a, b, unlimited));

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;

describe('with REDIS_URL', () => {
  it('counts requests from one address across both processes', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await app.inject({ url: '/api/tour', remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const other = await a.app.inject({ url: '/api/tour', remoteAddress: randomIp() });
    expect(other.statusCode).toBe(200);
  });

  it('counts calls of one signed-in account across both processes, whatever the address', async () => {
    const me = await signedInAs(unlimited);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ACCOUNT; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await app.inject({ url: '/api/users/profile', headers: me.headers, remoteAddress: randomIp() })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(200), 429]);
    const other = await signedInAs(unlimited);
    expect((await b.app.inject({ url: '/api/users/profile', headers: other.headers })).statusCode).toBe(200);
  });

  it('throttles failed sign-ins for one email across both processes', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.account.max; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/auth',
        payload: { email, password: 'wrong-pass' },
        remoteAddress: randomIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.account.max);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with REDIS_URL, the hourly limits', () => {
  let p: [TestApp, TestApp];
  beforeAll(async () => {
    p = await twoProcesses({ redisUrl, postingLimits: POSTING_LIMITS });
  });
  afterAll(() => closeAll(...p));

  it('count registrations from one address across both processes', async () => {
    const ip = randomIp();
    const tag = randomBytes(4).toString('hex');
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATION_LIMIT.max; i++) {
      const res = await p[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: ip,
        payload: { firstName: 'Spam', email: `spam-${tag}-${i}@example.test`, password: DEFAULT_PASSWORD },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(REGISTRATION_LIMIT.max).fill(201), 429]);
  });

  it("count one account's enquiries across both processes", async () => {
    const me = await signedInAs(p[0]);
    const listingId = (await insertHotel(p[0].db)).id;
    const statuses: number[] = [];
    for (let i = 0; i <= POSTING_LIMITS.enquiry.account.max; i++) {
      const res = await p[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: me.headers,
        remoteAddress: randomIp(),
        payload: { kind: 'hotel', listingId, message: 'Is there parking?' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(POSTING_LIMITS.enquiry.account.max).fill(201), 429]);
  });
});
