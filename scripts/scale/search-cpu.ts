// The Node process's CPU time a dated search costs: searchHotels (its statements' rows decoded, the cards
// built and priced) run one at a time in this process, the CPU it used divided by the searches. CPU time,
// unlike a latency, barely moves with the machine's load.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hotelListQuery } from '../../packages/contract/src/hotels.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { searchHotels } from '../../apps/api/src/modules/hotels/index.ts';

/** Milliseconds of this process's CPU (user + system) per search over `queries` in turn, after a warm-up. */
export async function searchCpu(databaseUrl: string, queries: string[], searches = 200): Promise<{ cpuMs: number; cards: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const parsed = queries.map((q) => hotelListQuery.parse(Object.fromEntries(new URLSearchParams(q))));
    for (let i = 0; i < 20; i++) await searchHotels(db, parsed[i % parsed.length]!);
    let cards = 0;
    const before = process.cpuUsage();
    for (let i = 0; i < searches; i++) cards += (await searchHotels(db, parsed[i % parsed.length]!)).rows.length;
    const used = process.cpuUsage(before);
    return { cpuMs: (used.user + used.system) / 1000 / searches, cards: cards / searches };
  } finally {
    await pool.end();
  }
}
