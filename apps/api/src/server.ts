// The only file that listens. Reads configuration, opens the database, seeds demo data, serves, and shuts down cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, DEFAULT_WEB_DIST } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { seedDemoData } from './db/seed/index.ts';
import { loadOrCreateSecret } from './lib/server-secret.ts';
import { createStorage } from './storage/index.ts';

/** Set for the child of a first start (seedInChild): it seeds under its parent's lock of the data folder, then exits. */
const SEED_ONLY = 'RAAHI_SEED_ONLY';

/**
 * The first start of the embedded database (no data folder yet) migrates and seeds in a child process: the
 * demo's pictures, libvips and glibc's arenas take a few hundred MB that a process never gives back, and
 * they leave with the child, so the server idles at what a restart uses (docs/performance.md, decision 0033).
 */
async function seedInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [SEED_ONLY]: '1' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => child.once('exit', resolve).once('error', reject));
  if (code !== 0) throw new Error(`seeding the embedded database stopped (exit code ${code})`);
}

async function seedOnly(config: Config) {
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await seedDemoData(database.db, await createStorage(config.s3, path.join(config.dataDir, 'uploads')));
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  if (process.env[SEED_ONLY] === '1') {
    await seedOnly(config);
    process.exit(0);
  }
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  if (!config.databaseUrl && !config.skipSeed && !fs.existsSync(path.join(config.dataDir, 'pgdata'))) await seedInChild();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = await createStorage(config.s3, uploadsDir);
  if (!config.skipSeed) await seedDemoData(database.db, storage);

  const app = await buildApp(database, {
    ...config,
    // several processes must share SESSION_SECRET; a lone one keeps its own in the data folder
    sessionSecret: config.sessionSecret ?? loadOrCreateSecret(config.dataDir),
    uploadsDir,
    storage,
    webDistDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    jobQueue: config.backgroundJobs ? 'workers' : 'enqueue-only',
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await database.close();
    unlock();
    throw err;
  }
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Raahi is running at http://${shown}:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}${config.s3 ? `; pictures in ${storage.describe}` : ''})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${(err as { port?: number }).port ?? ''} is already in use. Set PORT to another port.`);
  } else {
    console.error('Raahi could not start:', err);
  }
  process.exit(1);
});
