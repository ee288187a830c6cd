// Signing in with a mobile number and a code sent by SMS (decision 0080): the code's rules (6 digits, 5
// minutes, 3 wrong tries, another after 30 seconds), the throttles per number and per address, the same answer
// and work for a known and an unknown number, an account made for a new number, and registering signing in.
import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeCodes, users } from '../../src/db/schema.ts';
import { call } from '../helpers/requests.ts';
import { cookieFrom, createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
/** A new Indian mobile number each time, as ten digits. */
const newNumber = () => `9${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(3, '0')}`;
/** A different caller's address each time, so the limits per address are not what a test meets by accident. */
const freshAddress = () => `10.77.${++n % 250}.${Math.floor(Math.random() * 250)}`;

const ask = (mobile: string, address = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { mobile }, remoteAddress: address });
const verify = (mobile: string, code: string, address = freshAddress(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, code },
    remoteAddress: address,
    ...(cookie && { headers: { cookie } }),
  });

/** The code in the newest SMS to the number (+91…), read from the outbox as it was written. */
async function lastCode(mobile: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, mobile), eq(mailOutbox.channel, 'sms')));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  expect(newest, `an SMS to ${mobile}`).toBeDefined();
  return newest!.data.token as string;
}

/** Lets the number ask again now, as if the last code had been sent `seconds` ago. */
const sentAgo = (mobile: string, seconds: number) =>
  t.db
    .update(oneTimeCodes)
    .set({ sentAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(oneTimeCodes.subject, `mobile:${mobile}`));

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/otp', () => {
  it('sends a 6-digit code by SMS to the number in its one form, kept in the outbox, and stores only its hash', async () => {
    const local = newNumber();
    const res = await ask(`+91 ${local.slice(0, 5)}-${local.slice(5)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'We have sent a 6-digit code by SMS to your mobile number.',
      mobile: `+91${local}`,
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    const code = await lastCode(`+91${local}`);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subject, `mobile:+91${local}`));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.sentAt.getTime()).toBe(5 * 60_000);

    const admin = await signedInAs(t, 'admin');
    const outbox = (await call(t, admin, 'GET', '/api/admin/outbox?limit=100')).json() as { to: string; channel: string; text: string }[];
    const sms = outbox.find((m) => m.to === `+91${local}`)!;
    expect(sms.channel).toBe('sms');
    expect(sms.text).toBe(`${code} is your Raahi sign-in code. It works for 5 minutes. Never share it: Raahi will never ask you for it.`);
  });

  it('refuses what is not an Indian mobile number', async () => {
    for (const bad of ['12345', '5876543210', '+44 7700 900123', '98765432101', 'nine']) {
      const res = await ask(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields.mobile).toBe('Enter a 10-digit Indian mobile number.');
    }
  });

  it('sends another code to a number only after 30 seconds, with Retry-After; the new code replaces the old', async () => {
    const mobile = `+91${newNumber()}`;
    expect((await ask(mobile)).statusCode).toBe(200);
    const first = await lastCode(mobile);
    const again = await ask(mobile);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    await sentAgo(mobile, 31);
    expect((await ask(mobile)).statusCode).toBe(200);
    const second = await lastCode(mobile);
    if (second !== first) expect((await verify(mobile, first)).statusCode).toBe(400);
    expect((await verify(mobile, second)).statusCode).toBe(200);
  });

  it('counts the codes asked for one number, from any address, and refuses the sixth in an hour', async () => {
    const mobile = `+91${newNumber()}`;
    for (let i = 0; i < 5; i++) {
      expect((await ask(mobile)).statusCode).toBe(200);
      await sentAgo(mobile, 31);
    }
    const refused = await ask(mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many codes asked for. Please wait a while and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('counts the codes asked from one address, across numbers, and refuses the 31st in an hour', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await ask(`+91${newNumber()}`, address)).statusCode).toBe(200);
    const refused = await ask(`+91${newNumber()}`, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask(`+91${newNumber()}`)).statusCode).toBe(200);
  });

  it('answers a number with an account as it answers a new one, after the same statements', async () => {
    const knownNumber = `+91${newNumber()}`;
    expect((await ask(knownNumber)).statusCode).toBe(200);
    expect((await verify(knownNumber, await lastCode(knownNumber))).json().newAccount).toBe(true);
    await sentAgo(knownNumber, 31);
    const unknownNumber = `+91${newNumber()}`;

    const known = await statementsOf(() => ask(knownNumber));
    const unknown = await statementsOf(() => ask(unknownNumber));
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    expect({ ...unknown.res.json(), mobile: '' }).toEqual({ ...known.res.json(), mobile: '' });
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('makes an account for a new number and signs it in; the same number signs in to it again', async () => {
    const local = newNumber();
    await ask(local);
    const res = await verify(`0${local}`, await lastCode(`+91${local}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mobile: `+91${local}`, mobileVerified: true, email: '', role: 'user', newAccount: true });
    const cookie = cookieFrom(res);
    const me = await call(t, { cookie }, 'GET', '/api/users/profile');
    expect(me.json()._id).toBe(res.json()._id);

    await sentAgo(`+91${local}`, 31);
    await ask(local);
    const again = await verify(local, await lastCode(`+91${local}`));
    expect(again.json()).toMatchObject({ _id: res.json()._id, newAccount: false });
    expect(cookieFrom(again)).not.toBe(cookie);

    // the name is asked for afterwards: the profile takes it without an email or password
    const named = await call(t, { cookie }, 'PUT', '/api/users/profile', { firstName: 'Asha', lastName: 'Verma', email: '' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ name: 'Asha Verma', mobileVerified: true });
  });

  it('works once: the code is spent by a sign-in', async () => {
    const mobile = `+91${newNumber()}`;
    await ask(mobile);
    const code = await lastCode(mobile);
    expect((await verify(mobile, code)).statusCode).toBe(200);
    const twice = await verify(mobile, code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields.code).toBe('This code has expired or was tried too many times. Ask for a new one.');
  });

  it('voids the code after 3 wrong tries: the right one no longer works', async () => {
    const mobile = `+91${newNumber()}`;
    await ask(mobile);
    const code = await lastCode(mobile);
    const first = await verify(mobile, wrongOf(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'wrong_code',
      fields: { code: 'That code is not right. Check the message and try again.' },
    });
    expect((await verify(mobile, wrongOf(code))).json().code).toBe('wrong_code');
    expect((await verify(mobile, wrongOf(code))).json().code).toBe('code_void');
    const right = await verify(mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('code_void');
  });

  it('refuses a code older than 5 minutes', async () => {
    const mobile = `+91${newNumber()}`;
    await ask(mobile);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.subject, `mobile:${mobile}`));
    const res = await verify(mobile, await lastCode(mobile));
    expect(res.json().code).toBe('code_void');
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('refuses a number that asked for no code, as a void code', async () => {
    expect((await verify(`+91${newNumber()}`, '123456')).json().code).toBe('code_void');
  });

  it('counts the codes tried from one address across numbers, and refuses the 31st in 15 minutes with 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await verify(`+91${newNumber()}`, '000000', address)).statusCode).toBe(400);
    const refused = await verify(`+91${newNumber()}`, '000000', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('signed in already, proves the number for the account; a number another account proved is refused', async () => {
    const person = await signedInAs(t, 'user');
    const mobile = `+91${newNumber()}`;
    await ask(mobile);
    const res = await verify(mobile, await lastCode(mobile), freshAddress(), person.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: person.id, email: person.email, mobile, mobileVerified: true, newAccount: false });
    // the person now signs in with either: the code signs in to the same account
    await sentAgo(mobile, 31);
    await ask(mobile);
    expect((await verify(mobile, await lastCode(mobile))).json()._id).toBe(person.id);

    const other = await signedInAs(t, 'user');
    await sentAgo(mobile, 31);
    await ask(mobile);
    const taken = await verify(mobile, await lastCode(mobile), freshAddress(), other.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('mobile_taken');
  });

  it('a proven number changed on the profile is no longer proven', async () => {
    const mobile = `+91${newNumber()}`;
    await ask(mobile);
    const cookie = cookieFrom(await verify(mobile, await lastCode(mobile)));
    const same = await call(t, { cookie }, 'PUT', '/api/users/profile', { firstName: 'Ravi', email: '', mobile: `0${mobile.slice(3)}` });
    expect(same.json()).toMatchObject({ mobile, mobileVerified: true });
    const changed = await call(t, { cookie }, 'PUT', '/api/users/profile', { firstName: 'Ravi', email: '', mobile: '9000000001' });
    expect(changed.json()).toMatchObject({ mobile: '9000000001', mobileVerified: false });
  });
});

describe('POST /api/users (register)', () => {
  it('signs the new account in', async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { firstName: 'Neha', email, password: 'Secret#12345' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const me = await call(t, { cookie: cookieFrom(res) }, 'GET', '/api/users/profile');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });
});

type Query = PGlite['query'];

/** Runs `work` while noting every statement the embedded database is sent, or PostgreSQL's clients send. */
async function statementsOf<R>(work: () => Promise<R>): Promise<{ res: R; statements: string[] }> {
  const statements: string[] = [];
  if (t.database.connection.kind !== 'pglite') {
    const pg = (await import('pg')).default;
    const { query } = pg.Client.prototype;
    pg.Client.prototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      statements.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof query;
    try {
      return { res: await work(), statements };
    } finally {
      pg.Client.prototype.query = query;
    }
  }
  const client = t.database.connection.client as PGlite & { query: Query; transaction: PGlite['transaction'] };
  const noting = (query: Query): Query =>
    ((text: string, ...rest: unknown[]) => {
      statements.push(text);
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
    return { res: await work(), statements };
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
}
