// CSRF defence (issue 9, hole 7): a multipart form is accepted only by the route whose endpoint row
// declares one (the upload), and a browser's Sec-Fetch-Site refuses a cross-site request as Origin does.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@raahi/contract/api-table';
import { closeAll, createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let partner: TestApp;
let staff: { headers: { cookie: string } };
beforeAll(async () => {
  t = await createTestApp();
  partner = await createTestApp({ allowedOrigins: ['https://partner.example'], sameDatabaseAs: t });
  staff = await signedInAs(t, 'content');
});
afterAll(() => closeAll(t, partner));

function form(fields: Record<string, string | { filename: string; type: string; data: Buffer }>) {
  const boundary = `----raahi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const file = typeof value === 'string' ? undefined : value;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file.filename}"\r\nContent-Type: ${file.type}` : ''}\r\n\r\n`,
      ),
      file ? file.data : Buffer.from(value as string),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('multipart forms', () => {
  it('the upload row is the only one that declares a multipart body', () => {
    expect(ENDPOINTS.filter((e) => e.multipart).map((e) => `${e.method} ${e.path}`)).toEqual(['POST /api/upload']);
  });

  it('are refused with 415 by every other state-changing route, before anything happens (a cookie plus -F x=1)', async () => {
    const me = await signedInAs(t, 'user');
    const body = form({ x: '1' });
    for (const [method, url] of [
      ['POST', '/api/users/logout'],
      ['PUT', '/api/users/profile'],
      ['POST', '/api/users/password'],
      ['POST', '/api/admin/tour/category'],
      ['POST', `/api/bookings/00000000-0000-4000-8000-000000000000/cancel`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...me.headers } });
      expect(res.statusCode, `${method} ${url}`).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    }
    // still signed in: the multipart logout did nothing
    expect((await t.app.inject({ url: '/api/users/profile', headers: me.headers })).statusCode).toBe(200);
  });

  it('still work on the upload route', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const body = form({ image: { filename: 'p.png', type: 'image/png', data: png } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...staff.headers },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('Sec-Fetch-Site', () => {
  const logout = (app: TestApp, headers: Record<string, string>) => app.app.inject({ method: 'POST', url: '/api/users/logout', headers });

  it('refuses a cross-site or same-site (a sibling subdomain) request with 403, even without an Origin header', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await logout(t, { 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused.', code: 'cross_site' });
    }
  });

  it('lets same-origin requests and clients that send no fetch metadata through', async () => {
    expect((await logout(t, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await logout(t, {})).statusCode).toBe(200);
  });

  it('lets a cross-site request through from an origin that ALLOWED_ORIGINS names, and only then', async () => {
    expect((await logout(partner, { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' })).statusCode).toBe(200);
    expect((await logout(partner, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logout(partner, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('leaves reads alone (a link from another site opens a page)', async () => {
    expect((await t.app.inject({ url: '/api/tour', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
  });
});
