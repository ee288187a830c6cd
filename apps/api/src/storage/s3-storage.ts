import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorableName, type Storage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** an S3-compatible service (MinIO, R2, …); addressed path-style (endpoint/bucket/key) */
  endpoint?: string;
  /** both, or neither (then the SDK's usual sources: environment, profile, instance role) */
  accessKeyId?: string;
  secretAccessKey?: string;
};

const KEY_PREFIX = 'uploads/';

/** Objects in one bucket under uploads/, through the AWS SDK v3. */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
    // checksums only where S3 requires them: many S3-compatible services refuse the newer default ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => {
    assertStorableName(name);
    return KEY_PREFIX + name;
  };
  const Bucket = settings.bucket;
  return {
    describe: `the bucket ${Bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : ''}`,
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
  };
}
