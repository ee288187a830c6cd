// TRUST_PROXY (issue 9, hole 2): X-Forwarded-For, -Host and -Proto are believed only from the proxies it
// names. Unset, a client cannot pick its own address (to escape the per-address limit) or its own host
// (to pass the Origin check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, createTestApp, type TestApp } from '../helpers/test-app.ts';

const LIMIT = 5;
let direct: TestApp;
let behindProxy: TestApp;
let byHops: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ rateLimitPerMinute: LIMIT });
  behindProxy = await createTestApp({ rateLimitPerMinute: LIMIT, trustProxy: ['127.0.0.1', '10.0.0.0/8'], sameDatabaseAs: direct });
  byHops = await createTestApp({ rateLimitPerMinute: LIMIT, trustProxy: 1, sameDatabaseAs: direct });
});
afterAll(() => closeAll(direct, behindProxy, byHops));

/** Requests from one connecting address, each claiming another client address. */
async function rotating(t: TestApp, from: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({ url: '/api/tour', remoteAddress: from, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the client address', () => {
  it('unset: a rotating X-Forwarded-For does not escape the per-address limit', async () => {
    const statuses = await rotating(direct, '198.51.100.10', LIMIT + 3);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  it('a trusted proxy (by address or CIDR) is believed: each forwarded client has its own budget', async () => {
    expect((await rotating(behindProxy, '10.1.2.3', LIMIT + 3)).every((s) => s === 200)).toBe(true);
    // the same header from an address that is not a trusted proxy is ignored
    const statuses = await rotating(behindProxy, '198.51.100.11', LIMIT + 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a hop count trusts the nearest proxy: the client is the address it forwarded', async () => {
    expect((await rotating(byHops, '10.9.9.8', LIMIT + 3)).every((s) => s === 200)).toBe(true);
  });
});

describe('the Origin check and X-Forwarded-Host', () => {
  const forgedHost = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const logout = (t: TestApp, from: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/logout', remoteAddress: from, headers: { host: 'raahi.test', ...forgedHost } });

  it('unset: a request cannot make its Origin "ours" by sending X-Forwarded-Host', async () => {
    const res = await logout(direct, '198.51.100.20');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused.', code: 'cross_site' });
  });

  it('from a trusted proxy, the forwarded host and protocol are the origin the browser saw', async () => {
    expect((await logout(behindProxy, '127.0.0.1')).statusCode).toBe(200);
    expect((await logout(behindProxy, '198.51.100.21')).statusCode).toBe(403);
  });
});
