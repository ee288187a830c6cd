// Where pictures live: a folder on this machine (one process, or processes sharing a disk), or an
// S3-compatible bucket (any number of processes on any number of machines). Objects are written once
// under a new name and never changed, so a name is a version: caches may keep them forever.
import type { Readable } from 'node:stream';

export type StoredObject = {
  body: Readable;
  size: number;
  contentType: string;
};

export type Storage = {
  /** for the start-up line and logs: never a secret */
  readonly describe: string;
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** the object, or undefined when there is none by that name */
  get(name: string): Promise<StoredObject | undefined>;
  delete(name: string): Promise<void>;
};

/** Names are what the image pipeline issues: <uuid>.webp and <uuid>-w640.webp; nothing with a path in it. */
export const isStorableName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.[a-z0-9]{1,8}$/.test(name);

export function assertStorableName(name: string) {
  if (!isStorableName(name)) throw new Error(`Not a storable object name: ${JSON.stringify(name)}`);
}
