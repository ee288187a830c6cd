// An S3-compatible server inside the test process (@20minutes/s3rver, files in a temporary folder), with
// one bucket and the credentials it accepts: what a deployment gets from S3_* and AWS_* settings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../src/storage/s3-storage.ts';

export type TestS3 = { settings: Required<S3Settings>; env: Record<string, string>; close(): Promise<void> };

export async function startS3Server(bucket = 'raahi-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver checks request signatures against its one built-in key pair
  const settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    env: {
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint,
      AWS_ACCESS_KEY_ID: settings.accessKeyId,
      AWS_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
