import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { inProcessNotifications, postgresNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * An open transaction. Functions that take row locks (`SELECT … FOR UPDATE`) require one: a lock taken
 * outside a transaction is released at once and protects nothing. A Tx can be passed wherever a Db is read.
 */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`; keep any difference here). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** what the job queue connects with: PostgreSQL's URL, or the embedded database itself */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  ping(): Promise<void>;
  close(): Promise<void>;
  /** messages to every process on this database (the catalogue cache's invalidations) */
  notifications: Notifications;
  /** PostgreSQL's connection pool now (the embedded database has none) */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
};

/** measured in docs/performance.md ("Embedded memory"): 32 MB already doubles the footprint */
export const PGLITE_SHARED_BUFFERS = '16MB';
export const PGLITE_MAINTENANCE_WORK_MEM = '16MB';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Connections an API process keeps to PostgreSQL at most (unless told otherwise) */
export const POOL_SIZE = 20;
/**
 * How long a request waits for one of them (or for a new one to open) before it is answered 503 busy: a
 * queue without a bound holds every later request too, long after its client has given up.
 */
export const POOL_WAIT_MS = 10_000;

/** Opens PostgreSQL when a URL is given, otherwise PGlite in dataDir (or in memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  poolSize?: number;
  poolWaitMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? POOL_SIZE,
      connectionTimeoutMillis: opts.poolWaitMs ?? POOL_WAIT_MS,
      // no JIT compiling: the app's statements read a page of rows through indexes, and the planner's cost of
      // a dated search's per-hotel probes at 100,000 hotels passes jit_above_cost, compiling for 100+ ms a
      // statement that runs in a few (decision 0075)
      options: '-c jit=off',
    });
    // A connection PostgreSQL ends (a failover, a restart, pg_terminate_backend) emits 'error' on its client, and
    // an 'error' nobody listens to ends the process. An idle client's reaches the pool's listener; one in use (a
    // transaction between two statements) has only its own. The request holding it fails with its next statement
    // (a 503, lib/db-errors.ts), and the pool drops the client when it is given back and opens new ones as needed.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return opened(
      db,
      { kind: 'postgres', url: opts.databaseUrl },
      { query: (text) => pool.query(text), close: () => pool.end() },
      {
        notifications: postgresNotifications(opts.databaseUrl, pool),
        poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
      },
    );
  }
  // pg_trgm answers the hotel search's "contains" filters from an index (migration 0001 creates it);
  // btree_gist lets one cab's trips exclude each other's times (migration 0025).
  // shared_buffers: PostgreSQL's default 128 MB takes the embedded process from about 200 MB to 800 MB of
  // memory (WebAssembly memory never shrinks); the embedded catalogue is small, the operating system caches its files.
  const options: PGliteOptions = {
    extensions: { pg_trgm, btree_gist },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      // index builds (the first start's migrations) may take this much; 64 MB by default, kept for ever
      '-c',
      `maintenance_work_mem=${PGLITE_MAINTENANCE_WORK_MEM}`,
    ],
  };
  const client = opts.dataDir
    ? new PGlite(path.join(opts.dataDir, 'pgdata'), { ...options, relaxedDurability: true })
    : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return opened(
    db,
    { kind: 'pglite', client },
    { query: (text) => client.query(text), close: () => client.close() },
    { notifications: inProcessNotifications() },
  );
}

/** A migrated database and the driver under it: pinged with `select 1`, closed with it; what else only some drivers offer. */
function opened(
  db: Db,
  connection: Database['connection'],
  driver: { query(text: string): Promise<unknown>; close(): Promise<void> },
  extras: Pick<Database, 'notifications' | 'poolStats'>,
): Database {
  return {
    db,
    kind: connection.kind,
    connection,
    ping: async () => {
      await driver.query('select 1');
    },
    close: () => driver.close(),
    ...extras,
  };
}
