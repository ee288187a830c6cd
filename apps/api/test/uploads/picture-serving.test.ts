// GET /uploads/<name>: read by name from storage (never from a listing), cached forever by browsers and
// CDNs, revalidated with ETag/304, and embeddable by other origins (pictures only).
import fs from 'node:fs';
import path from 'node:path';
import { renditionPath } from '@raahi/contract/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPicture } from '../helpers/pictures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let imagePath: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 5 });
  const res = await uploadPicture(t, 700, 400);
  imagePath = (res.json() as { imagePath: string }).imagePath;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving pictures', () => {
  it('answers the stored bytes with immutable caching, an ETag and a cross-origin resource policy', async () => {
    const res = await get(imagePath);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(t.uploadsDir, path.basename(imagePath))))).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(res.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const other = await get(renditionPath(imagePath, 320));
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers 304 with no body to a revalidation with its ETag, in any of the forms a client sends', async () => {
    const { etag } = (await get(imagePath)).headers as { etag: string };
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(imagePath, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    }
    expect((await get(imagePath, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: imagePath });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves a picture another process wrote into the folder after this one started (no listing kept)', async () => {
    const name = `${crypto.randomUUID()}.webp`;
    fs.copyFileSync(path.join(t.uploadsDir, path.basename(imagePath)), path.join(t.uploadsDir, name));
    expect((await get(`/uploads/${name}`)).statusCode).toBe(200);
  });

  it('answers JSON 404 for unknown names, folders and paths that leave the folder', async () => {
    fs.writeFileSync(path.join(path.dirname(t.uploadsDir), 'outside.webp'), 'x');
    for (const url of [
      '/uploads/none.webp',
      '/uploads/',
      '/uploads/..%2Foutside.webp',
      '/uploads/%2e%2e/outside.webp',
      '/uploads/.hidden.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.', code: 'not_found' });
      expect(res.headers['cross-origin-resource-policy'], url).not.toBe('cross-origin');
    }
  });

  it('keeps same-origin resource policy for everything that is not a picture', async () => {
    const res = await get('/api/hotel');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
