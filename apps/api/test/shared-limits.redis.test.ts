// Two API processes sharing one Redis share their rate limits and sign-in throttling.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/modules/auth/attempt-throttle.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL!;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ redisUrl, rateLimitPerMinute: 6 });
  b = await createTestApp({ redisUrl, rateLimitPerMinute: 6 });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

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
