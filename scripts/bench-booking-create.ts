// `npm run bench:booking-create`: what one booking create costs, in figures that a busy machine moves little:
// the API process's CPU time, the PostgreSQL backends' CPU time and the number of SQL statements, each per
// create. Not a test: it prints figures. It builds the app in this process (as the API tests do: a fresh
// database, no job queue, so a create's event handlers run in the request as they would on a worker) and
// books `count` hotel stays through the real route, each by its own guest.
//
//   TEST_DATABASE_URL=postgres://… npm run bench:booking-create -- [--count=300] [--warm=30] [--checkout=<path>]
//
// `--checkout` measures another checkout's app (its test helpers and source; it needs a node_modules) with
// this script, so two commits are measured the same way on the same database server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    warm: { type: 'string', default: '30' },
    checkout: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const count = Number(args.count);
const warm = Number(args.warm);
const root = path.resolve(args.checkout);
if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL names the PostgreSQL server to measure on');

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
  statements++;
  return (query as (...x: unknown[]) => unknown).apply(this, a);
} as typeof query;

const helpers = path.join(root, 'apps/api/test/helpers');
const { createTestApp, signedInAs } = await import(path.join(helpers, 'test-app.ts'));
const { insertHotel } = await import(path.join(helpers, 'fixtures.ts'));
const { day } = await import(path.join(helpers, 'booking-helpers.ts'));

const t = await createTestApp();
const owner = await signedInAs(t, 'hotel');
const hotelId = (await insertHotel(t.db, { name: 'Bench Stay', price: 450_000, rooms: 10_000, ownerId: owner.id })).id;
const guests: { cookie: string }[] = [];
for (let i = 0; i < warm + count; i++) guests.push(await signedInAs(t, 'user'));

/** utime + stime of this database's backends, in ms (from /proc: the server runs on this machine) */
async function backendCpuMs(): Promise<number> {
  const c = new pg.Client({ connectionString: t.database.connection.url });
  await c.connect();
  const { rows } = await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  await c.end();
  let ticks = 0;
  for (const { pid } of rows as { pid: number }[]) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(f[11]) + Number(f[12]);
  }
  return (ticks * 1000) / 100;
}

const book = (i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking/create',
    payload: { hotel: hotelId, roomCount: 1, checkInDate: day(1 + (i % 300)), checkOutDate: day(2 + (i % 300)) },
    headers: { cookie: guests[i]!.cookie },
  });

for (let i = 0; i < warm; i++) if ((await book(i)).statusCode !== 201) throw new Error('a warm-up booking failed');
const cpu0 = process.cpuUsage();
const server0 = await backendCpuMs();
const statements0 = statements;
const started = performance.now();
for (let i = warm; i < warm + count; i++) {
  const res = await book(i);
  if (res.statusCode !== 201) throw new Error(`booking ${i} answered ${res.statusCode}: ${res.body}`);
}
const wall = performance.now() - started;
const made = statements - statements0;
const cpu = process.cpuUsage(cpu0);
const server = (await backendCpuMs()) - server0;
await t.close();

const per = (x: number) => (x / count).toFixed(2);
console.log(`checkout ${root}: ${count} booking creates (after ${warm} to warm up), load average ${os.loadavg()[0]!.toFixed(1)}`);
console.log(`  API process CPU a create: ${per((cpu.user + cpu.system) / 1000)} ms`);
console.log(`  PostgreSQL backends CPU a create: ${per(server)} ms (clock ticks of 10 ms)`);
console.log(`  SQL statements a create: ${per(made)}`);
console.log(`  wall time a create: ${per(wall)} ms (moves with the machine's load)`);
