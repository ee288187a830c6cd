import { localStorage } from './local-storage.ts';
import { s3Storage, type S3Settings } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';

/** The bucket when S3_BUCKET is set, else the uploads folder in the data directory. */
export function createStorage(s3: S3Settings | undefined, uploadsDir: string): Storage {
  return s3 ? s3Storage(s3) : localStorage(uploadsDir);
}
