// Issue 29's figure for `npm run bench` (part `occupancy`): a dated hotel search with the guests' rooms (a
// family in one room, `occupancy=2:5,9`; two rooms, one with a child of five, `occupancy=2&occupancy=2:5`)
// against the same search without them. The searches take turns in one-second slices, so a change in the machine's load hits both alike; each request
// draws its city and dates at random from thousands, so the catalogue cache rarely answers either.
import http from 'node:http';
import { addDays, todayInIndia } from '../../packages/contract/src/rules/dates.ts';
import { figuresOf, slice, type Slice } from './latency.ts';

/** the issue's target: p95 with occupancy at most this many times the p95 without */
export const OCCUPANCY_P95_RATIO = 1.2;
const CITIES = ['goa', 'jaipur', 'manali', 'mumbai', 'udaipur', 'kochi', 'leh', 'varanasi'];
const OCCUPANCIES = ['occupancy=2:5,9', 'occupancy=2&occupancy=2:5'];

const ms = (x: number) => `${x.toFixed(1)} ms`;

function searchPath(occupancy: string | undefined, pageSize: number) {
  const checkin = addDays(todayInIndia(), 1 + Math.floor(Math.random() * 300));
  const city = CITIES[Math.floor(Math.random() * CITIES.length)]!;
  const q = `location=${city}&checkin=${checkin}&checkout=${addDays(checkin, 2)}&limit=${pageSize}`;
  return `/api/hotel?${q}${occupancy ? `&${occupancy}` : ''}`;
}

/** Prints each search's p50/p95 and the ratio of each p95 with an occupancy to the p95 without, against the target. */
export async function measureOccupancySearch(port: number, opts: { seconds: number; clients: number; pageSize: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const shapes = [undefined, ...OCCUPANCIES];
  const runs = shapes.map((): Slice => ({ latencies: [], failed: 0 }));
  try {
    // warm: V8 and the pools settle on every shape
    for (const shape of shapes) await slice(agent, port, () => searchPath(shape, opts.pageSize), opts.clients);
    for (let s = 0; s < opts.seconds; s++)
      for (let k = 0; k < shapes.length; k++) {
        // each second in another order, so no shape always follows the same one
        const i = (k + s) % shapes.length;
        const r = await slice(agent, port, () => searchPath(shapes[i], opts.pageSize), opts.clients);
        runs[i]!.latencies.push(...r.latencies);
        runs[i]!.failed += r.failed;
      }
  } finally {
    agent.destroy();
  }
  const [without, ...withOcc] = runs.map(figuresOf);
  const line = (name: string, f: ReturnType<typeof figuresOf>) =>
    `  ${name.padEnd(44)} ${String(f.n).padStart(6)} requests  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}${f.failed ? `  ${f.failed} FAILED` : ''}`;
  console.log(line('dated search (a city, 2 nights)', without!));
  OCCUPANCIES.forEach((occupancy, k) => {
    const f = withOcc[k]!;
    const ratio = f.p95 / without!.p95;
    console.log(line(`the same with ${occupancy}`, f));
    console.log(
      `    p95 with ÷ without: ${ratio.toFixed(2)}× ${ratio <= OCCUPANCY_P95_RATIO ? 'met' : 'MISSED'} (≤ ${OCCUPANCY_P95_RATIO}×)`,
    );
  });
}
