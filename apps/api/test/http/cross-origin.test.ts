// Issue 10: a browser app on another origin (ALLOWED_ORIGINS) can call the API with credentials; any
// other origin gets no CORS header and still cannot change state.
import { ENDPOINTS } from '@raahi/contract/api-table';
import { fillPath } from '@raahi/contract/endpoint';
import { isSharedRead } from '@raahi/contract/rules/access';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlog } from '../helpers/content-fixtures.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { sampleParams } from '../helpers/schema-fields.ts';
import { closeAll, createTestApp, DEFAULT_PASSWORD, signedInAs, type TestApp } from '../helpers/test-app.ts';

const PARTNER = 'https://app.partner.example';
const FOREIGN = 'https://evil.example';

let t: TestApp;
let crossSite: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: [PARTNER] });
  // a web app on another site: SameSite=None cookies, which config.ts allows only in production
  crossSite = await createTestApp({ allowedOrigins: [PARTNER], production: true, cookieSameSite: 'none', sameDatabaseAs: t });
});
afterAll(() => closeAll(t, crossSite));

const corsHeaders = (res: LightMyRequestResponse) => Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
const list = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase());

const preflight = (origin: string, method: string, headers: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/booking/create',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('preflight', () => {
  it('answers an allowed origin 204 with the methods and headers the API takes, credentials allowed', async () => {
    const res = await preflight(PARTNER, 'POST', 'content-type,idempotency-key');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(list(res.headers['access-control-allow-methods'])).toEqual(expect.arrayContaining(['get', 'post', 'put', 'delete']));
    expect(list(res.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(['content-type', 'idempotency-key']));
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('gives a foreign origin no CORS header at all', async () => {
    const res = await preflight(FOREIGN, 'POST', 'content-type');
    expect(res.statusCode).toBe(404);
    expect(corsHeaders(res)).toEqual([]);
  });
});

describe('cross-origin calls', () => {
  it('let an allowed origin read a list, its total included', async () => {
    const res = await t.app.inject({ url: '/api/hotel', headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(list(res.headers['access-control-expose-headers'])).toContain('x-total-count');
  });

  it('give a foreign origin, and a same-origin call, no CORS header (its page cannot read the answer)', async () => {
    for (const headers of [{ origin: FOREIGN }, {}]) {
      const res = await t.app.inject({ url: '/api/hotel', headers });
      expect(res.statusCode).toBe(200);
      expect(corsHeaders(res), JSON.stringify(headers)).toEqual([]);
    }
  });

  it('let an allowed origin sign in with credentials and use the session, as a browser app on another host does', async () => {
    const me = await signedInAs(t, 'user');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      payload: { email: me.email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['access-control-allow-origin']).toBe(PARTNER);
    const session = signIn.cookies.find((c) => c.name === 'raahi_session')!;
    expect(session.sameSite).toBe('Lax');
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { origin: PARTNER, cookie: `raahi_session=${session.value}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(me.email);
    expect(profile.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('do not let a foreign origin change state, with or without fetch metadata; an error to an allowed origin is readable', async () => {
    const me = await signedInAs(t, 'user');
    for (const extra of [{}, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { ...me.headers, origin: FOREIGN, ...extra } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cross_site');
      expect(corsHeaders(res)).toEqual([]);
    }
    expect((await t.app.inject({ url: '/api/users/profile', headers: me.headers })).statusCode).toBe(200);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/booking/create',
      headers: { ...me.headers, origin: PARTNER },
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});

describe('cacheable catalogue answers', () => {
  it('say in Vary that they depend on Origin and Accept-Encoding, with and without an allowed origin, fresh and kept', async () => {
    // one item of each kind, so every detail row answers (and is kept) too
    const ids: Record<string, string> = {
      hotel: (await insertHotel(t.db, { name: 'Vary Haveli' })).id,
      cab: (await insertCab(t.db)).id,
      tour: (await insertTour(t.db)).id,
      blog: (await insertBlog(t.db)).id,
    };
    // /api/<kind>/:id… names the item of that kind
    const urls = ENDPOINTS.filter(isSharedRead).map((row) => {
      const id = ids[row.path.split('/')[2] ?? ''];
      const params = Object.entries(sampleParams(row.params)).map(([name, sample]) => [name, id && /^id$|Id$/.test(name) ? id : sample]);
      return fillPath(row.path, Object.fromEntries(params));
    });
    const checked: string[] = [];
    const failures: string[] = [];
    for (const url of urls) {
      // the second round is served from the cache; a conditional request is answered 304 from it
      for (const origin of [undefined, PARTNER, undefined, PARTNER]) {
        const res = await t.app.inject({ url, headers: origin ? { origin } : {} });
        const revalidated = await t.app.inject({ url, headers: { ...(origin && { origin }), 'if-none-match': String(res.headers.etag) } });
        for (const answer of [res, revalidated]) {
          if (!String(answer.headers['cache-control'] ?? '').includes('public')) continue;
          checked.push(url);
          const vary = list(answer.headers.vary);
          if (!vary.includes('origin') || !vary.includes('accept-encoding'))
            failures.push(`${url} (${origin ?? 'same origin'}) → ${answer.statusCode} Vary: ${answer.headers.vary}`);
          if (origin && answer.headers['access-control-allow-origin'] !== PARTNER)
            failures.push(`${url} (${origin}) without its CORS header`);
        }
      }
    }
    expect(failures).toEqual([]);
    const paths = ['/api/hotel', '/api/tour', '/api/cab', '/api/blog'];
    expect([...new Set(checked)]).toEqual(expect.arrayContaining([...paths, ...paths.map((p) => `${p}/${ids[p.slice(5)]}`)]));
  });
});

describe('COOKIE_SAME_SITE=none (a web app on another site)', () => {
  it('sets the session and device cookies SameSite=None and Secure, and clears the session the same way', async () => {
    const me = await signedInAs(t, 'user');
    const signIn = await crossSite.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      headers: { origin: PARTNER },
      payload: { email: me.email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const byName = Object.fromEntries(signIn.cookies.map((c) => [c.name, c]));
    for (const name of ['__Host-raahi_session', '__Host-raahi_device']) {
      expect(byName[name], name).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true, path: '/' });
    }
    const logout = await crossSite.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { origin: PARTNER, cookie: `__Host-raahi_session=${byName['__Host-raahi_session']!.value}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === '__Host-raahi_session')).toMatchObject({ value: '', sameSite: 'None', secure: true });
  });
});
