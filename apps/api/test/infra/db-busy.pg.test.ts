// When PostgreSQL turns connections away (its connection limit reached), or every connection of the pool stays
// busy for longer than a request waits, a request is answered 503 with Retry-After in the usual shape, not 500
// and not after an unbounded wait: a passing overload a client or a load balancer may retry.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait.ts';

// A role that may do what the test's own (superuser) role may, but is held to a connection limit (superusers are not).
const role = `raahi_busy_${randomBytes(4).toString('hex')}`;
const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
async function asAdmin(sql: string) {
  const c = admin();
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

let owner: TestApp;
let limited: Database;
let t: TestApp;
let small: Database;
let s: TestApp;
beforeAll(async () => {
  owner = await createTestApp({ postgres: 'required' });
  const { user } = (await asAdmin('select current_user as user')).rows[0] as { user: string };
  await asAdmin(`create role ${role} login`);
  await asAdmin(`grant ${user} to ${role}`);
  if (owner.database.connection.kind !== 'postgres') throw new Error('PostgreSQL only');
  const url = new URL(owner.database.connection.url);
  url.username = role;
  limited = await openDatabase({ databaseUrl: url.toString() });
  t = await createTestApp({ postgres: 'required', sameDatabaseAs: { database: limited } });
  small = await openDatabase({ databaseUrl: owner.database.connection.url, poolSize: 2, poolWaitMs: 300 });
  s = await createTestApp({ postgres: 'required', sameDatabaseAs: { database: small } });
});
afterAll(async () => {
  await s?.close();
  await small?.close();
  await t?.close();
  await limited?.close();
  await owner?.close();
  await asAdmin(`drop role if exists ${role}`);
});

describe('PostgreSQL at its connection limit', () => {
  it('answers 503 with Retry-After to the requests it has no connection for, and serves them again once it has', async () => {
    // the role may keep the connections it has and open no more
    const { n } = (await asAdmin(`select count(*)::int as n from pg_stat_activity where usename = '${role}'`)).rows[0] as { n: number };
    await asAdmin(`alter role ${role} connection limit ${n}`);
    // searches the catalogue cache has not seen: each needs the database
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.app.inject({ method: 'GET', url: `/api/hotel?location=nowhere-${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(' '),
    ).toBe(true);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy, statuses.join(' ')).toBeDefined();
    expect(busy!.json()).toEqual({ message: 'We are very busy right now. Please try again in a few seconds.', code: 'busy' });
    expect(busy!.headers['retry-after']).toBe('5');

    // room again: the same search is served
    await asAdmin(`alter role ${role} connection limit -1`);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotel?location=nowhere-0' })).statusCode).toBe(200);
  });
});

describe('every connection of the pool busy', () => {
  it('answers 503 once a request has waited its turn too long, and serves again when a connection is free', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding = 0;
    // two long transactions take the pool's two connections
    const holders = [1, 2].map(() =>
      small.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding++;
        await held;
      }),
    );
    await waitUntil('both connections held', () => holding === 2);
    const busy = await s.app.inject({ method: 'GET', url: '/api/hotel?location=pool-busy' });
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.json()).toEqual({ message: 'We are very busy right now. Please try again in a few seconds.', code: 'busy' });
    expect(busy.headers['retry-after']).toBe('5');

    release();
    await Promise.all(holders);
    expect((await s.app.inject({ method: 'GET', url: '/api/hotel?location=pool-busy' })).statusCode).toBe(200);
  });
});
