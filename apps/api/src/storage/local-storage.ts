import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorableName, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png', '.avif': 'image/avif' };

/** Objects as files in one folder; a read opens the one file it names (no directory listing). */
export function localStorage(dir: string): Storage {
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => {
    assertStorableName(name);
    return path.join(dir, name);
  };
  return {
    describe: `the folder ${dir}`,
    async put(name, body) {
      // written aside and renamed, so a reader never sees half a file
      const target = file(name);
      const partial = `${target}.${process.pid}.partial`;
      await fsp.writeFile(partial, body);
      await fsp.rename(partial, target);
    },
    async get(name) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file(name), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      const { size } = await handle.stat();
      return {
        body: handle.createReadStream(),
        size,
        contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
      };
    },
    async delete(name) {
      await fsp.rm(file(name), { force: true });
    },
  };
}
