// `npm run bench:ssr`: the server render of a hotel page (issue 13's budget: ≤ 15 ms median), over the real
// server. Not a test: it prints figures. The API runs as in production in a child process on the embedded
// database with the demo data and the current web build (`npm run build` first); this process is the
// client, sending one request at a time on a keep-alive connection, so each figure is one render with
// nothing queued before it. Printed: p50/p95 as the client sees it (HTTP, compression included) and of
// the render itself (the Server-Timing header: loaders through app.inject, React, the document), then of the
// same pages answered from the copy the server keeps, next to the plain shell of a client-rendered page.
//
//   npm run bench:ssr -- [--port=3203] [--requests=400] [--warmup=50]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3203' },
    requests: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '50' },
  },
});
const PORT = Number(args.port);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))) {
  console.error('No server build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-bench-ssr-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () =>
  new Promise<void>((resolve) => {
    child.once('exit', () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    });
    child.kill('SIGTERM');
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
type Answer = { status: number; ms: number; renderMs?: number; body: string };
function get(pathAndQuery: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: pathAndQuery, agent, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const timing = /render;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            renderMs: timing ? Number(timing[1]) : undefined,
            body: Buffer.concat(chunks).toString('latin1'),
          });
        });
      },
    );
    req.on('error', reject);
  });
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/**
 * `render`: each request asks for a URL the server has not kept yet (a query string it ignores), so each
 * is a render; otherwise the same URL, answered from the kept copy after the first (decision 0026).
 */
async function measure(name: string, url: string, { render: fresh = false } = {}) {
  const urlOf = (i: number) => (fresh ? `${url}${url.includes('?') ? '&' : '?'}bench=${i}` : url);
  for (let i = 0; i < WARMUP; i++) await get(urlOf(-1 - i));
  const client: number[] = [];
  const render: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const a = await get(urlOf(i));
    if (a.status !== 200) throw new Error(`${url} answered ${a.status}`);
    client.push(a.ms);
    if (a.renderMs !== undefined) render.push(a.renderMs);
  }
  const f = (xs: number[]) => (xs.length ? `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms` : '—');
  console.log(`${name.padEnd(28)} client: ${f(client).padEnd(28)} render: ${f(render)}`);
}

try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    if ((await get('/readyz').catch(() => ({ status: 0 }))).status === 200) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const hotels = JSON.parse((await get('/api/hotel?limit=1')).body) as { _id: string }[];
  const hotel = hotels[0]?._id;
  if (!hotel) throw new Error('no hotel in the demo data');
  console.log(
    `${os.cpus()[0]?.model.trim()} × ${os.cpus().length}; Node ${process.version}; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${REQUESTS} requests each, one at a time, after ${WARMUP} to warm up\n`,
  );
  await measure('hotel page (server render)', `/hotel/${hotel}`, { render: true });
  await measure('home page (server render)', '/', { render: true });
  await measure('hotel page (kept copy)', `/hotel/${hotel}`);
  await measure('home page (kept copy)', '/');
  await measure('shell (/login, for scale)', '/login');
} finally {
  agent.destroy();
  await stop();
}
