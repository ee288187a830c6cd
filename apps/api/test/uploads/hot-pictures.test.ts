// The pictures asked for most are answered from memory (modules/uploads/hot-pictures.ts): storage is read
// once per picture however many ask at once, large objects are streamed every time, and unknown names
// are not remembered (a picture written later is found).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HotPictures } from '../../src/modules/uploads/hot-pictures.ts';
import { localStorage } from '../../src/storage/local-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-hot-pictures-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The uploads folder, counting its reads. */
function countingStorage() {
  const inner = localStorage(folder);
  const reads: string[] = [];
  const storage: Storage = { ...inner, get: (name) => (reads.push(name), inner.get(name)) };
  return { storage, reads };
}

const bytesOf = async (p: Awaited<ReturnType<HotPictures['get']>>) => {
  if (!p) return undefined;
  if ('bytes' in p) return p.bytes;
  const chunks: Buffer[] = [];
  for await (const c of p.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('hot pictures', () => {
  it('reads storage once for a picture, even when many ask at once, and answers its bytes each time', async () => {
    const body = Buffer.from('a small picture');
    fs.writeFileSync(path.join(folder, 'small.webp'), body);
    const { storage, reads } = countingStorage();
    const pictures = new HotPictures(storage);
    const first = await Promise.all(Array.from({ length: 5 }, () => pictures.get('small.webp')));
    const later = await pictures.get('small.webp');
    expect(reads).toEqual(['small.webp']);
    for (const p of [...first, later]) {
      expect(p).toMatchObject({ contentType: 'image/webp' });
      expect((await bytesOf(p))!.equals(body)).toBe(true);
    }
  });

  it('streams a large object from storage every time instead of keeping it', async () => {
    const body = Buffer.alloc(1024 * 1024 + 1, 7);
    fs.writeFileSync(path.join(folder, 'large.webp'), body);
    const { storage, reads } = countingStorage();
    const pictures = new HotPictures(storage);
    for (let i = 0; i < 2; i++) {
      const p = await pictures.get('large.webp');
      expect(p && 'stream' in p).toBe(true);
      expect((await bytesOf(p))!.equals(body)).toBe(true);
    }
    expect(reads).toEqual(['large.webp', 'large.webp']);
  });

  it('does not remember a name it did not find', async () => {
    const { storage } = countingStorage();
    const pictures = new HotPictures(storage);
    expect(await pictures.get('later.webp')).toBeUndefined();
    fs.writeFileSync(path.join(folder, 'later.webp'), 'now here');
    expect((await bytesOf(await pictures.get('later.webp')))!.toString()).toBe('now here');
  });
});
