// The one process also serves the built web app: files, client routes, cache headers, rebuilds.
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-dist-'));
let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html>first build</html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/hotels?location=goa', '/tour/abc', '/admin/hotel/allhotel', '/bookings', '/bookings/abc/confirm']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('first build');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the page shell compressed (made once per build), with an ETag that answers 304', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const url of ['/', '/hotels/some-hotel']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
      const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
      expect(br.headers.vary).toMatch(/accept-encoding/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': br.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and answers missing files and API paths with a JSON 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/app-0.js', '/api/nothing-here', '/uploads/none.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('sends pre-compressed assets and compresses large API answers', async () => {
    const big = 'console.log("raahi");\n'.repeat(500);
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js'), big);
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), zlib.brotliCompressSync(big));
    const asset = await t.app.inject({ url: '/assets/big-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(big);
    const plain = await t.app.inject({ url: '/assets/big-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('serves a rebuilt web app without a restart', async () => {
    fs.rmSync(path.join(dist, 'assets', 'app-1.js'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    fs.writeFileSync(path.join(dist, 'index.html'), '<html>second build</html>');
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, 'index.html'), future, future);
    expect((await t.app.inject({ url: '/assets/app-2.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/tour' })).body).toContain('second build');
  });
});
