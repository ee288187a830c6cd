import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { openDatabase, type Database, type Db } from '../../src/db/client.ts';
import { users, type Role } from '../../src/db/schema.ts';
import type { Storage } from '../../src/storage/storage.ts';

/** A well-formed id that names no row. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  uploadsDir: string;
  /** where the app keeps pictures: the uploads folder unless the test gave another storage */
  storage: Storage;
  close(): Promise<void>;
};

/**
 * A fresh, migrated database and the real app on it: in-memory PGlite by default,
 * or a new PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> & {
    postgres?: 'required';
    /** another app's database, or one the test opened itself */
    sameDatabaseAs?: Pick<TestApp, 'database'>;
    /** runs after the app is built and before it is ready (to register background jobs) */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const { postgres, sameDatabaseAs, beforeReady, ...config } = overrides;
  const url = process.env.TEST_DATABASE_URL;
  if (postgres === 'required' && !url) throw new Error('TEST_DATABASE_URL is required for this test');
  let dropDatabase = async () => {};
  let closeDatabase = () => database.close();
  let database: Database;
  if (sameDatabaseAs) {
    // a second app on one database, as a second API process would be; the first app closes it
    database = sameDatabaseAs.database;
    closeDatabase = async () => {};
  } else if (url) {
    const name = `raahi_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    // the server's own pool size: two test files at once stay well within PostgreSQL's 100 connections (at 60
    // each they did not, and refused connections turned into 500s), and a transaction that asked the pool for a
    // second connection would show here as it would in production
    database = await openDatabase({ databaseUrl: dbUrl.toString() });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ dataDir: null });
  }
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-uploads-'));
  const app = await buildApp(database, {
    allowedOrigins: [],
    production: false,
    logLevel: 'silent',
    uploadsDir,
    rateLimitPerMinute: 100_000,
    // installing the job queue's tables costs a second on the embedded database: only the tests of jobs start it
    jobQueue: 'off',
    rateLimitPerAccountPerMinute: 100_000,
    // like the request limits, the hourly limits on enquiries and reviews are tested where they are the subject
    postingLimits: UNLIMITED_POSTS,
    // and so is the number of unpaid bookings one account may hold (tests book many with one guest)
    unpaidBookings: { unverified: 1000, verified: 1000 },
    ...config,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    uploadsDir,
    storage: app.storage,
    async close() {
      // each step runs even if an earlier one fails (a test may have closed the database itself)
      await app.close().catch(() => {});
      await closeDatabase().catch(() => {});
      await dropDatabase();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

const UNLIMITED = { account: { max: 100_000, windowMs: 60_000 }, address: { max: 100_000, windowMs: 60_000 } };
const UNLIMITED_POSTS = { enquiry: UNLIMITED, review: UNLIMITED };

let counter = 0;
export const DEFAULT_PASSWORD = 'Secret#12345';

/**
 * Registers an account through the API (each from an address of its own, as separate people would, so the
 * registration limit per address is not reached),
 * confirms its email unless `verified: false` (an unproven account may hold one unpaid booking and use no
 * welcome code), gives it a role directly in the database, and signs it in. `language`: the one it registers in.
 */
export async function signedInAs(
  t: TestApp,
  role: Role = 'user',
  opts: { email?: string; firstName?: string; verified?: boolean; language?: 'en' | 'hi' } = {},
): Promise<{ id: string; email: string; cookie: string; headers: { cookie: string } }> {
  const email = opts.email ?? `${role}${++counter}-${randomBytes(3).toString('hex')}@example.test`;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: {
      firstName: opts.firstName ?? 'Test',
      lastName: role,
      email,
      password: DEFAULT_PASSWORD,
      ...(opts.language && { language: opts.language }),
    },
    // random, not counted: with a shared Redis the counts outlive the test run
    remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const id = reg.json()._id as string;
  const verified = opts.verified ?? true;
  if (role !== 'user' || verified)
    await t.db
      .update(users)
      .set({ role, ...(verified ? { emailVerifiedAt: new Date() } : {}) })
      .where(eq(users.id, id));
  const cookie = await signInCookie(t, email, DEFAULT_PASSWORD);
  return { id, email, cookie, headers: { cookie } };
}

/** A signed-in account: its id, email and session cookie. */
export type Actor = Awaited<ReturnType<typeof signedInAs>>;

type AccountSpec = Role | { role: Role; firstName?: string };

/** One signed-in account per name, with its role (and first name), made in order: `{ guest: 'user', owner: 'hotel' }`. */
export async function signedInAccounts<const N extends string>(t: TestApp, roles: Record<N, AccountSpec>): Promise<Record<N, Actor>> {
  const accounts = {} as Record<N, Actor>;
  for (const [name, spec] of Object.entries(roles) as [N, AccountSpec][])
    accounts[name] = typeof spec === 'string' ? await signedInAs(t, spec) : await signedInAs(t, spec.role, spec);
  return accounts;
}

/** Starts a test app with one signed-in account per name: `({ t, admin } = await appWith({ admin: 'admin' }))`. */
export async function appWith<const N extends string>(roles: Record<N, AccountSpec>): Promise<{ t: TestApp } & Record<N, Actor>> {
  const t = await createTestApp();
  return { t, ...(await signedInAccounts(t, roles)) };
}

/** A guest and one provider of each listing kind: who books, and whose hotel, cab and tour are booked. */
export const guestAndProviders = { guest: 'user', hotelOwner: 'hotel', cabOwner: 'cab', tourManager: 'tour' } as const;

/** The back-office reports' cast: a guest, an admin, two hotel owners (one's figures are not the other's), a cab owner, a tour manager and a content manager. */
export const backOfficeCast = (t: TestApp, guest: { firstName?: string } = {}) =>
  signedInAccounts(t, {
    guest: { role: 'user', ...guest },
    admin: 'admin',
    hotelOwner: 'hotel',
    otherHotelOwner: 'hotel',
    cabOwner: 'cab',
    manager: 'tour',
    content: 'content',
  });

/**
 * Two API processes on one database with one session secret (and `options`, e.g. one Redis), as behind a
 * load balancer; close them with closeAll.
 */
export async function twoProcesses(options: Parameters<typeof createTestApp>[0] = {}): Promise<[TestApp, TestApp]> {
  const first = await createTestApp(options);
  const { postgres: _postgres, ...shared } = options;
  return [first, await createTestApp({ ...shared, sameDatabaseAs: first, sessionSecret: first.app.sessionSecret })];
}

/** Closes test apps (or mail servers), the one started last first. */
export async function closeAll(...apps: ({ close(): unknown } | undefined)[]) {
  for (const app of apps.reverse()) await app?.close();
}

export async function signInCookie(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

export function cookieFrom(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'raahi_session');
  if (!c) throw new Error('no session cookie');
  return `${c.name}=${c.value}`;
}
