// Issue 9, the small ones: personal answers are never cached, HSTS only in production, the API docs can
// be switched off, and Fastify's own errors answer in the project's shape.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS } from '@raahi/contract/api-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../src/http/route.ts';
import { closeAll, createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let production: TestApp;
let noDocs: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ production: true, sameDatabaseAs: t });
  noDocs = await createTestApp({ apiDocs: false, sameDatabaseAs: t });
});
afterAll(() => closeAll(t, production, noDocs));

describe('Cache-Control', () => {
  it('is no-store on every answer about the caller: the profile, an admin list, an error from such a row', async () => {
    const me = await signedInAs(t, 'user');
    const admin = await signedInAs(t, 'admin');
    const answers = [
      await t.app.inject({ url: '/api/users/profile', headers: me.headers }),
      await t.app.inject({ url: '/api/admin/user/alluser', headers: admin.headers }),
      await t.app.inject({ url: '/api/users/profile' }),
      await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email: 'x@example.test', password: 'not-it-at-all' } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 401]);
    for (const r of answers) expect(r.headers['cache-control'], r.body.slice(0, 80)).toBe('no-store');
  });

  it('is decided once from the row: every call that needs a sign-in, every action and every answer that differs for members answers no-store; public reads do not', async () => {
    for (const e of ENDPOINTS) {
      const url = e.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: e.method, url, ...(e.method === 'GET' ? {} : { payload: {} }) });
      // members-only deals make the offers list an answer per caller
      const personal = e.access.who !== 'anyone' || e.method !== 'GET' || 'members' in e.access;
      const label = `${e.method} ${e.path} → ${res.statusCode}`;
      // a public read's answer is cached for everyone (catalogue-cache.test.ts); its errors are not
      const cacheControl = res.headers['cache-control'];
      if (personal) expect(cacheControl, label).toBe('no-store');
      else if (res.statusCode === 200) expect(cacheControl, label).toMatch(/^public, /);
      else expect(cacheControl, label).toBeUndefined();
      expect(cacheControlFor(e)).toBe(personal ? 'no-store' : undefined);
    }
  });
});

describe('HSTS', () => {
  it('is sent only in production', async () => {
    expect((await t.app.inject({ url: '/api/tour' })).headers['strict-transport-security']).toBeUndefined();
    expect((await production.app.inject({ url: '/api/tour' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('API documentation', () => {
  it('is served at /api/docs by default and not at all with API_DOCS=false', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await noDocs.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });
});

describe("Fastify's own errors", () => {
  it('a malformed URL or a bad percent-encoding is a 400 in the project shape that does not echo the URL', async () => {
    for (const url of ['/api/%zz', '/api/users/%E0%A4', '/%', '/api/tour/%ZZ?x=<script>']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'That address is not valid.', code: 'bad_url' });
    }
  });

  it('an over-long path parameter is a 414 in the project shape', async () => {
    const res = await t.app.inject({ url: `/api/admin/user/${'x'.repeat(2000)}`, method: 'DELETE' });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'That address is too long.', code: 'uri_too_long' });
  });

  it('an unknown method is a 404 in the project shape', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/profile' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer (the server closes the connection after a client error). */
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (d) => (answer += d));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.setTimeout(5000, () => socket.destroy());
      });

    it.each([
      ['a method HTTP does not know', 'BREW /api/tour HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      ['a broken request line', 'GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n'],
      ['a broken header', 'GET /api/tour HTTP/1.1\r\nHost localhost\r\n\r\n'],
    ])('%s is a 400 in the project shape', async (_label, request) => {
      const answer = await raw(request);
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({ message: 'The request could not be read.', code: 'bad_request' });
    });
  });
});
