import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

export const LOCK_FILE = 'raahi.lock';

/**
 * PGlite is one process, one connection: two processes on one data directory would corrupt it. We hold an
 * exclusive OS lock on `raahi.lock` (fcntl/flock through fs-native-extensions) for as long as we run. The
 * kernel releases it when the process ends, however it ends, so a lock left behind by a crash never blocks
 * a start, whatever process now has the pid written in the file. The pid there is only for the message.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  // opened without truncating: the holder's pid stays readable until we hold the lock ourselves
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  if (!tryLock(fd)) {
    const owner = fs.readFileSync(lockPath, 'utf8').trim();
    fs.closeSync(fd);
    throw new DataDirLockedError(
      `Another Raahi process${/^\d+$/.test(owner) ? ` (pid ${owner})` : ''} is already using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  // The file stays: deleting it would let a process that opened it just before lock a file no one else sees.
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    fs.closeSync(fd);
  };
}

export class DataDirLockedError extends Error {}
