// Pictures in either storage: the uploads folder (default) or an S3-compatible bucket (S3_BUCKET; here an
// S3 server started inside the test). Both keep and serve what the image pipeline stores; with a bucket,
// an upload through one app instance is served by another, and the demo seed's pictures land there too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renditionPath } from '@raahi/contract/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { localStorage } from '../../src/storage/local-storage.ts';
import { s3Storage } from '../../src/storage/s3-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { startS3Server, type TestS3 } from '../helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { uploadPicture } from '../helpers/pictures.ts';

let s3: TestS3;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-storage-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const read = async (storage: Storage, name: string) => {
  const found = await storage.get(name);
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return { ...found, bytes: Buffer.concat(chunks) };
};

describe.each([
  ['the uploads folder', () => localStorage(folder)],
  ['an S3 bucket', () => s3Storage(s3.settings)],
])('storage in %s', (_label, make) => {
  it('keeps, answers and deletes an object by name', async () => {
    const storage = make();
    const bytes = Buffer.from(`picture ${Math.random()}`);
    const name = `${crypto.randomUUID()}.webp`;
    expect(await storage.get(name)).toBeUndefined();
    await storage.put(name, bytes, 'image/webp');
    const found = await read(storage, name);
    expect(found).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(found!.bytes.equals(bytes)).toBe(true);
    await storage.delete(name);
    expect(await storage.get(name)).toBeUndefined();
  });

  it('refuses names that are paths', async () => {
    const storage = make();
    for (const name of ['../server-secret', 'a/b.webp', '.hidden.webp', '', 'x.webp\0']) {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp'), name).rejects.toThrow(/Not a storable object name/);
      await expect(storage.get(name), name).rejects.toThrow(/Not a storable object name/);
    }
  });
});

describe('pictures in an S3 bucket through the API', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ storage: s3Storage(s3.settings) });
    b = await createTestApp({ sameDatabaseAs: a, storage: s3Storage(s3.settings) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('stores an upload through one instance in the bucket, at every width, and the other serves it', async () => {
    const res = await uploadPicture(a, 900, 500);
    expect(res.statusCode).toBe(201);
    const { imagePath } = res.json() as { imagePath: string };
    expect(fs.readdirSync(a.uploadsDir)).toEqual([]);
    for (const w of [1280, 640, 320] as const) {
      const url = renditionPath(imagePath, w);
      const inBucket = await read(s3Storage(s3.settings), path.basename(url));
      expect(inBucket?.contentType).toBe('image/webp');
      const served = await b.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(inBucket!.bytes)).toBe(true);
    }
    expect((await b.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.webp' })).statusCode).toBe(404);
  });

  it('keeps the demo seed pictures in the bucket, served by the API', async () => {
    const c = await createTestApp({ storage: s3Storage(s3.settings) });
    try {
      expect(await seedDemoData(c.db, c.storage)).toBe(true);
      expect(fs.readdirSync(c.uploadsDir)).toEqual([]);
      const hotels = (await c.app.inject({ method: 'GET', url: '/api/hotel?limit=3' })).json() as { imageUrl: string }[];
      expect(hotels.length).toBeGreaterThan(0);
      for (const { imageUrl } of hotels) {
        const res = await c.app.inject({ method: 'GET', url: renditionPath(imageUrl, 640) });
        expect(res.statusCode, imageUrl).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    } finally {
      await c.close();
    }
    // seeding draws and encodes some 150 pictures: a minute or more on a busy two-core machine
  }, 240_000);
});
