// What the request-by-request figures of `npm run bench` share: keep-alive GETs from this process, timed, in
// one-second slices of concurrent clients, each sending its next request when the last answer has arrived.
import http from 'node:http';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function get(agent: http.Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

export type Slice = { latencies: number[]; failed: number };

/** `clients` loops for one second, each asking `nextPath()`; latencies (ms) and answers other than 200 */
export async function slice(agent: http.Agent, port: number, nextPath: () => string, clients: number): Promise<Slice> {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const status = await get(agent, port, nextPath());
        latencies.push(performance.now() - t0);
        if (status !== 200) failed++;
      }
    }),
  );
  return { latencies, failed };
}

/** count, p50 and p95 (ms) of slices put together */
export function figuresOf(r: Slice) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), failed: r.failed };
}
