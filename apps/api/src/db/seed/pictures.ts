// Demo pictures: drawn by the project (scenes.ts), never fetched, and stored through the one image
// pipeline so they get the same WebP renditions as uploads. A picture asked for twice is made once.
import sharp from 'sharp';
import { insertImage, storeImage } from '../../modules/uploads/index.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';
import { drawScene, type SceneKind } from './scenes.ts';

/** Pictures rendered at once: each holds a decoded 1280×800 bitmap, so keep memory bounded. */
const PARALLEL = 4;

export type Pictures = {
  /** The stored path of the picture for this kind and seed. */
  get(kind: SceneKind, seed: number): Promise<string>;
  /** How many distinct pictures were made. */
  readonly made: number;
};

/**
 * Pictures are drawn and encoded several at once, but their rows are written one at a time: `db` is the
 * seeding's transaction, one connection, which takes one query at a time (pg refuses overlapping ones from
 * version 9).
 */
export function pictureStore(db: Db, storage: Storage): Pictures {
  const made = new Map<string, Promise<string>>();
  const limit = limiter(PARALLEL);
  const oneWrite = limiter(1);
  const record = (row: Parameters<typeof insertImage>[1]) => oneWrite(() => insertImage(db, row));
  return {
    get(kind, seed) {
      const key = `${kind}:${seed}`;
      let found = made.get(key);
      if (!found) {
        found = limit(async () => {
          const svg = Buffer.from(drawScene(kind, seed));
          return (await storeImage(record, storage, svg, { originalType: 'image/svg+xml' })).path;
        });
        made.set(key, found);
      }
      return found;
    },
    get made() {
      return made.size;
    },
  };
}

/**
 * Runs `work` (the seeding) with one libvips thread per picture: every thread keeps a malloc arena of its
 * own that the process never gives back, and a first start must stay small on a small machine
 * (docs/performance.md, "Embedded memory"). Uploads afterwards get the default again.
 */
export async function withOneImageThread<T>(work: () => Promise<T>): Promise<T> {
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    return await work();
  } finally {
    sharp.concurrency(threads);
  }
}

function limiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // a finishing task hands its slot straight to the next waiter
    if (running >= slots) await new Promise<void>((go) => waiting.push(go));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
