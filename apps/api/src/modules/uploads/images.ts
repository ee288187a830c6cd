// The one image pipeline. Uploads and generated seed pictures both end up here: decoded once,
// turned upright by EXIF, stripped of metadata, re-encoded to WebP at three widths, recorded in `images`.
// Naming convention (docs/decisions/0001-image-renditions.md): /uploads/<uuid>.webp (≤ 1280 px wide)
// with siblings /uploads/<uuid>-w640.webp and /uploads/<uuid>-w320.webp.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ACCEPTED_UPLOAD_TYPES, RENDITION_WIDTHS, renditionPath, storedImagePath } from '@raahi/contract/upload';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
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
  return storeImage(db, storage, buffer, { originalType: type, uploadedBy });
}

/**
 * Re-encodes trusted or already-checked input (an upload whose type was detected, or an SVG the project
 * drew itself) and records it. Files are written before the row, and removed again if the row fails.
 */
export async function storeImage(
  db: Db,
  storage: Storage,
  input: Buffer,
  opts: { originalType: string; uploadedBy?: string | null },
): Promise<StoredImage> {
  const { data, info } = await decodeUpright(input);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = await Promise.all(
    RENDITION_WIDTHS.map((width) =>
      sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
    ),
  );
  const id = randomUUID();
  const publicPath = storedImagePath(id);
  const names = RENDITION_WIDTHS.map((width) => path.posix.basename(renditionPath(publicPath, width)));
  try {
    await Promise.all(names.map((name, i) => storage.put(name, encoded[i]!, 'image/webp')));
    const stored = { id, path: publicPath, width: info.width, height: info.height, bytes: encoded[0]!.length };
    await insertImage(db, { ...stored, originalType: opts.originalType, uploadedBy: opts.uploadedBy ?? null });
    return stored;
  } catch (err) {
    await Promise.all(names.map((name) => storage.delete(name).catch(() => {})));
    throw err;
  }
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
