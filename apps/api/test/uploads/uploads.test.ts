import fs from 'node:fs';
import path from 'node:path';
import { renditionPath } from '@raahi/contract/upload';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, type Role } from '../../src/db/schema.ts';
import { multipart, pictureBytes as picture } from '../helpers/pictures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: { headers: { cookie: string }; id: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, 'content');
});
afterAll(() => t?.close());

const upload = (data: Buffer | string, opts: { cookie?: string; type?: string; field?: string; filename?: string } = {}) => {
  const body = multipart([{ field: opts.field ?? 'image', filename: opts.filename ?? 'photo.png', type: opts.type ?? 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
};

/** A copy of a PNG whose header claims other dimensions (the IHDR checksum is recomputed). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

const imageCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;
const filesOnDisk = () => fs.readdirSync(t.uploadsDir).length;

describe('POST /api/upload', () => {
  it('stores a PNG as WebP at three widths, never upscaled, and answers the public path', async () => {
    const res = await upload(await picture(2000, 1000), { cookie: staff.headers.cookie });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Image uploaded successfully');
    expect(body.imagePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const sizes = await Promise.all(
      ([1280, 640, 320] as const).map(async (w) => {
        const meta = await sharp(path.join(t.uploadsDir, path.basename(renditionPath(body.imagePath, w)))).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 1280, 640],
      ['webp', 640, 320],
      ['webp', 320, 160],
    ]);

    const [row] = await t.db.select().from(images).where(eq(images.path, body.imagePath));
    expect(row).toMatchObject({ uploadedBy: staff.id, originalType: 'image/png', width: 1280, height: 640 });
  });

  it('keeps a small picture at its own size instead of enlarging it', async () => {
    const res = await upload(await picture(500, 300), { cookie: staff.headers.cookie });
    expect(res.statusCode).toBe(201);
    const { imagePath } = res.json();
    const widthOf = async (w: 1280 | 640 | 320) =>
      (await sharp(path.join(t.uploadsDir, path.basename(renditionPath(imagePath, w)))).metadata()).width;
    expect([await widthOf(1280), await widthOf(640), await widthOf(320)]).toEqual([500, 500, 320]);
  });

  it('accepts JPEG, WebP and AVIF, recognised by content whatever the declared type', async () => {
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const res = await upload(await picture(64, 48, format), {
        cookie: staff.headers.cookie,
        type: 'application/octet-stream',
        filename: 'x.bin',
      });
      expect(res.statusCode, format).toBe(201);
      const [row] = await t.db.select().from(images).where(eq(images.path, res.json().imagePath));
      expect(row!.originalType).toBe(`image/${format}`);
    }
  });

  it('turns a photo upright by its EXIF orientation and strips the metadata', async () => {
    const sideways = await sharp(await picture(200, 100, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(sideways, { cookie: staff.headers.cookie, type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const meta = await sharp(path.join(t.uploadsDir, path.basename(res.json().imagePath))).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('is served under its path with long-lived immutable cache headers, renditions too', async () => {
    const { imagePath } = (await upload(await picture(800, 600), { cookie: staff.headers.cookie })).json();
    for (const w of [1280, 640, 320] as const) {
      const res = await t.app.inject({ method: 'GET', url: renditionPath(imagePath, w) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(res.headers['cache-control']).toMatch(/immutable/);
    }
  });

  it('lets every staff role upload', async () => {
    for (const role of ['admin', 'hotel', 'cab', 'tour', 'content'] as Role[]) {
      const who = await signedInAs(t, role);
      const res = await upload(await picture(40, 40), { cookie: who.headers.cookie });
      expect(res.statusCode, role).toBe(201);
    }
  });

  it('refuses anonymous visitors with 401 and plain users with 403, storing nothing', async () => {
    const before = [await imageCount(), filesOnDisk()];
    const anonymous = await upload(await picture(40, 40));
    expect(anonymous.statusCode).toBe(401);
    const user = await signedInAs(t, 'user');
    const plain = await upload(await picture(40, 40), { cookie: user.headers.cookie });
    expect(plain.statusCode).toBe(403);
    expect([await imageCount(), filesOnDisk()]).toEqual(before);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF by content with 415, whatever it claims to be', async () => {
    const before = [await imageCount(), filesOnDisk()];
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const bodies: [string, Buffer | string][] = [
      ['svg', svg],
      ['html', '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'],
      ['text', 'just some text, honestly a PNG'],
      ['gif', await picture(10, 10, 'gif')],
      ['png header, then garbage', Buffer.concat([(await picture(10, 10)).subarray(0, 40), Buffer.alloc(200, 7)])],
    ];
    for (const [label, data] of bodies) {
      const res = await upload(data, { cookie: staff.headers.cookie, type: 'image/png', filename: 'innocent.png' });
      expect(res.statusCode, label).toBe(415);
      expect(res.json().code, label).toMatch(/unsupported_image|unreadable_image/);
    }
    expect([await imageCount(), filesOnDisk()]).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 instead of storing the truncated part', async () => {
    const before = [await imageCount(), filesOnDisk()];
    // a real PNG with padding after it: the content is acceptable, only the size is not
    const big = Buffer.concat([await picture(50, 50), Buffer.alloc(5 * 1024 * 1024 + 1, 0)]);
    const res = await upload(big, { cookie: staff.headers.cookie });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
    expect([await imageCount(), filesOnDisk()]).toEqual(before);
  });

  it('refuses a small file that declares a huge canvas with 413, before decoding it', async () => {
    const bomb = withPngSize(await picture(1, 1), 10_000, 10_000);
    const res = await upload(bomb, { cookie: staff.headers.cookie });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/megapixels/);
  });

  it('answers 400 when no file comes, or it comes in another field, or is empty', async () => {
    const noParts = multipart([{ field: 'title', data: 'hello' }]);
    const asked = [
      await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: noParts.payload,
        headers: { ...noParts.headers, ...staff.headers },
      }),
      await t.app.inject({ method: 'POST', url: '/api/upload', headers: staff.headers }),
      await upload(await picture(20, 20), { cookie: staff.headers.cookie, field: 'photo' }),
      await upload(Buffer.alloc(0), { cookie: staff.headers.cookie }),
    ];
    expect(asked.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(asked[0]!.json()).toMatchObject({ code: 'invalid_input', fields: { image: expect.any(String) } });
  });

  it('answers 415 to a JSON body and 400 to a broken multipart body, never 500', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', payload: { image: 'x' }, headers: staff.headers });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=abc', ...staff.headers },
    });
    expect(broken.statusCode).toBe(400);
  });
});
