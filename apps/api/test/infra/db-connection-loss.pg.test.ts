// A running server loses its PostgreSQL connections while requests run: PostgreSQL ends them
// (pg_terminate_backend, as a failover or a restarted database does), again and again, and then the database
// is away altogether for a while. The process stays up, every answer is a success or a 503 (never a 500),
// and once the database is back it serves again by itself. The server reaches PostgreSQL through a relay
// the test controls, so "away" is a refused connection, as a stopped database is.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startedProcesses, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { waitUntil } from '../helpers/wait.ts';

const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `raahi_cut_${randomBytes(6).toString('hex')}`;
async function asAdmin<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Passes connections on to PostgreSQL while it is open; closed, it refuses new ones and drops those it has. */
function relay(to: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => [client, upstream].forEach((x) => x.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  const open = (port = 0) =>
    new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  return {
    open,
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      sockets.forEach((s) => s.destroy());
      return closed;
    },
  };
}

const db = relay(new URL(adminUrl));
let port: number;
let server: ServerProcess;
const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
const at = (pathname: string) => `http://127.0.0.1:${apiPort}${pathname}`;
const account = { firstName: 'Cut', email: 'cut@example.test', password: 'Cut-Connections-2026' };
let session: string;

beforeAll(async () => {
  await asAdmin(`create database ${name}`);
  port = await db.open();
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${port}`;
  url.pathname = `/${name}`;
  server = startServer({
    PORT: String(apiPort),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-cut-')),
    DATABASE_URL: String(url),
    // the load comes from one address and one account
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000000',
  });
  await server.ready();
  expect((await send('POST', '/api/users', account)).status).toBe(201);
  const signIn = await send('POST', '/api/users/auth', { email: account.email, password: account.password });
  session = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('raahi_session='))!
    .split(';')[0]!;
}, 180_000);
afterAll(async () => {
  startedProcesses.forEach((c) => c.kill('SIGKILL'));
  await db.close();
  await asAdmin(`drop database if exists ${name} with (force)`);
});

const send = (method: string, pathname: string, body: object, cookie = '') =>
  fetch(at(pathname), { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
/** The account's name saved: a transaction of two statements, on a connection of its own from the pool. */
const saveName = (firstName: string) => send('PUT', '/api/users/profile', { firstName, lastName: 'Kumar', email: account.email }, session);

/** Ends every connection the server has to its database (its pool's, the job queue's, the change feed's). */
const cutConnections = () =>
  asAdmin<{ pid: number }>('select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    name,
  ]);

/**
 * Requests that each need the database while `running()`: catalogue searches nobody asked before (a pool
 * query each) and the account's name saved (a transaction). Collects every status; a request
 * that gets no answer at all (the process gone) is collected as 0.
 */
function load(running: () => boolean, workers = 6) {
  const statuses: number[] = [];
  let n = 0;
  const one = async () => {
    const i = n++;
    const res = await (i % 3 === 2 ? saveName(['Asha', 'Ravi'][i % 2]!) : fetch(at(`/api/hotel?location=cut-${i}`))).catch(() => undefined);
    await res?.arrayBuffer();
    statuses.push(res?.status ?? 0);
  };
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running()) await one();
    }),
  );
  return { statuses, done };
}

const unexpected = (statuses: number[]) => statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('lost database connections', () => {
  it('leave the process up: 2xx or 503 while they are cut again and again, and served again after', async () => {
    let running = true;
    const { statuses, done } = load(() => running);
    let cut = 0;
    for (let round = 1; round <= 6; round++) {
      // requests run between the cuts, so the pool has opened new connections to lose
      await waitUntil(`requests before cut ${round}`, () => statuses.length >= round * 30, 60_000);
      cut += (await cutConnections()).length;
    }
    await waitUntil('requests after the last cut', () => statuses.length >= 7 * 30, 60_000);
    running = false;
    await done;

    expect(server.child.exitCode, server.output().slice(-4000)).toBeNull();
    expect(unexpected(statuses), server.output().slice(-4000)).toEqual([]);
    expect(cut).toBeGreaterThan(6);
    await waitUntil('ready again', async () => (await fetch(at('/readyz'))).status === 200, 60_000);
    expect((await fetch(at('/api/hotel?location=after-the-cuts'))).status).toBe(200);
    expect((await saveName('Meera')).status).toBe(200);
    console.info(`cut ${cut} connections; answers: ${count(statuses, 200)} × 200, ${count(statuses, 503)} × 503`);
  }, 180_000);

  it('answers 503 while the database is away, and serves again by itself when it is back', async () => {
    await db.close();
    let running = true;
    const { statuses, done } = load(() => running);
    await waitUntil('requests while away', () => statuses.length >= 30, 60_000);
    const ready = await fetch(at('/readyz'));
    expect(ready.status).toBe(503);
    running = false;
    await done;
    expect(server.child.exitCode, server.output().slice(-4000)).toBeNull();
    expect(unexpected(statuses), server.output().slice(-4000)).toEqual([]);
    const away = await fetch(at('/api/hotel?location=while-away'));
    expect(away.status).toBe(503);
    expect(await away.json()).toEqual({ message: 'We are very busy right now. Please try again in a few seconds.', code: 'busy' });

    await db.open(port);
    await waitUntil('ready again', async () => (await fetch(at('/readyz'))).status === 200, 60_000);
    expect((await fetch(at('/api/hotel?location=back-again'))).status).toBe(200);
    expect((await saveName('Meera')).status).toBe(200);
  }, 180_000);
});
