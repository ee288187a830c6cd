import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, otherwise PGlite in dataDir (or in memory when dataDir is null). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // Without a listener an idle client error would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: opts.databaseUrl },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  // pg_trgm answers the hotel search's "contains" filters from an index (migration 0001 creates it)
  const options: PGliteOptions = { extensions: { pg_trgm } };
  const client = opts.dataDir
    ? new PGlite(path.join(opts.dataDir, 'pgdata'), { ...options, relaxedDurability: true })
    : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
