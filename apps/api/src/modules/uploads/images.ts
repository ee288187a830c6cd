// The one image pipeline. Uploads and generated seed pictures both end up here: decoded once,
// turned upright by EXIF, stripped of metadata, re-encoded to WebP at three widths plus a JPEG for share
// previews, recorded in `images`. Naming convention (docs/decisions/0001-image-renditions.md, 0027):
// /uploads/<uuid>.webp (≤ 1280 px wide) with siblings /uploads/<uuid>-w640.webp, /uploads/<uuid>-w320.webp
// and /uploads/<uuid>-og.jpg (1200×630).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { SHARE_IMAGE, shareImagePath, shareImageSource } from '@raahi/contract/renditions';
import { ACCEPTED_UPLOAD_TYPES, RENDITION_WIDTHS, renditionPath, storedImagePath } from '@raahi/contract/upload';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../../db/client.ts';
import type { images } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage, StoredObject } from '../../storage/storage.ts';
import { insertImage } from './images.repo.ts';

// libvips keeps recent operations and their results (up to 50 MB) for repeats; every picture passes
// through here once, so the cache only held memory (docs/performance.md, "Embedded memory")
sharp.cache(false);

export type AcceptedImageType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

const MAX_WIDTH = RENDITION_WIDTHS[0];
/** Decoding is refused beyond this many pixels: a small file can declare a huge canvas. */
const MAX_INPUT_PIXELS = 64_000_000;
const WEBP_QUALITY = 80;
// effort 2 of 6: files a few per cent larger than the default 4 at under half the CPU time (2-core servers)
const WEBP_EFFORT = 2;
const JPEG_QUALITY = 80;

export type StoredImage = { id: string; path: string; width: number; height: number; bytes: number };

export const unsupportedImage = () => new AppError(415, 'unsupported_image', 'Please upload a JPEG, PNG, WebP or AVIF image.');

/** The image type read from the bytes themselves (never from a file name or a declared content type). */
export async function detectImageType(buffer: Buffer): Promise<AcceptedImageType | undefined> {
  const found = await fileTypeFromBuffer(buffer);
  return (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(found?.mime ?? '') ? (found!.mime as AcceptedImageType) : undefined;
}

/** Stores an uploaded file: accepted only when its content is JPEG, PNG, WebP or AVIF (else 415). */
export async function storeUploadedImage(db: Db, storage: Storage, buffer: Buffer, uploadedBy: string): Promise<StoredImage> {
  const type = await detectImageType(buffer);
  if (!type) throw unsupportedImage();
  return storeImage((row) => insertImage(db, row), storage, buffer, { originalType: type, uploadedBy });
}

/** Writes an image's row (`images`): straight into a database, or through whatever orders the writer's queries. */
export type RecordImage = (row: typeof images.$inferInsert) => Promise<void>;

/**
 * Re-encodes trusted or already-checked input (an upload whose type was detected, or an SVG the project
 * drew itself) and records it. Files are written before the row, and removed again if the row fails.
 */
export async function storeImage(
  record: RecordImage,
  storage: Storage,
  input: Buffer,
  opts: { originalType: string; uploadedBy?: string | null },
): Promise<StoredImage> {
  const { data, info } = await decodeUpright(input);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = await Promise.all([
    ...RENDITION_WIDTHS.map((width) =>
      sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
    ),
    shareImage(sharp(data, raw)),
  ]);
  const id = randomUUID();
  const publicPath = storedImagePath(id);
  const paths = [...RENDITION_WIDTHS.map((width) => renditionPath(publicPath, width)), shareImagePath(publicPath)];
  const names = paths.map((p) => path.posix.basename(p));
  const types = [...RENDITION_WIDTHS.map(() => 'image/webp'), SHARE_IMAGE.type];
  try {
    await Promise.all(names.map((name, i) => storage.put(name, encoded[i]!, types[i]!)));
    const stored = { id, path: publicPath, width: info.width, height: info.height, bytes: encoded[0]!.length };
    await record({ ...stored, originalType: opts.originalType, uploadedBy: opts.uploadedBy ?? null });
    return stored;
  } catch (err) {
    await Promise.all(names.map((name) => storage.delete(name).catch(() => {})));
    throw err;
  }
}

/** The share-preview rendition: exactly 1200×630, the middle of the picture filling it (enlarged if it is smaller). */
export const shareImage = (image: Sharp): Promise<Buffer> =>
  image
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();

/** Share previews being made now, by name: two requests for the same one wait for one rendering. */
const making = new Map<string, Promise<Buffer | undefined>>();

/**
 * Pictures stored before share previews existed have no <uuid>-og.jpg: it is made from the stored image the
 * first time it is asked for, and kept. Undefined when the name is not a share preview or its image is gone.
 */
export async function makeMissingShareImage(storage: Storage, name: string): Promise<StoredObject | undefined> {
  const source = shareImageSource(name);
  if (!source) return undefined;
  let made = making.get(name);
  if (!made) {
    made = (async () => {
      const original = await storage.get(source);
      if (!original) return undefined;
      const jpeg = await shareImage(sharp(await readAll(original.body)));
      await storage.put(name, jpeg, SHARE_IMAGE.type);
      return jpeg;
    })().finally(() => making.delete(name));
    making.set(name, made);
  }
  const jpeg = await made;
  return jpeg && { body: Readable.from([jpeg]), size: jpeg.length, contentType: SHARE_IMAGE.type };
}

/** Decodes once, upright by EXIF, at most MAX_WIDTH wide; unreadable or oversized input is a 415/413, not a 500. */
async function decodeUpright(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) {
      throw new AppError(413, 'too_large', 'That image has too many pixels. Please upload one of at most 64 megapixels.');
    }
    throw new AppError(415, 'unreadable_image', 'That image could not be read. Please upload another one.');
  }
}
