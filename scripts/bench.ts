// `npm run bench`: the request path of issue 11, measured from a separate process. Not a test: it prints figures.
//
// On PostgreSQL (TEST_DATABASE_URL or DATABASE_URL names the server) it uses the database of
// `npm run seed:scale` (100,000 hotels and 100,000 bookings; created and seeded when missing, kept between
// runs), copies it for the run (bookings made here never reach the kept one) and starts, as child processes:
// a bare Fastify "hello" route (the yardstick) and the real server (`NODE_ENV=production`). This process is
// only the client. Every throughput figure is printed as a ratio to hello measured just before it.
//
//   npm run bench -- [--hotels=100000] [--seconds=8] [--connections=50] [--booking-seconds=20] [--think-ms=170]
//                    [--log-level=info] [--skip-seed] [--database-prefix=raahi_bench] [--only=quote,cabs,routes,occupancy,suggest,mix,capacity,saturated]
//                    [--cpu-prof=<folder>] [--baseline=<another checkout>] [--processes=1]
//
// Databases are named <database-prefix>_search_<hotels> (kept) and <database-prefix>_run_<random> (this run's
// copy), so benchmarks of several checkouts on one server need not share them. `--only` runs some of the
// parts below; `--cpu-prof` writes a CPU profile of each API server (node --cpu-prof) into a folder of its own under the given one.
// `--baseline` also starts the server of another checkout (its own copy of the database; it needs its
// node_modules) and measures it next to this one, figure by figure, each against hello just before it.
// `--processes=N` serves the mix and the saturation run from N API processes on the one database (as several
// machines behind a load balancer would: the people's connections are spread over them, the catalogue cache is
// invalidated across them by the database's notifications) and prints each one's share; single routes stay one
// process against hello.
// Next to each rate it prints the server's CPU time per request (from /proc, where there is one): on a
// machine shared with other work that moves far less than requests per second do.
//
// 0. Cabs (issue 30), in this process: places autocomplete and a route search with fares with 2,000 cars based in
//    100 cities and 20,000 trips booked, on the embedded database and on a database of its own on the server
//    (scale/cab-trips.ts; `npm run bench:cab-trips` runs it alone, with more searches).
// 0b. Hotels (issue 29), in this process: a quote of 14 nights × 4 rooms with children, each room priced for its
//    guests, on the embedded database and on a database of its own on the server (scale/hotel-quote.ts).
// 1. Throughput of single routes, warm, `connections` keep-alive connections, no think time (autocannon):
//    /healthz, the page shell, a picture, a hotel list page, a hotel's detail (as a browser asks: br, gzip).
// 1b. Occupancy (issue 29): a dated hotel search with the guests' rooms against the same search without them,
//    in turns of a second each (scale/occupancy-search.ts); target: p95 with them at most 1.2× without.
// 1c. Suggestions (issue 33): GET /api/suggest as people type (prefixes of the hotels' name parts and places, some
//    with a slip), from a server of its own without the catalogue cache (scale/suggest-search.ts); target: p95 ≤ 20 ms.
// 2. A realistic mix, all at once for `booking-seconds` (scripted people, scale/people.ts):
//    - 50 guests, each with an account of their own (the unpaid-hold cap is per account), who search with
//      dates, open the hotel, have it priced (POST /api/quote), book it with an Idempotency-Key and pay through the built-in test gateway
//      (order → its checkout page → signed verify), thinking `think-ms` before each request. One booking
//      in ten goes for the last room of a one-room hotel on one of a few nights, which all but the first
//      must answer 409 sold_out;
//    - 50 visitors browsing (search, list pages, details), thinking three times as long.
//    It prints every step's latencies and answers (refusals by their code: anything but sold_out is a
//    finding), checks the client's count of booking answers against the server's own /metrics, and checks
//    afterwards that no night of any hotel holds more rooms than it has.
// 2b. Capacity at the target: the same mix, `booking-seconds` ÷ 2 at each of shorter and shorter think times, until
//    booking create's p95 passes 100 ms; it prints the most bookings a second (per process) made within it.
// 3. Bookings per second of one process at saturation: the same 50 guests without think time; the figure
//    counts bookings created (201) and paid.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, between, eq, gte, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import * as schema from '../apps/api/src/db/schema.ts';
import { HOTEL_PAGE_SIZE } from '../apps/web/src/features/hotels/search-params.ts';
import { addDays, todayInIndia } from '../packages/contract/src/rules/dates.ts';
import { newTallies, guest, visitor, type Booked, type Tally } from './scale/people.ts';
import { scaleHotelId } from './scale/seed-scale.ts';
import { measureCabTrips } from './scale/cab-trips.ts';
import { measureHotelQuote } from './scale/hotel-quote.ts';
import { measureOccupancySearch } from './scale/occupancy-search.ts';
import { measureSuggest } from './scale/suggest-search.ts';
import { nginxAndWrkInstalled, startNginx, stopNginx, wrk } from './scale/nginx-front.ts';
import { machine, onServer, scaleDatabase, startServer, stopServer, withDatabase, type Server } from './scale/servers.ts';

const { values: args } = parseArgs({
  options: {
    hotels: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    'booking-seconds': { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '170' },
    'log-level': { type: 'string', default: 'info' },
    'skip-seed': { type: 'boolean', default: false },
    'database-prefix': { type: 'string', default: 'raahi_bench' },
    only: { type: 'string', default: 'quote,cabs,routes,occupancy,suggest,mix,capacity,saturated' },
    'cpu-prof': { type: 'string' },
    baseline: { type: 'string' },
    processes: { type: 'string', default: '1' },
  },
});
const HOTELS = Number(args.hotels);
const PREFIX = args['database-prefix'];
if (!/^[a-z_][a-z0-9_]*$/.test(PREFIX)) throw new Error('--database-prefix: lower-case letters, digits and _ only');
const PARTS = new Set(args.only.split(','));
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const BOOKING_SECONDS = Number(args['booking-seconds']);
const PROCESSES = Math.max(1, Number(args.processes));
/** `--cpu-prof`: Node's options that write a server's CPU profile into a folder of its own under the given one */
const cpuProfile = (name: string): string[] =>
  args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'], name)}`] : [];
const GUESTS = 50;
const VISITORS = 50;
/** mean think time of a guest before each request; a visitor thinks three times as long */
const THINK_MS = Number(args['think-ms']);
/** one-room hotels whose few nights are wanted by many guests at once */
const LAST_ROOM_HOTELS = 5;
const LAST_ROOM_NIGHTS = 4;
const TARGETS = { route: 0.25, picture: 0.5, healthz: 0.6, bookingP95Ms: 100 };

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

const today = todayInIndia();
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

type Run = { perSecond: number; p50: number; p95: number; p99: number; statuses: Record<string, number>; errors: number };

function summary(r: autocannon.Result): Run {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = stat?.count ?? 0;
  return {
    perSecond: r.requests.average,
    p50: r.latency.p50,
    p95: percentileOf(r, 95),
    p99: r.latency.p99,
    statuses,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** autocannon reports p90 and p97.5 (no p95): read between them, linearly */
function percentileOf(r: autocannon.Result, p: number): number {
  const { p90, p97_5 } = r.latency as unknown as { p90: number; p97_5: number };
  return p90 + ((p97_5 - p90) * (p - 90)) / 7.5;
}

const cannon = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ timeout: 30, ...opts }, () => {});
    instance.on('done', resolve);
    instance.on('error', reject);
  });

/** CPU time (user + system) a process has used so far, in µs; undefined where there is no /proc. */
function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 14th and 15th fields, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/** The CPU time (µs) the processes of `servers` have used so far, together; undefined where there is no /proc. */
function cpuOf(servers: Server[]): number | undefined {
  const each = servers.map((s) => cpuMicros(s.child.pid));
  return each.includes(undefined) ? undefined : each.reduce((a: number, b) => a + b!, 0);
}

/** Runs `work` and answers the CPU time per request it made of the server (or of all its processes), in µs. */
async function cpuPerRequest<T>(
  server: Server | Server[],
  work: () => Promise<T>,
  requests: (t: T) => number,
): Promise<[T, number | undefined]> {
  const servers = Array.isArray(server) ? server : [server];
  const before = cpuOf(servers);
  const result = await work();
  const after = cpuOf(servers);
  const n = requests(result);
  return [result, before === undefined || after === undefined || !n ? undefined : (after - before) / n];
}
const µs = (x: number | undefined) => (x === undefined ? '' : `${x.toFixed(0)} µs CPU/request`);

async function throughput(port: number, paths: string[], seconds = SECONDS, headers: Record<string, string> = BROWSER): Promise<Run> {
  return summary(
    await cannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
    }),
  );
}
const total = (r: Run) => r.perSecond * SECONDS;

/** a picture-pipeline name for the benchmark's picture (ops/nginx.conf sends only such names from the folder) */
const NGINX_PICTURE = '/uploads/0b5e7c1a-6d2f-4c8e-9a3b-5f1d2e4c6a80.webp';

/**
 * The same picture as a one-machine deployment sends it (nginx in front, ops/nginx.conf), against hello, both
 * measured with wrk (scale/nginx-front.ts says why).
 */
async function pictureThroughNginx(api: Server, hello: Server) {
  if (!nginxAndWrkInstalled()) {
    console.log('    (through nginx: apt-get install nginx-light wrk to measure it)');
    return;
  }
  const front = await startNginx(api.port, path.join(api.dataDir, 'uploads'));
  try {
    const served = await fetch(`http://127.0.0.1:${front.port}${NGINX_PICTURE}`);
    if (!served.ok || served.headers.get('x-request-id')) throw new Error('nginx did not send the picture from the folder');
    const helloRate = wrk(`http://127.0.0.1:${hello.port}/`, SECONDS, CONNECTIONS);
    const pictureRate = wrk(`http://127.0.0.1:${front.port}${NGINX_PICTURE}`, SECONDS, CONNECTIONS);
    const r = pictureRate / helloRate;
    console.log(
      `  a picture through nginx (ops/nginx.conf; client wrk)  ${fmt(pictureRate)}/s  hello with wrk ${fmt(helloRate)}/s  ${r.toFixed(3)}×  ` +
        (r >= TARGETS.picture ? `met (≥ ${TARGETS.picture}×)` : `MISSED (≥ ${TARGETS.picture}×)`),
    );
  } finally {
    await stopNginx(front);
  }
}

let keptDatabase: Promise<string> | undefined;
async function prepareRunDatabase(): Promise<string> {
  keptDatabase ??= scaleDatabase(serverUrl!, HOTELS, { skipSeed: args['skip-seed'], prefix: `${PREFIX}_search` });
  const kept = await keptDatabase;
  const name = `${PREFIX}_run_${randomBytes(4).toString('hex')}`;
  // a copy, so the bookings of this run never reach the kept database; the one-room hotels are the copy's own
  await onServer(serverUrl!, `create database ${name} template ${new URL(kept).pathname.slice(1)}`);
  return withDatabase(serverUrl!, name);
}

type Fixture = { lastRoom: string[]; guests: string[]; ids: string[] };

/** One-room hotels and a signed-in session for each guest, written straight into the run's database. */
async function prepareFixture(databaseUrl: string): Promise<Fixture> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    const [model] = await db
      .select()
      .from(schema.hotels)
      .where(eq(schema.hotels.id, scaleHotelId(1)));
    if (!model) throw new Error('the scale database has no hotels: run npm run seed:scale');
    const { id: _id, amenityKeys: _a, facilityKeys: _f, searchText: _s, createdAt: _c, updatedAt: _u, ...copy } = model;
    const lastRoom = (
      await db
        .insert(schema.hotels)
        .values(
          Array.from({ length: LAST_ROOM_HOTELS }, (_, i) => ({ ...copy, name: `Last Room Lodge ${i + 1}`, rooms: 1, ownerId: null })),
        )
        .returning({ id: schema.hotels.id })
    ).map((r) => r.id);
    // accounts of their own: the seeded guests already hold more unpaid nights than the cap allows
    const accounts = (
      await db
        .insert(schema.users)
        .values(
          Array.from({ length: GUESTS }, (_, i) => ({
            firstName: `Bench guest ${i + 1}`,
            email: `bench-${i + 1}-${randomBytes(4).toString('hex')}@bench.raahi.test`,
            passwordHash: '!',
          })),
        )
        .returning({ id: schema.users.id })
    ).map((r) => r.id);
    const expiresAt = new Date(Date.now() + 86_400_000);
    const guests = accounts.map(() => randomBytes(32).toString('base64url'));
    await db.insert(schema.sessions).values(
      guests.map((token, i) => ({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        userId: accounts[i]!,
        expiresAt,
      })),
    );
    const ids = (
      await db
        .select({ id: schema.hotels.id })
        .from(schema.hotels)
        .where(
          and(
            isNull(schema.hotels.archivedAt),
            gte(schema.hotels.rooms, 10),
            between(schema.hotels.id, scaleHotelId(0), scaleHotelId(HOTELS)),
          ),
        )
        .orderBy(schema.hotels.id)
        .limit(2000)
    ).map((r) => r.id);
    // NODE_ENV=production names the cookie with the __Host- prefix
    return { lastRoom, guests: guests.map((t) => `__Host-raahi_session=${t}`), ids };
  } finally {
    await pool.end();
  }
}

/** An 800×533 WebP like a listing's cover, written to `file`. */
async function drawPicture(file: string): Promise<void> {
  const width = 800;
  const height = 533;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.sin(i / 997) * 60 + 120 + (i % 7) * 5) & 0xff;
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ quality: 75 })
    .toFile(file);
}

/** the search page's own request: a page of HOTEL_PAGE_SIZE (the API's default page is 100) */
const searchFor = (checkin: string) => `/api/hotel?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2&limit=${HOTEL_PAGE_SIZE}`;

/** Counts read from the /metrics of each of `ports` and added up, by `key`, for the lines `re` matches (value last). */
async function metricsSum(ports: number[], re: RegExp, key: (m: RegExpMatchArray) => string | undefined): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const m of text.matchAll(re)) {
      const k = key(m);
      if (k !== undefined) out[k] = (out[k] ?? 0) + Number(m[m.length - 1]);
    }
  }
  return out;
}
/** Requests the server itself counted (its /metrics histogram), by status, for one route: the client's figures are checked against it. */
const serverCounted = (ports: number[], method: string, route: string) =>
  metricsSum(ports, /^raahi_http_request_duration_seconds_count\{method="([^"]+)",route="([^"]+)",status="(\d+)"\} (\d+)/gm, (m) =>
    m[1] === method && m[2] === route ? m[3] : undefined,
  );
/** The catalogue cache's counts (hit, miss, waited, stored, stale, invalidations) from the servers' /metrics. */
const cacheCounts = (ports: number[]) => metricsSum(ports, /^raahi_catalogue_cache_total\{event="(\w+)"\} (\d+)/gm, (m) => m[1]);
/** what the cache did while `work` ran, as "hit 9,120, miss 12, …" */
async function cacheDuring<T>(port: number | number[], work: () => Promise<T>): Promise<[T, string]> {
  const ports = Array.isArray(port) ? port : [port];
  const before = await cacheCounts(ports);
  const result = await work();
  const after = await cacheCounts(ports);
  const grew = minus(after, before);
  if (!Object.keys(after).length) return [result, 'not counted by this server'];
  return [
    result,
    Object.keys(grew).length
      ? Object.entries(grew)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')
      : 'untouched',
  ];
}
/** Background jobs waiting or running (the server's /metrics), as "invoices.issue waiting 3, …": work a request left for later. */
async function jobsPending(port: number): Promise<string> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const rows = [...text.matchAll(/^raahi_jobs\{name="([^"]+)",state="(\w+)"\} (\d+)/gm)].filter((m) => m[3] !== '0');
  return rows.length ? rows.map((m) => `${m[1]} ${m[2]} ${m[3]}`).join(', ') : 'none';
}
/** Waits until no background job waits or runs (at most `seconds`); answers how long that took, or undefined. */
async function drainJobs(port: number, seconds: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    if ((await jobsPending(port)) === 'none') return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 500));
  }
  return undefined;
}
const minus = (after: Record<string, number>, before: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(after).flatMap(([k, v]) => (v === (before[k] ?? 0) ? [] : [[k, v - (before[k] ?? 0)]])));

/**
 * The mix: GUESTS guests who book and pay (people.ts), with `thinkMs` before each request, next to
 * `visitors` visitors browsing. Returns every step's tally and what the last rooms answered.
 */
async function mix(ports: number[], fx: Fixture, seconds: number, thinkMs: number, visitors: number) {
  const tallies = newTallies();
  const lastRoomAnswers: Record<number, number> = {};
  const until = performance.now() + seconds * 1000;
  const choose = (): Booked => {
    const lastRoom = Math.random() < 0.1;
    const checkin = addDays(today, lastRoom ? 10 + Math.floor(Math.random() * LAST_ROOM_NIGHTS) : 1 + Math.floor(Math.random() * 120));
    const nights = lastRoom ? 1 : 1 + Math.floor(Math.random() * 3);
    return { hotel: lastRoom ? pick(fx.lastRoom) : pick(fx.ids), checkin, checkout: addDays(checkin, nights), lastRoom };
  };
  const onBooked = (b: Booked, status: number) => {
    if (b.lastRoom) lastRoomAnswers[status] = (lastRoomAnswers[status] ?? 0) + 1;
  };
  const browsing = [
    () => searchFor(addDays(today, 1 + Math.floor(Math.random() * 60))),
    () => `/api/hotel?page=${1 + Math.floor(Math.random() * 5)}`,
    () => `/api/hotel/${pick(fx.ids.slice(0, 200))}`,
  ];
  const countedBefore = await serverCounted(ports, 'POST', '/api/booking/create');
  const started = performance.now();
  // each person keeps one connection, to one process in turn (as a load balancer spreads connections)
  const portOf = (i: number) => ports[i % ports.length]!;
  await Promise.all([
    ...fx.guests.map((cookie, i) => guest({ port: portOf(i), cookie, until, thinkMs, tallies, choose, searchFor, onBooked })),
    ...Array.from({ length: visitors }, (_, i) =>
      visitor({ port: portOf(i), until, thinkMs: thinkMs * 3, tally: tallies.browse, next: () => pick(browsing)() }),
    ),
  ]);
  // a person finishes the journey under way when the time is up: rates are over the time it really took
  const elapsed = (performance.now() - started) / 1000;
  const counted = minus(await serverCounted(ports, 'POST', '/api/booking/create'), countedBefore);
  return { tallies, lastRoomAnswers, counted, seconds: elapsed };
}

/** every request once: the book split (last room, others) is `book` again */
const requestsOf = (m: Awaited<ReturnType<typeof mix>>) =>
  Object.entries(m.tallies).reduce((n, [step, t]) => (step === 'lastRoom' || step === 'otherRooms' ? n : n + t.ms.length), 0);
const outcomes = (t: Tally) => JSON.stringify(t.outcomes) + (t.failures ? ` and ${t.failures} connection errors` : '');
const latencies = (t: Tally) => `p50 ${fmt(t.percentile(50))} ms, p95 ${fmt(t.percentile(95))} ms, p99 ${fmt(t.percentile(99))} ms`;

/** Prints what the server answered every step of the mix, refusals by their code, and checks the client's count against the server's. */
function report(m: Awaited<ReturnType<typeof mix>>, cpu: number | undefined) {
  const { tallies: t, seconds } = m;
  if (cpu !== undefined) console.log(`  the server's CPU time: ${µs(cpu)} on average over every request of the mix`);
  const steps = {
    search: 'search',
    detail: 'detail',
    quote: 'quote',
    book: 'book',
    lastRoom: '… last room',
    otherRooms: '… others',
    order: 'order',
    checkout: 'checkout',
    verify: 'verify',
    browse: 'browse',
  } as const;
  for (const [step, label] of Object.entries(steps) as [keyof typeof steps, string][])
    if (t[step].ms.length)
      console.log(`  ${label.padEnd(12)} ${fmt(t[step].ms.length / seconds).padStart(6)}/s  ${latencies(t[step])}  ${outcomes(t[step])}`);
  const clientSaw = Object.values(t.book.outcomes).reduce((a, b) => a + b, 0);
  const serverSaw = Object.values(m.counted).reduce((a, b) => a + b, 0);
  if (clientSaw !== serverSaw)
    console.log(`  CHECK: the client counted ${clientSaw} booking answers, the server ${serverSaw} ${JSON.stringify(m.counted)}`);
  const refused = Object.entries(t.book.outcomes).filter(([o]) => !o.startsWith('2') && o !== '409 sold_out');
  if (refused.length) console.log(`  REFUSED for another reason than a full hotel: ${JSON.stringify(Object.fromEntries(refused))}`);
}

/** Each process's share of a run over several: its CPU time a second (how busy its one thread was). */
function perProcess(all: Server[], before: (number | undefined)[], m: { seconds: number }) {
  const busy = all.map((s, i) => {
    const now = cpuMicros(s.child.pid);
    const was = before[i];
    return now === undefined || was === undefined ? '?' : `${((now - was) / 1e6 / m.seconds).toFixed(2)} s CPU/s`;
  });
  console.log(`  each process: ${busy.map((b, i) => `#${i + 1} ${b}`).join(', ')} (with the jobs they ran)`);
}

async function oversold(databaseUrl: string): Promise<number> {
  const { rows } = await onServer(
    databaseUrl,
    `select count(*)::int as n from hotel_room_nights n join hotels h on h.id = n.hotel_id where n.rooms_taken > h.rooms`,
  );
  return rows[0].n as number;
}

const ratio = (x: Run, hello: Run) => x.perSecond / hello.perSecond;
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/**
 * A Raahi server under test: this checkout's, or the `--baseline` checkout's, each on its own copy of the database;
 * `processes` are its API processes on that copy (`--processes`), the first the one single routes are measured on.
 */
type Target = { label: string; processes: Server[]; fx: Fixture; runUrl: string; dir: string };
const first = (t: Target) => t.processes[0]!;

/** Part 0: the figures of issue 30 on both databases (200 searches each: under a minute in all). */
async function cabs() {
  const fleet = { cars: 2000, cities: 100, trips: 20_000, runs: 200 };
  console.log('\n== Cabs: places autocomplete and route search with fares (issue 30) ==');
  await measureCabTrips(fleet);
  await measureCabTrips({ ...fleet, serverUrl });
}

async function main() {
  console.log(`Machine: ${await machine(serverUrl!)}`);
  if (PARTS.has('quote')) {
    console.log('\n== Hotels: a quote for a family in several rooms (issue 29) ==');
    await measureHotelQuote({ serverUrl });
  }
  if (PARTS.has('cabs')) await cabs();
  if ([...PARTS].every((part) => part === 'cabs' || part === 'quote')) return;
  console.log(`Preparing ${HOTELS} hotels and bookings (npm run seed:scale) and a copy for this run:`);
  const checkouts = [{ label: 'this checkout', dir: process.cwd() }];
  if (args.baseline) checkouts.push({ label: `baseline (${args.baseline})`, dir: path.resolve(args.baseline) });
  const runUrls: string[] = [];
  const servers: Server[] = [];
  try {
    const pictureFile = path.join(os.tmpdir(), `raahi-bench-${process.pid}.webp`);
    await drawPicture(pictureFile);
    const hello = await startServer({ script: 'scripts/scale/hello.ts', readyPath: '/', env: { HELLO_PICTURE: pictureFile } });
    servers.push(hello);
    const picture = '/uploads/bench-picture.webp';
    const targets: Target[] = [];
    for (const { label, dir } of checkouts) {
      const runUrl = await prepareRunDatabase();
      runUrls.push(runUrl);
      await onServer(runUrl, 'vacuum analyze hotels, hotel_bookings, hotel_room_nights');
      const fx = await prepareFixture(runUrl);
      // every process of one target signs the same cookies (as several machines of one site must)
      const sessionSecret = randomBytes(32).toString('hex');
      const start = (n: number) =>
        startServer({
          databaseUrl: runUrl,
          cwd: dir,
          env: { LOG_LEVEL: args['log-level'], SESSION_SECRET: sessionSecret },
          nodeArgs: cpuProfile(`${targets.length}${n ? `-${n}` : ''}`),
          prepareDataDir: (dataDir) => {
            fs.mkdirSync(path.join(dataDir, 'uploads'));
            fs.copyFileSync(pictureFile, path.join(dataDir, picture));
            // the same picture under a name of the picture pipeline, which ops/nginx.conf sends from the folder
            fs.copyFileSync(pictureFile, path.join(dataDir, NGINX_PICTURE));
          },
        });
      const processes: Server[] = [];
      for (let n = 0; n < PROCESSES; n++) processes.push(await start(n));
      servers.push(...processes);
      targets.push({ label, processes, fx, runUrl, dir });
    }
    fs.rmSync(pictureFile);
    console.log(
      `Servers: hello (bare Fastify) on ${hello.port}, ${targets.map((t) => `Raahi of ${t.label} on ${t.processes.map((s) => s.port).join(' and ')}`).join(', ')} ` +
        `(NODE_ENV=production, LOG_LEVEL=${args['log-level']}); client: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per figure\n`,
    );

    // the same hotels in every copy (the seed's fixed ids)
    const details = targets[0]!.fx.ids.slice(0, 50).map((id) => `/api/hotel/${id}`);
    const lists = ['/api/hotel', '/api/hotel?page=2', '/api/hotel?page=3', '/api/hotel?location=jaipur', '/api/hotel?sort=price'];
    // warm: the first request of each answer fills the cache; V8 settles
    for (const t of targets) await throughput(first(t).port, [...lists, ...details, '/healthz', '/', picture], 3);
    await throughput(hello.port, ['/'], 2, {});

    const figures: [string, string[], number][] = [
      ['/healthz', ['/healthz'], TARGETS.healthz],
      ['hotel list, warm (5 pages and filters)', lists, TARGETS.route],
      ['hotel detail, warm (50 hotels)', details, TARGETS.route],
      ['a picture (800×533 WebP)', [picture], TARGETS.picture],
    ];
    const shellBuilt = (await fetch(`http://127.0.0.1:${first(targets[0]!).port}/`)).ok;
    if (shellBuilt) figures.push(['GET / (the page shell)', ['/'], 0]);
    else console.log('  (no web build: run npm run build to measure GET /)');
    for (const [name, paths, target] of PARTS.has('routes') ? figures : []) {
      for (const t of targets) {
        const [base, helloCpu] = await cpuPerRequest(hello, () => throughput(hello.port, ['/'], SECONDS, {}), total);
        const [[run, cpu], cache] = await cacheDuring(first(t).port, () =>
          cpuPerRequest(first(t), () => throughput(first(t).port, paths), total),
        );
        const r = ratio(run, base);
        const bad = Object.entries(run.statuses).filter(([s]) => !s.startsWith('2'));
        const row = [
          targets.length > 1 ? `${name} [${t.label}]` : name,
          `${fmt(run.perSecond)}/s`,
          `${fmt(base.perSecond)}/s`,
          `${r.toFixed(3)}×`,
          `${fmt(run.p50)} / ${fmt(run.p99)} ms`,
          target ? (r >= target ? `met (≥ ${target}×)` : `MISSED (≥ ${target}×)`) : '',
          bad.length ? `non-2xx: ${JSON.stringify(Object.fromEntries(bad))}` : '',
          cpu === undefined ? '' : `CPU/request ${cpu.toFixed(0)} µs (hello ${helloCpu?.toFixed(0)} µs)`,
          paths[0]!.startsWith('/api/') ? `cache: ${cache}` : '',
        ];
        console.log(`  ${row.filter(Boolean).join('  ')}`);
        if (paths[0] === picture) {
          // a 60 KB answer costs the network and the client far more than 11 bytes: what bare Fastify does with it
          const bare = await throughput(hello.port, ['/picture'], SECONDS, {});
          console.log(
            `    the same bytes from bare Fastify's memory: ${fmt(bare.perSecond)}/s; Raahi ${ratio(run, bare).toFixed(3)}× that`,
          );
          await pictureThroughNginx(first(t), hello);
        }
      }
    }

    if (PARTS.has('occupancy'))
      for (const t of targets) {
        console.log(`\nA dated hotel search with the guests' rooms, at ${HOTELS} hotels${targets.length > 1 ? ` [${t.label}]` : ''}:`);
        await measureOccupancySearch(first(t).port, { seconds: SECONDS, clients: 10, pageSize: HOTEL_PAGE_SIZE });
      }

    if (PARTS.has('suggest'))
      for (const t of targets) {
        console.log(
          `\nSuggestions while typing (GET /api/suggest), at ${HOTELS} hotels, uncached${targets.length > 1 ? ` [${t.label}]` : ''}:`,
        );
        // a server of its own that keeps no answers: the texts are few enough for the cache to hold them all
        const uncached = await startServer({
          databaseUrl: t.runUrl,
          cwd: t.dir,
          env: { CATALOGUE_CACHE_MB: '0' },
          nodeArgs: cpuProfile(`suggest-${targets.indexOf(t) + 1}`),
        });
        try {
          await measureSuggest(uncached.port, { seconds: SECONDS, clients: 10 });
        } finally {
          await stopServer(uncached);
        }
      }

    for (const t of targets) {
      const port = first(t).port;
      const all = t.processes;
      const ports = all.map((s) => s.port);
      const of = (targets.length > 1 ? ` [${t.label}]` : '') + (all.length > 1 ? ` on ${all.length} processes` : '');
      if (PARTS.has('mix')) {
        console.log(
          `\nThe mix for ${BOOKING_SECONDS} s${of}: ${GUESTS} guests booking and paying and ${VISITORS} visitors browsing, with think time`,
        );
        const cpuBefore = cpuOf(all);
        const eachBefore = all.map((s) => cpuMicros(s.child.pid));
        const [[mixed, cpu], cache] = await cacheDuring(ports, () =>
          cpuPerRequest(all, () => mix(ports, t.fx, BOOKING_SECONDS, THINK_MS, VISITORS), requestsOf),
        );
        report(mixed, cpu);
        if (all.length > 1) perProcess(all, eachBefore, mixed);
        console.log(`  catalogue cache during the mix: ${cache}`);
        // the mix's CPU figure covers the jobs its requests queued only if they kept up: wait for the rest
        console.log(`  background jobs waiting or running at its end: ${await jobsPending(port)}`);
        const drained = await drainJobs(port, 90);
        const withJobs = cpuOf(all);
        if (cpuBefore !== undefined && withJobs !== undefined)
          console.log(
            `  with the jobs it queued (${drained === undefined ? 'NOT all done 90 s after the mix' : `all done ${drained.toFixed(0)} s after it`}): ` +
              `${µs((withJobs - cpuBefore) / requestsOf(mixed))} on average over every request of the mix`,
          );
        const book = mixed.tallies.book;
        console.log(
          `  booking create at ${GUESTS} clients${all.length > 1 ? ` on ${all.length} processes` : ''}: ${latencies(book)}; ` +
            `${fmt(book.count('201') / mixed.seconds)} created/s (${fmt(book.count('201') / mixed.seconds / all.length)}/s a process) ` +
            `${book.percentile(95) <= TARGETS.bookingP95Ms ? 'met' : 'MISSED'} (p95 ≤ ${TARGETS.bookingP95Ms} ms)`,
        );
        console.log(`  last rooms: ${JSON.stringify(mixed.lastRoomAnswers)} (201 at most once per hotel and night, the rest 409)`);
      }
      if (PARTS.has('capacity')) {
        console.log(
          `\nBookings a second within booking create p95 ≤ ${TARGETS.bookingP95Ms} ms${of} (the mix, ${BOOKING_SECONDS / 2} s at each think time):`,
        );
        let best: string | undefined;
        for (const thinkMs of [1600, 800, 400, 270, 200, 150, 100, 70]) {
          const step = await mix(ports, t.fx, BOOKING_SECONDS / 2, thinkMs, VISITORS);
          const book = step.tallies.book;
          const rate = book.count('201') / step.seconds;
          const within = book.percentile(95) <= TARGETS.bookingP95Ms;
          console.log(`  think ${String(thinkMs).padStart(4)} ms: ${fmt(rate)} created/s, booking ${latencies(book)}`);
          if (!within) break;
          best = `${fmt(rate / all.length)} bookings/s a process (${fmt(rate)} in all), with ${GUESTS} guests and ${VISITORS} visitors`;
        }
        console.log(`  within the target: ${best ?? 'none of the steps'}`);
      }
      if (PARTS.has('saturated')) {
        console.log(`\nBookings per second at saturation${of} (${GUESTS} guests booking and paying, no think time, ${BOOKING_SECONDS} s):`);
        const eachBefore = all.map((s) => cpuMicros(s.child.pid));
        const [[saturated, cpu], cache] = await cacheDuring(ports, () =>
          cpuPerRequest(all, () => mix(ports, t.fx, BOOKING_SECONDS, 0, 0), requestsOf),
        );
        report(saturated, cpu);
        if (all.length > 1) perProcess(all, eachBefore, saturated);
        console.log(`  catalogue cache: ${cache}`);
        const sb = saturated.tallies.book;
        console.log(
          `  ${fmt(sb.count('201') / saturated.seconds)} bookings/s created (${fmt(sb.count('201') / saturated.seconds / all.length)}/s a process) ` +
            `and ${fmt(saturated.tallies.verify.count('200') / saturated.seconds)}/s paid; ` +
            `booking ${latencies(sb)}`,
        );
      }
      const sold = await oversold(t.runUrl);
      console.log(`\nNights holding more rooms than the hotel has${of}: ${sold === 0 ? 'none' : `${sold} — OVERSOLD`}`);
    }
  } finally {
    for (const s of servers) await stopServer(s);
    for (const url of runUrls) await onServer(serverUrl!, `drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  }
}

await main();
