import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process, one connection: two processes on one data directory would corrupt it.
 * An exclusive lock file holding our pid keeps the second one out; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'raahi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Raahi process (pid ${owner}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {}
