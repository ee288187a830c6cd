import { localStorage } from './local-storage.ts';
import type { S3Settings } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';

/** The bucket when S3_BUCKET is set, else the uploads folder in the data directory. */
export async function createStorage(s3: S3Settings | undefined, uploadsDir: string): Promise<Storage> {
  if (!s3) return localStorage(uploadsDir);
  // the AWS SDK takes a quarter of a second to load: only processes that use a bucket pay for it
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(s3);
}
