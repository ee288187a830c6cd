// What the benchmarks share: the seeded databases at scale, and servers started as child processes
// (the benchmark process is only the client).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SCALE_TABLES, seedScale } from './seed-scale.ts';

export async function onServer(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

export const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The database of one size (raahi_bench_search_<size>, or another prefix's): created when missing, seeded (a no-op when it already holds that size), vacuumed. */
export async function scaleDatabase(serverUrl: string, size: number, opts: { skipSeed?: boolean; prefix?: string } = {}): Promise<string> {
  const name = `${opts.prefix ?? 'raahi_bench_search'}_${size}`;
  const exists = await onServer(serverUrl, `select 1 from pg_database where datname = '${name}'`);
  if (!exists.rowCount) await onServer(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  if (exists.rowCount && opts.skipSeed) return url;
  const seeded = await seedScale(url, { hotels: size });
  await onServer(url, `vacuum analyze ${[...SCALE_TABLES, 'listing_day_figures', 'booking_day_totals'].join(', ')}`);
  console.log(
    `  ${name}: ${size} hotels and bookings, ${seeded.nightEntries} night entries, ready in ${seeded.seconds.toFixed(1)} s (${seeded.rowsWritten} rows written)`,
  );
  return url;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export type Server = { port: number; child: ChildProcess; dataDir: string };

/**
 * Starts `script` (the API's server.ts by default) as a child process on a free port and waits until
 * `readyPath` answers 200. The API runs as in production, on PostgreSQL, without demo data.
 */
export async function startServer(opts: {
  databaseUrl?: string;
  script?: string;
  env?: Record<string, string>;
  readyPath?: string;
  prepareDataDir?: (dir: string) => void;
  /** the checkout whose server runs (this one by default) */
  cwd?: string;
  /** Node's own options for the server (`--cpu-prof`, which NODE_OPTIONS may not carry) */
  nodeArgs?: string[];
}): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-bench-'));
  opts.prepareDataDir?.(dataDir);
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', opts.script ?? 'apps/api/src/server.ts'], {
    cwd: opts.cwd,
    env: {
      ...process.env,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_SEED: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000000',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    const ok = await fetch(`http://127.0.0.1:${port}${opts.readyPath ?? '/readyz'}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { port, child, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready in 180 s');
}

export const stopServer = (s: Server) =>
  new Promise<void>((resolve) => {
    const done = () => {
      fs.rmSync(s.dataDir, { recursive: true, force: true });
      resolve();
    };
    if (s.child.exitCode !== null) return done();
    s.child.once('exit', done);
    s.child.kill('SIGTERM');
  });

export const machine = async (serverUrl: string) => {
  const pgVersion = (await onServer(serverUrl, 'show server_version')).rows[0].server_version as string;
  return (
    `${os.cpus()[0]?.model.trim()} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${os.type()} ${os.release()}; ` +
    `Node ${process.version}, PostgreSQL ${pgVersion}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`
  );
};
