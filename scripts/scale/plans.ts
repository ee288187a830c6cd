// The plans PostgreSQL runs for a hotel search: every statement searchHotels sends, under EXPLAIN ANALYZE.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hotelListQuery } from '../../packages/contract/src/hotels.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { searchHotels } from '../../apps/api/src/modules/hotels/index.ts';

/** EXPLAIN (ANALYZE, BUFFERS) of each statement of the search `query` (a URL query string), as text. */
export async function searchPlans(databaseUrl: string, query: string): Promise<string[]> {
  // as the app's connections are (apps/api/src/db/client.ts): no JIT
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: '-c jit=off' });
  try {
    const sent: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => void sent.push({ sql, params }) } }) as unknown as Db;
    await searchHotels(db, hotelListQuery.parse(Object.fromEntries(new URLSearchParams(query))));
    const plans: string[] = [];
    for (const { sql, params } of sent.filter((s) => !s.sql.startsWith('explain'))) {
      const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
      plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  } finally {
    await pool.end();
  }
}
