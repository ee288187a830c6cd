// Starts the real server process (apps/api/src/server.ts), as `npm start` does, for the tests of what only a
// process shows: its exit, its signals, and what survives a fault.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const nodeBin = path.join(root, 'node_modules/.bin/node');

export type ServerProcess = ReturnType<typeof startServer>;

/** Every process started here: a test file kills what is left in its afterAll. */
export const startedProcesses: ChildProcess[] = [];

/** A server with `env` over the defaults (quiet, no seed, no web app, the embedded database). */
export function startServer(env: Record<string, string>) {
  const child = spawn(nodeBin, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SKIP_SEED: 'true',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
  startedProcesses.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // generous: a first start migrates a new database, and the whole suite shares two cores
  const ready = async () => {
    for (let i = 0; i < 450; i++) {
      if (output.includes('Raahi is running')) return;
      if (child.exitCode !== null) throw new Error(`exited: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`not ready: ${output}`);
  };
  return { child, exited, ready, output: () => output };
}
