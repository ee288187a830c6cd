// Sign-in throttling shared through Redis: two API processes on one database and one Redis count
// attempts atomically in one place, so parallel guesses spread over both never get past the limit.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../src/modules/auth/attempt-throttle.ts';
import { closeAll, DEFAULT_PASSWORD, signedInAs, twoProcesses, type TestApp } from '../helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL!;
let a: TestApp, b: TestApp;
beforeAll(async () => {
  [a, b] = await twoProcesses({ redisUrl });
});
afterAll(() => closeAll(a, b));

// documentation range (RFC 5737): never a real client
const testAddress = () => `203.0.113.${randomBytes(1)[0]! % 250}`;
const attempt = (t: TestApp, email: string, password: string, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password }, remoteAddress: from });

describe('with REDIS_URL', () => {
  it('200 simultaneous wrong passwords for one account from one address, spread over two processes: as many 401s as the limit', async () => {
    const me = await signedInAs(a, 'user');
    const from = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => attempt(i % 2 ? a : b, me.email, `guess-${i}-wrong`, from)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.pair.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - SIGN_IN_LIMITS.pair.max);
  });

  it('guesses through one process count in the other; a device known to the account gets in through either', async () => {
    const [p, q] = await twoProcesses({ redisUrl });
    try {
      const me = await signedInAs(p, 'user');
      const laptop = await attempt(p, me.email, DEFAULT_PASSWORD, testAddress());
      const device = laptop.cookies.find((c) => c.name === 'raahi_device')!;
      for (let i = 0; i < SIGN_IN_LIMITS.account.max + 1; i++) await attempt(q, me.email, `guess-${i}-wrong`, testAddress());
      expect((await attempt(p, me.email, DEFAULT_PASSWORD, testAddress())).statusCode).toBe(429);
      const owner = await q.app.inject({
        method: 'POST',
        url: '/api/users/auth',
        payload: { email: me.email, password: DEFAULT_PASSWORD },
        remoteAddress: testAddress(),
        headers: { cookie: `${device.name}=${device.value}` },
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await closeAll(p, q);
    }
  });
});
