// The answer to "forgot my password" must not tell whether an account has the address, in its words or its
// time: both paths do the same work. Compared here by the work itself (the statements sent to the database,
// the rows written), never by timing.
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox } from '../../src/db/schema.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://raahi.example' });
});
afterAll(() => t?.close());

type Query = PGlite['query'];

/** Runs `work` while noting every statement PostgreSQL's clients send (each pooled connection is a pg.Client). */
async function statementsOnPostgres(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const { query } = pg.Client.prototype;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    seen.push(typeof config === 'string' ? config : (config as { text: string }).text);
    return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

/** Runs `work` while noting every statement the database is sent (in a transaction or not), unchanged. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  if (t.database.connection.kind !== 'pglite') return statementsOnPostgres(work);
  const client = t.database.connection.client as PGlite & { query: Query; transaction: PGlite['transaction'] };
  const seen: string[] = [];
  const noting = (query: Query): Query =>
    ((text: string, ...rest: unknown[]) => {
      seen.push(text);
      return (query as (...a: unknown[]) => ReturnType<Query>)(text, ...rest);
    }) as Query;
  const { query, transaction } = client;
  client.query = noting(query.bind(client));
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    transaction.call(client, (tx) => {
      tx.query = noting(tx.query.bind(tx));
      return fn(tx);
    })) as PGlite['transaction'];
  try {
    await work();
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return seen;
}

const forgot = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/password/forgot', payload: { email }, remoteAddress: ip });

describe('POST /api/users/password/forgot', () => {
  it('does the same work for a registered address and an unknown one: the same statements, one message to the address', async () => {
    const user = await signedInAs(t, 'user', { firstName: 'Meera' });
    const unknown = `nobody-${Date.now()}@example.test`;
    let known: Awaited<ReturnType<typeof forgot>> | undefined;
    let stranger: Awaited<ReturnType<typeof forgot>> | undefined;
    const knownWork = await statementsOf(async () => (known = await forgot(user.email, '10.9.0.1')));
    const unknownWork = await statementsOf(async () => (stranger = await forgot(unknown, '10.9.0.2')));

    expect(known!.statusCode).toBe(200);
    expect(stranger!.body).toBe(known!.body);
    expect(knownWork.length).toBeGreaterThan(0);
    expect(unknownWork).toEqual(knownWork);

    const written = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const [toUser] = (await written(user.email)).filter((m) => m.template !== 'welcome');
    const [toStranger, ...more] = await written(unknown);
    expect(more).toHaveLength(0);
    expect(toUser!.key).toMatch(/^reset-password:[0-9a-f]{64}$/);
    expect(toStranger!.key).toMatch(/^reset-password:[0-9a-f]{64}$/);
    expect(toUser!.template).toBe('reset-password');
    expect(toStranger!.template).toBe('reset-no-account');
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.email, unknown))).toHaveLength(0);
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.email, user.email))).toHaveLength(2);
  });

  it('tells an address no account uses so, with a way to make one, and no link that acts on an account', async () => {
    const unknown = `stranger-${Date.now()}@example.test`;
    expect((await forgot(unknown, '10.9.0.3')).statusCode).toBe(200);
    const admin = await signedInAs(t, 'admin');
    const messages = (await call(t, admin, 'GET', '/api/admin/outbox?limit=100')).json() as { to: string; subject: string; text: string }[];
    const m = messages.find((x) => x.to === unknown)!;
    expect(m.subject).toBe('Your Raahi password reset request');
    expect(m.text).toContain(
      `Someone (we hope you) asked to reset the password of a Raahi account for ${unknown}, but no account uses this address.`,
    );
    expect(m.text).toContain('Create an account: https://raahi.example/login');
    expect(m.text).not.toContain('token=');
  });
});
