// The pictures asked for most, kept in memory: a page shows dozens, the same ones for every visitor, and
// opening, stat-ing and streaming a file per request cost more than the rest of the request together
// (docs/performance.md). Stored objects never change under a name (storage.ts), so a kept copy stays
// right until the name is deleted, which only happens to the renditions of an upload that failed (never
// served) or by hand; a copy is dropped after MAX_AGE_MS so such a delete is seen too.
import type { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage.ts';

/** All kept pictures together, at most (least recently used go first). */
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger object is streamed from storage every time: it would push out many small ones. */
const MAX_OBJECT_BYTES = 1024 * 1024;
const MAX_AGE_MS = 10 * 60_000;

export type Picture = { bytes: Buffer; contentType: string } | { stream: Readable; size: number; contentType: string };
type Kept = { bytes: Buffer; contentType: string; expiresAt: number };

export class HotPictures {
  private readonly kept = new Map<string, Kept>();
  /** concurrent first requests for one name read storage once */
  private readonly reading = new Map<string, Promise<Picture | undefined>>();
  private bytes = 0;

  constructor(private readonly storage: Storage) {}

  get(name: string): Promise<Picture | undefined> {
    const hit = this.kept.get(name);
    if (hit && hit.expiresAt > Date.now()) {
      // most recently used last
      this.kept.delete(name);
      this.kept.set(name, hit);
      return Promise.resolve(hit);
    }
    if (hit) this.forget(name);
    let pending = this.reading.get(name);
    if (!pending) {
      pending = this.read(name).finally(() => this.reading.delete(name));
      this.reading.set(name, pending);
    }
    return pending;
  }

  private forget(name: string): void {
    const hit = this.kept.get(name);
    if (!hit) return;
    this.kept.delete(name);
    this.bytes -= hit.bytes.length;
  }

  private async read(name: string): Promise<Picture | undefined> {
    const object = await this.storage.get(name);
    if (!object) return undefined;
    if (object.size > MAX_OBJECT_BYTES) return { stream: object.body, size: object.size, contentType: object.contentType };
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const kept: Kept = { bytes: Buffer.concat(chunks), contentType: object.contentType, expiresAt: Date.now() + MAX_AGE_MS };
    this.kept.set(name, kept);
    this.bytes += kept.bytes.length;
    for (const [k, v] of this.kept) {
      if (this.bytes <= MAX_BYTES) break;
      this.kept.delete(k);
      this.bytes -= v.bytes.length;
    }
    return kept;
  }
}
