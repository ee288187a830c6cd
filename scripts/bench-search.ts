// `npm run bench:search`: the hotel searches of issue 11 at 10,000 and 100,000 hotels (as many bookings),
// on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL names the server). Not a test: it prints figures.
//
// Each size has its own database (<database-prefix>_<size>, raahi_bench_search_<size> by default, kept between runs), seeded by
// scripts/scale/seed-scale.ts (idempotent, so a second run only checks it) and vacuumed. The real server
// runs as a child process on each (one per size, side by side); this process is the client: CLIENTS
// concurrent keep-alive connections, each sending the next request as soon as the last answer has
// arrived. Each search cycles through a few variants of the same shape (other dates, cities, pages) so no
// answer is the same twice in a row. The sizes take turns in one-second slices for SECONDS each per
// search, so a change in the machine's load hits both alike; the figures are the median of the rounds. The
// servers keep no catalogue answers (CATALOGUE_CACHE_MB=0): every request is a search in the database.
//
//   npm run bench:search -- [--sizes=10000,100000] [--rounds=3] [--seconds=8] [--clients=10] [--plans] [--cpu] [--skip-seed]
//                           [--database-prefix=raahi_bench_search] [--only=stay,availability]
//
// --plans prints EXPLAIN ANALYZE of every statement of each search's first variant at each size;
// --skip-seed uses the databases as they are when they exist (for repeated runs on one day);
// --cpu prints the Node CPU time of each search at each size, run in this process one at a time.
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, todayInIndia } from '../packages/contract/src/rules/dates.ts';
import { searchPlans } from './scale/plans.ts';
import { searchCpu } from './scale/search-cpu.ts';
import { machine, scaleDatabase, startServer, stopServer, type Server } from './scale/servers.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    clients: { type: 'string', default: '10' },
    plans: { type: 'boolean', default: false },
    cpu: { type: 'boolean', default: false },
    'skip-seed': { type: 'boolean', default: false },
    'database-prefix': { type: 'string', default: 'raahi_bench_search' },
    only: { type: 'string' },
  },
});
const PREFIX = args['database-prefix'];
if (!/^[a-z_][a-z0-9_]*$/.test(PREFIX)) throw new Error('--database-prefix: lower-case letters, digits and _ only');
const SIZES = args.sizes.split(',').map(Number);
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CLIENTS = Number(args.clients);
/** the issue's targets: growth from the smallest to the largest size, and availability's p95 at the largest */
const MAX_GROWTH = 2;
const AVAILABILITY_P95_MS = 50;

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('Set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

const today = todayInIndia();
type Search = { name: string; availability?: true; variants: string[] };
const ALL_SEARCHES: Search[] = [
  {
    name: 'availability (2 nights)',
    availability: true,
    variants: Array.from({ length: 30 }, (_, k) => `checkin=${addDays(today, 1 + k * 2)}&checkout=${addDays(today, 3 + k * 2)}`),
  },
  {
    // issue 28's: by room type and plan, each card priced for the stay (decision 0063)
    name: 'stay (2 nights, 2 guests, a city)',
    availability: true,
    variants: Array.from(
      { length: 30 },
      (_, k) =>
        `location=${['goa', 'jaipur', 'manali', 'mumbai', 'udaipur'][k % 5]}&checkin=${addDays(today, 1 + k * 2)}&checkout=${addDays(today, 3 + k * 2)}&guests=2`,
    ),
  },
  {
    // the same search as the site asks it: a page of 12 cards (apps/web search-params.ts HOTEL_PAGE_SIZE); the
    // one above takes the list's default page of 100 cards, each priced for the stay
    name: 'stay, a page of 12 (2 nights, 2 guests, a city)',
    availability: true,
    variants: Array.from(
      { length: 30 },
      (_, k) =>
        `location=${['goa', 'jaipur', 'manali', 'mumbai', 'udaipur'][k % 5]}&checkin=${addDays(today, 1 + k * 2)}&checkout=${addDays(today, 3 + k * 2)}&guests=2&page=1&limit=12`,
    ),
  },
  { name: 'no filter', variants: ['', 'page=2', 'page=3', 'page=4', 'page=5'] },
  { name: 'location', variants: ['jaipur', 'goa', 'manali', 'mumbai', 'udaipur', 'kochi', 'leh', 'varanasi'].map((c) => `location=${c}`) },
  {
    name: 'amenities + facilities',
    variants: [
      'amenities=Wifi,Spa&facilities=pool',
      'amenities=Wifi&facilities=gym',
      'amenities=Swimming%20Pool&facilities=spa',
      'amenities=Wifi,Parking&facilities=parking',
    ],
  },
  {
    name: 'price + star + type',
    variants: [
      'price=1500-2500&starrating=3&propertytype=Hotel',
      'price=2500-5000&starrating=4&propertytype=Resort',
      'minBudget=5000&maxBudget=15000&starrating=5&propertytype=Hotel,Resort',
    ],
  },
];

/** --only=stay,availability: the searches whose name starts with one of these words */
const SEARCHES = args.only ? ALL_SEARCHES.filter((s) => args.only!.split(',').some((w) => s.name.startsWith(w))) : ALL_SEARCHES;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, pathAndQuery: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathAndQuery, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

type Figures = { requests: number; perSecond: number; p50: number; p95: number; p99: number; failed: number };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** CLIENTS loops sending the search's variants in turn for `seconds`; latencies in milliseconds. */
async function drive(port: number, search: Search, seconds: number): Promise<{ latencies: number[]; failed: number; elapsed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const q = search.variants[next++ % search.variants.length]!;
        const t0 = performance.now();
        const res = await get(port, `/api/hotel${q ? `?${q}` : ''}`).catch(() => ({ status: 0, bytes: 0 }));
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failed++;
      }
    }),
  );
  return { latencies, failed, elapsed: (performance.now() - started) / 1000 };
}

function figures(slices: Awaited<ReturnType<typeof drive>>[]): Figures {
  const latencies = slices.flatMap((x) => x.latencies).sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / slices.reduce((s, x) => s + x.elapsed, 0),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: slices.reduce((s, x) => s + x.failed, 0),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;
const pad = (s: string, n: number) => s.padEnd(n);

async function main() {
  console.log(`Machine: ${await machine(baseUrl!)}`);
  console.log(`${CLIENTS} clients, ${SECONDS} s per search after ${WARMUP} s warm-up, ${ROUNDS} round(s)`);
  console.log('Preparing the databases:');
  const urls = new Map<number, string>();
  for (const size of SIZES) urls.set(size, await scaleDatabase(baseUrl!, size, { skipSeed: args['skip-seed'], prefix: PREFIX }));

  if (args.plans) {
    for (const size of SIZES)
      for (const s of SEARCHES) {
        console.log(`\n=== ${size} hotels, ${s.name}: /api/hotel?${s.variants[0]}`);
        for (const plan of await searchPlans(urls.get(size)!, s.variants[0]!)) console.log(`${plan}\n`);
      }
  }

  if (args.cpu) {
    console.log(`\nNode CPU a search, one at a time in process (load average ${loadavg()[0]!.toFixed(1)}):`);
    for (const size of SIZES)
      for (const s of SEARCHES) {
        const f = await searchCpu(urls.get(size)!, s.variants);
        console.log(`  ${pad(String(size), 6)} hotels, ${pad(s.name, 34)} ${ms(f.cpuMs)} CPU, ${f.cards.toFixed(0)} cards`);
      }
  }

  const runs = new Map<string, Figures[]>();
  const key = (size: number, s: Search) => `${size}|${s.name}`;
  for (let round = 1; round <= ROUNDS; round++) {
    const servers = new Map<number, Server>();
    try {
      // no catalogue cache: after the warm-up every variant would be a kept answer, and this measures the searches
      for (const size of SIZES) servers.set(size, await startServer({ databaseUrl: urls.get(size)!, env: { CATALOGUE_CACHE_MB: '0' } }));
      // fresh servers: let V8 and the connection pools settle on every search before measuring any
      for (const server of servers.values())
        await drive(server.port, { name: 'all', variants: SEARCHES.flatMap((s) => s.variants) }, 3 * WARMUP);
      for (const s of SEARCHES) {
        const slices = new Map(SIZES.map((size) => [size, [] as Awaited<ReturnType<typeof drive>>[]]));
        for (const size of SIZES) await drive(servers.get(size)!.port, s, WARMUP);
        for (let slice = 0; slice < SECONDS; slice++)
          for (const size of slice % 2 ? [...SIZES].reverse() : SIZES) slices.get(size)!.push(await drive(servers.get(size)!.port, s, 1));
        for (const size of SIZES) {
          const f = figures(slices.get(size)!);
          runs.set(key(size, s), [...(runs.get(key(size, s)) ?? []), f]);
          console.log(
            `  round ${round}, ${pad(String(size), 6)} hotels, ${pad(s.name, 24)} ${f.perSecond.toFixed(0).padStart(5)}/s  ` +
              `p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}${f.failed ? `  ${f.failed} FAILED` : ''}`,
          );
        }
      }
    } finally {
      for (const server of servers.values()) await stopServer(server);
    }
  }

  if (ROUNDS < 1) return agent.destroy();
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  const p = (size: number, s: Search, f: keyof Figures) => median((runs.get(key(size, s)) ?? []).map((x) => x[f]));
  console.log(`\nMedian of ${ROUNDS} round(s), ${CLIENTS} concurrent clients:\n`);
  const header = ['search', ...SIZES.flatMap((n) => [`p50 ${n}`, `p95 ${n}`, `req/s ${n}`]), `p95 growth`, 'target'];
  const rows = SEARCHES.map((s) => {
    const growth = p(large, s, 'p95') / p(small, s, 'p95');
    const misses = [
      growth > MAX_GROWTH ? `growth > ${MAX_GROWTH}×` : '',
      s.availability && p(large, s, 'p95') > AVAILABILITY_P95_MS ? `p95 > ${AVAILABILITY_P95_MS} ms` : '',
    ].filter(Boolean);
    return [
      s.name,
      ...SIZES.flatMap((n) => [ms(p(n, s, 'p50')), ms(p(n, s, 'p95')), p(n, s, 'perSecond').toFixed(0)]),
      `${growth.toFixed(2)}×`,
      misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  agent.destroy();
}

await main();
