// Issue 9's proof that N stateless processes behave as one: three real API processes (apps/api/src/server.ts)
// on one PostgreSQL database, one Redis and one S3 bucket, behind HAProxy with the committed ops/haproxy.cfg.
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are both set and haproxy is installed (scripts/test.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { UNPAID_BOOKINGS } from '@raahi/contract/rules/booking-limits';
import { renditionPath } from '@raahi/contract/upload';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { hotelBookings, users } from '../../src/db/schema.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { multipartImage, pictureBytes } from '../helpers/pictures.ts';
import { startS3Server, type TestS3 } from '../helpers/s3-server.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const nodeBin = path.join(root, 'node_modules/.bin/node');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
// one entrance and three processes, on ports of their own
const FRONT = 3140;
const PORTS = [3141, 3142, 3143];
const RATE_LIMIT = 30;
const PASSWORD = 'Cluster#Secret-2024';

const adminUrl = process.env.TEST_DATABASE_URL!;
const dbName = `raahi_cluster_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
let database: Database;
let s3: TestS3;
let haproxy: ChildProcess;
const apis: Api[] = [];
const children = new Set<ChildProcess>();

type Api = { port: number; child: ChildProcess; output: () => string; exited: Promise<number | null> };

const env = () => ({
  ...process.env,
  ...s3.env,
  DATABASE_URL: dbUrl,
  REDIS_URL: process.env.TEST_REDIS_URL!,
  SESSION_SECRET: 'cluster-test-secret-shared-by-every-process',
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  HOST: '127.0.0.1',
  SKIP_SEED: 'true',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
});

async function startApi(port: number): Promise<Api> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-cluster-'));
  const child = spawn(nodeBin, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...env(), PORT: String(port), DATA_DIR: dataDir },
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  await waitUntil(
    `API on ${port} to start`,
    () => {
      if (child.exitCode !== null) throw new Error(`API on ${port} exited: ${output}`);
      return output.includes('Raahi is running');
    },
    120_000,
  );
  return { port, child, output: () => output, exited };
}

const direct = (i: number) => `http://127.0.0.1:${PORTS[i]}`;
const front = `http://127.0.0.1:${FRONT}`;
/** a made-up client address: the processes trust 127.0.0.1 (the proxy, and this test) to say who the client is */
const clientAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]! % 250}`;

async function send(
  base: string,
  url: string,
  init: { method?: string; cookie?: string; from?: string; body?: object; key?: string } = {},
) {
  const res = await fetch(base + url, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': init.from ?? clientAddress(),
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.body && { 'content-type': 'application/json' }),
      ...(init.key && { 'idempotency-key': init.key }),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Registers an account through process `i` (or the given address), signs in there, and answers its session cookie. */
async function account(i: number | string, role?: 'content') {
  const base = typeof i === 'number' ? direct(i) : i;
  const email = `cluster-${randomUUID()}@example.test`;
  const reg = await send(base, '/api/users', {
    method: 'POST',
    body: { firstName: 'Cluster', lastName: 'Guest', email, password: PASSWORD },
  });
  expect(reg.status).toBe(201);
  if (role) await database.db.update(users).set({ role }).where(eq(users.email, email));
  const res = await fetch(`${base}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('raahi_session='))!;
  return { email, cookie: cookie.split(';')[0]! };
}

beforeAll(async () => {
  if (!fs.existsSync(HAPROXY)) throw new Error(`This test needs HAProxy at ${HAPROXY} (apt-get install haproxy)`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  // the test's own connection migrates first; the processes then find the schema current
  database = await openDatabase({ databaseUrl: dbUrl, poolSize: 5 });
  s3 = await startS3Server();
  apis.push(...(await Promise.all(PORTS.map(startApi))));
  haproxy = spawn(HAPROXY, ['-db', '-f', path.join(root, 'ops/haproxy.cfg')], {
    env: {
      ...process.env,
      RAAHI_BIND: `127.0.0.1:${FRONT}`,
      ...Object.fromEntries(PORTS.map((p, i) => [`RAAHI_API${i + 1}`, `127.0.0.1:${p}`])),
    },
  });
  let proxyOutput = '';
  haproxy.stderr!.on('data', (d) => (proxyOutput += d));
  children.add(haproxy);
  await waitUntil('HAProxy to see every process up', async () => {
    if (haproxy.exitCode !== null) throw new Error(`HAProxy stopped: ${proxyOutput}`);
    try {
      return (await fetch(`${front}/readyz`)).status === 200;
    } catch {
      return false;
    }
  });
}, 300_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  for (const child of children) child.kill('SIGKILL');
  await s3?.close();
  await database?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}, 60_000);

describe('three API processes on one PostgreSQL, Redis and bucket', () => {
  it('a session made on one works on the others', async () => {
    const { email, cookie } = await account(0);
    for (const i of [1, 2]) {
      const res = await send(direct(i), '/api/users/profile', { cookie });
      expect(res.status, `process ${i + 1}`).toBe(200);
      expect(res.json().email).toBe(email);
    }
    const out = await send(direct(2), '/api/users/logout', { method: 'POST', cookie });
    expect(out.status).toBeLessThan(300);
    expect((await send(direct(0), '/api/users/profile', { cookie })).status).toBe(401);
  });

  it('an upload through one is served by the others', async () => {
    const { cookie } = await account(1, 'content');
    const body = multipartImage(await pictureBytes(600, 400));
    const res = await fetch(`${direct(1)}/api/upload`, {
      method: 'POST',
      headers: { ...body.headers, cookie, 'x-forwarded-for': clientAddress() },
      body: body.payload,
    });
    expect(res.status).toBe(201);
    const { imagePath } = (await res.json()) as { imagePath: string };
    for (const i of [0, 2]) {
      for (const w of [1280, 320] as const) {
        const pic = await fetch(direct(i) + renditionPath(imagePath, w));
        expect(pic.status, `process ${i + 1}, ${w} px`).toBe(200);
        expect(pic.headers.get('content-type')).toBe('image/webp');
      }
    }
  });

  it('60 simultaneous requests for the last room, spread over the three, give exactly one booking', async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, (_, i) => account(i % 3)));
    const hotel = await insertHotel(database.db, { rooms: 1 });
    const stay = { hotel: hotel.id, roomCount: 1, checkInDate: addDays(todayInIndia(), 30), checkOutDate: addDays(todayInIndia(), 32) };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(direct(i % 3), '/api/booking/create', {
          method: 'POST',
          cookie: guests[i % guests.length]!.cookie,
          body: stay,
          key: randomUUID(),
        }),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    expect(byStatus).toEqual({ 201: 1, 409: 59 });
    const rows = await database.db.select().from(hotelBookings).where(eq(hotelBookings.hotelId, hotel.id));
    expect(rows).toHaveLength(1);
  });

  it('the shared rate limit holds across them', async () => {
    const from = clientAddress();
    const statuses: number[] = [];
    let limit = 0;
    for (let i = 0; i < RATE_LIMIT + 9; i++) {
      const res = await send(direct(i % 3), '/api/tour', { from });
      limit ||= Number(res.headers.get('x-ratelimit-limit'));
      statuses.push(res.status);
    }
    expect(limit).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(RATE_LIMIT + 9 - limit);
    // alone, each process would have let `limit` through: together they let through `limit` in all
    expect(limit * 3).toBeGreaterThan(RATE_LIMIT + 9);
  });

  it('a rolling restart (SIGTERM one at a time) while a client keeps booking through HAProxy loses no acknowledged booking', async () => {
    // one account may hold only so many unpaid bookings (a new, unconfirmed one: UNPAID_BOOKINGS.unverified):
    // a new guest takes over when one is full
    // (registered through HAProxy, tried again if that meets a process on its way down)
    const newGuest = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await account(front);
        } catch (err) {
          if (attempt === 50) throw err;
          await sleep(200);
        }
      }
    };
    let guest = newGuest();
    let used = 0;
    const nextGuest = () => {
      if (++used > UNPAID_BOOKINGS.unverified) [guest, used] = [newGuest(), 1];
      return guest;
    };
    const hotel = await insertHotel(database.db, { rooms: 100_000 });
    const acknowledged: { key: string; id: string }[] = [];
    const failedTries: number[] = [];
    let stop = false;
    let n = 0;

    /** One booking as a careful client makes it: retried with the same Idempotency-Key until answered. */
    async function bookOnce() {
      const key = randomUUID();
      const { cookie } = await nextGuest();
      n += 1;
      const night = addDays(todayInIndia(), 40 + (n % 200));
      const body = { hotel: hotel.id, roomCount: 1, checkInDate: night, checkOutDate: addDays(night, 1) };
      for (let attempt = 0; attempt < 100; attempt++) {
        try {
          const res = await send(front, '/api/booking/create', { method: 'POST', cookie, body, key });
          if (res.status === 201 || res.status === 200) return void acknowledged.push({ key, id: res.json()._id as string });
          failedTries.push(res.status);
        } catch {
          failedTries.push(0);
        }
        await sleep(200);
      }
      throw new Error(`booking ${key} was never acknowledged`);
    }
    const clients = Array.from({ length: 3 }, async () => {
      while (!stop) await bookOnce();
    });

    await waitUntil('bookings flowing', () => acknowledged.length >= 10, 60_000);
    for (let i = 0; i < apis.length; i++) {
      const before = acknowledged.length;
      apis[i]!.child.kill('SIGTERM');
      expect(await apis[i]!.exited, `process ${i + 1} stops cleanly`).toBe(0);
      apis[i] = await startApi(PORTS[i]!);
      // the proxy takes it back after two good health checks; only then is the next one stopped
      await sleep(1500);
      expect(acknowledged.length, `bookings kept flowing while process ${i + 1} restarted`).toBeGreaterThan(before);
    }
    stop = true;
    await Promise.all(clients);

    const keys = new Set(acknowledged.map((a) => a.key));
    expect(keys.size).toBe(acknowledged.length);
    const stored = await database.db.select({ id: hotelBookings.id }).from(hotelBookings).where(eq(hotelBookings.hotelId, hotel.id));
    // every acknowledged booking is there, and nothing else: a retried request never booked twice
    expect(stored.map((r) => r.id).sort()).toEqual(acknowledged.map((a) => a.id).sort());
    console.log(
      `rolling restart: ${acknowledged.length} bookings acknowledged; ${failedTries.length} tries answered otherwise (${[...new Set(failedTries)].join(', ') || 'none'})`,
    );
  }, 600_000);
});
