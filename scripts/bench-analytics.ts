// `npm run bench:analytics`: the analytics queries (GET /api/admin/analytics) at 100,000 bookings, on the
// PostgreSQL database of `npm run seed:scale` (TEST_DATABASE_URL or DATABASE_URL names the server). Not a
// test: it prints the time of each request shape, in process (no HTTP), median and p95 of `--runs` runs.
//
//   npm run bench:analytics -- [--hotels=100000] [--runs=20] [--skip-seed]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, todayInIndia } from '../packages/contract/src/rules/dates.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { analyticsFor } from '../apps/api/src/modules/analytics/index.ts';
import { machine, onServer, scaleDatabase } from './scale/servers.ts';
import { scaleHotelId } from './scale/seed-scale.ts';

const { values: args } = parseArgs({
  options: {
    hotels: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    'skip-seed': { type: 'boolean', default: false },
  },
});
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

console.log(await machine(serverUrl));
// a database of its own: the search benchmark's may be in use, and may be on an older migration
const url = await scaleDatabase(serverUrl, Number(args.hotels), { skipSeed: args['skip-seed'], prefix: 'raahi_bench_analytics' });
const count = await onServer(url, 'select count(*)::int as n, min(created_at) as first, max(created_at) as last from hotel_bookings');
console.log(`hotel_bookings: ${count.rows[0].n} rows, made ${count.rows[0].first.toISOString()} … ${count.rows[0].last.toISOString()}`);

const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
const admin = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' as const };
// ranges that hold every booking the seed made (they were all made in a few days)
const first = todayInIndia(count.rows[0].first);
const last = todayInIndia(count.rows[0].last);
const shapes = [
  { name: 'admin, last 30 days per day (the default; few bookings)', q: {} },
  { name: `admin, every booking: ${first} … ${last} per day`, q: { from: first, to: last } },
  {
    name: 'admin, hotels, a year per month around them',
    q: { kind: 'hotel' as const, from: addDays(first, -180), to: addDays(first, 184), interval: 'month' as const },
  },
  {
    name: 'admin, 90 days per week around them + one hotel’s 90 nights',
    q: { from: addDays(first, -45), to: addDays(first, 44), interval: 'week' as const, hotelId: scaleHotelId(0) },
  },
];
const runs = Number(args.runs);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
for (const s of shapes) {
  await analyticsFor(db.db, admin, s.q); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await analyticsFor(db.db, admin, s.q);
    times.push(performance.now() - t0);
  }
  console.log(`  ${s.name}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (${runs} runs)`);
}
await db.close();
