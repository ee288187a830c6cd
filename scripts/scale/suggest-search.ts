// Issue 33's figure for `npm run bench` (part `suggest`): GET /api/suggest as people type, at the seeded
// hotels, uncached (the caller starts a server with CATALOGUE_CACHE_MB=0). Each request is a prefix of 2–8
// letters of a name the synthetic hotels are made of (their name parts, cities, areas, landmarks), some with
// a letter dropped as a slip, so the hotels-by-name lookup finds from thousands of names down to none.
import http from 'node:http';
import { CITIES, NAME_FIRST, NAME_LAST } from './catalogue.ts';
import { figuresOf, slice, type Slice } from './latency.ts';

/** the issue's target: p95 at 100,000 hotels */
export const SUGGEST_P95_MS = 20;

const words = [...NAME_FIRST, ...Object.values(NAME_LAST).flat(), ...CITIES.flatMap((c) => [c.city, c.landmark, ...c.areas])].map((w) =>
  w.toLowerCase(),
);

/** every prefix of 2–8 letters of every word, and each word of five letters or more with one letter dropped */
export const SUGGEST_TEXTS = [
  ...new Set([
    ...words.flatMap((w) => Array.from({ length: Math.min(8, w.length) - 1 }, (_, k) => w.slice(0, k + 2))),
    ...words.filter((w) => w.length >= 5).map((w) => w.slice(0, 3) + w.slice(4)),
  ]),
];

const ms = (x: number) => `${x.toFixed(1)} ms`;
const nextPath = () => `/api/suggest?q=${encodeURIComponent(SUGGEST_TEXTS[Math.floor(Math.random() * SUGGEST_TEXTS.length)]!)}`;

/** Prints the suggestions' p50/p95 over `seconds` one-second slices of `clients` clients, against the target. */
export async function measureSuggest(port: number, opts: { seconds: number; clients: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const run: Slice = { latencies: [], failed: 0 };
  try {
    await slice(agent, port, nextPath, opts.clients);
    for (let s = 0; s < opts.seconds; s++) {
      const r = await slice(agent, port, nextPath, opts.clients);
      run.latencies.push(...r.latencies);
      run.failed += r.failed;
    }
  } finally {
    agent.destroy();
  }
  const f = figuresOf(run);
  console.log(
    `  ${SUGGEST_TEXTS.length} texts, ${opts.clients} clients: ${f.n} requests  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}` +
      `${f.failed ? `  ${f.failed} FAILED` : ''}  ${f.p95 <= SUGGEST_P95_MS ? 'met' : 'MISSED'} (p95 ≤ ${SUGGEST_P95_MS} ms)`,
  );
}
