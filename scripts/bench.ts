// `npm run bench`: the request path of issue 11, measured from a separate process. Not a test: it prints figures.
//
// On PostgreSQL (TEST_DATABASE_URL or DATABASE_URL names the server) it uses the database of
// `npm run seed:scale` (100,000 hotels and 100,000 bookings; created and seeded when missing, kept between
// runs), copies it for the run (bookings made here never reach the kept one) and starts, as child processes:
// a bare Fastify "hello" route (the yardstick) and the real server (`NODE_ENV=production`). This process is
// only the client (autocannon). Every figure is printed as a ratio to hello measured just before it.
//
//   npm run bench -- [--hotels=100000] [--seconds=8] [--connections=50] [--booking-seconds=20] [--log-level=info] [--skip-seed]
//
// 1. Throughput of single routes, warm, `connections` keep-alive connections, no think time:
//    /healthz, the page shell, a picture, a hotel list page, a hotel's detail (as a browser asks: br, gzip).
// 2. A realistic mix, all at once for `booking-seconds`:
//    - 50 guests booking: each looks at a hotel (search with dates, the detail; the price is computed on the
//      page by priceHotel, there is no server call for it), books it with an Idempotency-Key, thinks, again.
//      One booking in ten goes for the last room of a one-room hotel on one of a few nights, which all but
//      the first must answer 409;
//    - 50 visitors browsing (search, list pages, details) with think time.
//    It prints booking create p50/p95/p99 at 50 clients, bookings per second, and checks afterwards that no
//    night of any hotel holds more rooms than it has.
// 3. Bookings per second of one process at saturation (50 guests without think time).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, between, eq, gte, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import * as schema from '../apps/api/src/db/schema.ts';
import { addDays, todayInIndia } from '../packages/contract/src/rules/dates.ts';
import { scaleHotelId, scaleUserId, SCALE_USERS } from './scale/seed-scale.ts';
import { machine, onServer, scaleDatabase, startServer, stopServer, withDatabase, type Server } from './scale/servers.ts';

const { values: args } = parseArgs({
  options: {
    hotels: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    'booking-seconds': { type: 'string', default: '20' },
    'log-level': { type: 'string', default: 'info' },
    'skip-seed': { type: 'boolean', default: false },
  },
});
const HOTELS = Number(args.hotels);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const BOOKING_SECONDS = Number(args['booking-seconds']);
const GUESTS = 50;
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

/** Starts autocannon; its instance (for response events) and the result when it is done. */
function start(opts: autocannon.Options) {
  const instance = autocannon({ timeout: 30, ...opts }, () => {});
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance.on('done', resolve);
    instance.on('error', reject);
  });
  return { instance, done };
}
const cannon = (opts: autocannon.Options) => start(opts).done;

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

async function prepareRunDatabase(): Promise<string> {
  const kept = await scaleDatabase(serverUrl!, HOTELS, { skipSeed: args['skip-seed'] });
  const name = `raahi_bench_run_${randomBytes(4).toString('hex')}`;
  // a copy, so the bookings of this run never reach the kept database; the one-room hotels are the copy's own
  await onServer(serverUrl!, `create database ${name} template raahi_bench_search_${HOTELS}`);
  const url = withDatabase(serverUrl!, name);
  void kept;
  return url;
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
    const expiresAt = new Date(Date.now() + 86_400_000);
    const guests = Array.from({ length: GUESTS }, () => randomBytes(32).toString('base64url'));
    await db.insert(schema.sessions).values(
      guests.map((token, i) => ({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        userId: scaleUserId(i % SCALE_USERS),
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

function writePicture(dataDir: string): string {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const width = 800;
  const height = 533;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.sin(i / 997) * 60 + 120 + (i % 7) * 5) & 0xff;
  const file = 'bench-picture.webp';
  void sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ quality: 75 })
    .toFile(path.join(dir, file));
  return `/uploads/${file}`;
}

const searchFor = (checkin: string) => `/api/hotel?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2`;

/**
 * The mix: guests who book (autocannon with one request list per connection: search, detail, book) and
 * visitors who browse, both with think time. Returns the booking figures and what the last rooms answered.
 */
async function mix(port: number, fx: Fixture, seconds: number, thinkTime: boolean) {
  const url = `http://127.0.0.1:${port}`;
  const lastRoomAnswers: Record<number, number> = {};
  let guestN = 0;
  const guestRequests = (cookie: string): autocannon.Request[] => {
    let target = '';
    let checkin = '';
    let lastRoom = false;
    return [
      {
        method: 'GET',
        headers: BROWSER,
        setupRequest: (req) => {
          lastRoom = Math.random() < 0.1;
          target = lastRoom ? pick(fx.lastRoom) : pick(fx.ids);
          checkin = addDays(today, lastRoom ? 10 + Math.floor(Math.random() * LAST_ROOM_NIGHTS) : 1 + Math.floor(Math.random() * 120));
          return { ...req, path: searchFor(checkin) };
        },
      },
      { method: 'GET', headers: BROWSER, setupRequest: (req) => ({ ...req, path: `/api/hotel/${target}` }) },
      {
        method: 'POST',
        path: '/api/booking/create',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            hotel: target,
            roomCount: 1,
            checkInDate: checkin,
            checkOutDate: addDays(checkin, lastRoom ? 1 : 1 + Math.floor(Math.random() * 3)),
            guests: 2,
            mealPlan: 'breakfast',
          }),
        }),
        onResponse: (status) => {
          if (lastRoom) lastRoomAnswers[status] = (lastRoomAnswers[status] ?? 0) + 1;
        },
      },
    ];
  };
  // autocannon gives every connection the same request list; each guest's cookie comes from setupClient
  const bookings = start({
    url,
    connections: GUESTS,
    duration: seconds,
    ...(thinkTime ? { connectionRate: 6 } : {}),
    requests: guestRequests(fx.guests[0]!),
    setupClient: (client) => {
      const cookie = fx.guests[guestN++ % fx.guests.length]!;
      (client as unknown as { setRequests(r: autocannon.Request[]): void }).setRequests(guestRequests(cookie));
    },
  });
  const browsing = thinkTime
    ? start({
        url,
        connections: 50,
        duration: seconds,
        connectionRate: 2,
        requests: [
          {
            method: 'GET',
            headers: BROWSER,
            setupRequest: (req) => ({ ...req, path: searchFor(addDays(today, 1 + Math.floor(Math.random() * 60))) }),
          },
          {
            method: 'GET',
            headers: BROWSER,
            setupRequest: (req) => ({ ...req, path: `/api/hotel?page=${1 + Math.floor(Math.random() * 5)}` }),
          },
          { method: 'GET', headers: BROWSER, setupRequest: (req) => ({ ...req, path: `/api/hotel/${pick(fx.ids.slice(0, 200))}` }) },
        ],
      })
    : undefined;
  // the booking call's own latencies: each connection cycles search, detail, book, so every third answer
  const answered = new Map<unknown, number>();
  const bookingLatencies: number[] = [];
  const bookingStatuses: Record<number, number> = {};
  bookings.instance.on('response', (client: unknown, status: number, _bytes: number, responseTime: number) => {
    const n = (answered.get(client) ?? 0) + 1;
    answered.set(client, n);
    if (n % 3 !== 0) return;
    bookingLatencies.push(responseTime);
    bookingStatuses[status] = (bookingStatuses[status] ?? 0) + 1;
  });
  const [all, browse] = await Promise.all([bookings.done, browsing?.done]);
  bookingLatencies.sort((a, b) => a - b);
  const at = (p: number) => bookingLatencies[Math.min(bookingLatencies.length - 1, Math.floor((p / 100) * bookingLatencies.length))] ?? 0;
  return {
    all: summary(all),
    browse: browse ? summary(browse) : undefined,
    booking: { count: bookingLatencies.length, perSecond: bookingLatencies.length / seconds, p50: at(50), p95: at(95), p99: at(99) },
    bookingStatuses,
    lastRoomAnswers,
  };
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

async function main() {
  console.log(`Machine: ${await machine(serverUrl!)}`);
  console.log(`Preparing ${HOTELS} hotels and bookings (npm run seed:scale) and a copy for this run:`);
  const runUrl = await prepareRunDatabase();
  const servers: Server[] = [];
  try {
    await onServer(runUrl, 'vacuum analyze hotels, hotel_bookings, hotel_room_nights');
    const fx = await prepareFixture(runUrl);
    let picture = '';
    const hello = await startServer({ script: 'scripts/scale/hello.ts', readyPath: '/' });
    servers.push(hello);
    const api = await startServer({
      databaseUrl: runUrl,
      env: { LOG_LEVEL: args['log-level'] },
      prepareDataDir: (dir) => (picture = writePicture(dir)),
    });
    servers.push(api);
    console.log(
      `Servers: hello (bare Fastify) on ${hello.port}, Raahi on ${api.port} (NODE_ENV=production, LOG_LEVEL=${args['log-level']}); ` +
        `client: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per figure\n`,
    );

    const details = fx.ids.slice(0, 50).map((id) => `/api/hotel/${id}`);
    const lists = ['/api/hotel', '/api/hotel?page=2', '/api/hotel?page=3', '/api/hotel?location=jaipur', '/api/hotel?sort=price'];
    // warm: the first request of each answer fills the cache; V8 settles
    await throughput(api.port, [...lists, ...details, '/healthz', '/', picture], 3);
    await throughput(hello.port, ['/'], 2, {});

    const figures: [string, string[], number][] = [
      ['/healthz', ['/healthz'], TARGETS.healthz],
      ['hotel list, warm (5 pages and filters)', lists, TARGETS.route],
      ['hotel detail, warm (50 hotels)', details, TARGETS.route],
      ['a picture (800×533 WebP)', [picture], TARGETS.picture],
    ];
    const shellBuilt = (await fetch(`http://127.0.0.1:${api.port}/`)).ok;
    if (shellBuilt) figures.push(['GET / (the page shell)', ['/'], 0]);
    else console.log('  (no web build: run npm run build to measure GET /)');
    const rows: string[][] = [];
    for (const [name, paths, target] of figures) {
      const base = await throughput(hello.port, ['/'], SECONDS, {});
      const run = await throughput(api.port, paths);
      const r = ratio(run, base);
      const bad = Object.entries(run.statuses).filter(([s]) => !s.startsWith('2'));
      rows.push([
        name,
        `${fmt(run.perSecond)}/s`,
        `${fmt(base.perSecond)}/s`,
        `${r.toFixed(3)}×`,
        `${fmt(run.p50)} / ${fmt(run.p99)} ms`,
        target ? (r >= target ? `met (≥ ${target}×)` : `MISSED (≥ ${target}×)`) : '',
        bad.length ? `non-2xx: ${JSON.stringify(Object.fromEntries(bad))}` : '',
      ]);
      console.log(`  ${rows.at(-1)!.filter(Boolean).join('  ')}`);
    }

    console.log(`\nThe mix for ${BOOKING_SECONDS} s: ${GUESTS} guests booking and 50 visitors browsing, with think time`);
    const mixed = await mix(api.port, fx, BOOKING_SECONDS, true);
    const sold = await oversold(runUrl);
    console.log(
      `  booking create at ${GUESTS} clients: p50 ${fmt(mixed.booking.p50)} ms, p95 ${fmt(mixed.booking.p95)} ms, p99 ${fmt(mixed.booking.p99)} ms; ` +
        `${fmt(mixed.booking.perSecond)} answers/s ${JSON.stringify(mixed.bookingStatuses)} ` +
        `${mixed.booking.p95 <= TARGETS.bookingP95Ms ? 'met' : 'MISSED'} (p95 ≤ ${TARGETS.bookingP95Ms} ms)`,
    );
    console.log(`  last rooms: ${JSON.stringify(mixed.lastRoomAnswers)} (201 at most once per hotel and night, the rest 409)`);
    console.log(
      `  all guest requests: ${fmt(mixed.all.perSecond)}/s, p95 ${fmt(mixed.all.p95)} ms; errors ${mixed.all.errors - (mixed.bookingStatuses[409] ?? 0)}`,
    );
    if (mixed.browse)
      console.log(`  browsing: ${fmt(mixed.browse.perSecond)}/s, p50 ${fmt(mixed.browse.p50)} ms, p95 ${fmt(mixed.browse.p95)} ms`);

    console.log(`\nBookings per second of one process at saturation (${GUESTS} guests, no think time, ${BOOKING_SECONDS} s):`);
    const saturated = await mix(api.port, fx, BOOKING_SECONDS, false);
    console.log(
      `  ${fmt((saturated.bookingStatuses[201] ?? 0) / BOOKING_SECONDS)} bookings/s created (${fmt(saturated.booking.perSecond)} answers/s) ` +
        `${JSON.stringify(saturated.bookingStatuses)}; booking p50 ${fmt(saturated.booking.p50)} ms, p95 ${fmt(saturated.booking.p95)} ms`,
    );
    const soldAfter = await oversold(runUrl);
    console.log(`\nNights holding more rooms than the hotel has: ${sold + soldAfter === 0 ? 'none' : `${soldAfter} — OVERSOLD`}`);
  } finally {
    for (const s of servers) await stopServer(s);
    await onServer(serverUrl!, `drop database if exists ${new URL(runUrl).pathname.slice(1)} with (force)`);
  }
}

await main();
