// Share previews (decision 0027): every stored picture has a 1200×630 JPEG, <uuid>-og.jpg, served like its
// WebP siblings; pictures stored before previews existed get theirs made the first time it is asked for.
import fs from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE, shareImagePath } from '@raahi/contract/renditions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPicture } from '../helpers/pictures.ts';
import { createTestApp, UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const upload = async (width: number, height: number) => (await uploadPicture(t, width, height)).json().imagePath as string;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const fileOf = (url: string) => path.join(t.uploadsDir, path.basename(url));

describe('share-preview pictures', () => {
  it('are stored with every upload as a 1200×630 JPEG, the picture filling it, and served as immutable', async () => {
    for (const [w, h] of [
      [2000, 600],
      [500, 900],
    ] as const) {
      const og = shareImagePath(await upload(w, h));
      expect(og).toMatch(/^\/uploads\/[0-9a-f-]{36}-og\.jpg$/);
      const meta = await sharp(fileOf(og)).metadata();
      expect([meta.format, meta.width, meta.height], `${w}×${h}`).toEqual(['jpeg', SHARE_IMAGE.width, SHARE_IMAGE.height]);
      expect(meta.exif).toBeUndefined();
      const res = await get(og);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(res.rawPayload.equals(fs.readFileSync(fileOf(og)))).toBe(true);
    }
  });

  it('is made from the stored picture when an older one has none, kept, and then served from storage', async () => {
    const og = shareImagePath(await upload(900, 600));
    fs.rmSync(fileOf(og));
    const [first, second] = await Promise.all([get(og), get(og)]);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    }
    expect(fs.existsSync(fileOf(og))).toBe(true);
    const again = await get(og);
    expect(again.rawPayload.equals(fs.readFileSync(fileOf(og)))).toBe(true);
  });

  it('answers 404 when there is no picture to make one from, and never for a name that is not a preview', async () => {
    for (const url of [`/uploads/${UNKNOWN_ID}-og.jpg`, `/uploads/${UNKNOWN_ID}-og.webp`, `/uploads/${UNKNOWN_ID}.jpg`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.', code: 'not_found' });
    }
    expect(fs.existsSync(fileOf(`/uploads/${UNKNOWN_ID}-og.jpg`))).toBe(false);
  });

  it('leaves paths that are not stored pictures as they are (outside images keep their own URL)', () => {
    expect(shareImagePath('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(shareImagePath('/uploads/not-a-uuid.webp')).toBe('/uploads/not-a-uuid.webp');
  });
});
