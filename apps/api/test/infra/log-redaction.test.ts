// Secrets never reach the log (issue 9, hole 5): a request that fails inside the database is logged with
// what failed and where, never with the query's parameters (email, password hash) or the caller's cookie.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info', logStream });
});
afterAll(() => t?.close());

describe('the log of a request that fails inside the database', () => {
  it('says what failed, and holds no parameter, email, password hash, password or cookie', async () => {
    // every new account now breaks a rule of the database: the insert fails with the row's values at hand
    await t.db.execute(sql`alter table users add constraint no_new_accounts check (false) not valid`);
    const email = 'Leaky.Person@Example.TEST';
    const password = 'Kanyakumari-Sunrise-42';
    const cookie = 'raahi_session=cookie-value-that-must-not-be-logged';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, authorization: 'Bearer token-that-must-not-be-logged' },
      payload: { firstName: 'Leaky', lastName: 'Person', email, password },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
    await new Promise((r) => setTimeout(r, 50));

    const log = lines.join('\n');
    if (process.env.SHOW_LOG) console.log(log);
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
    expect(failure, log).toBeDefined();
    // useful: the request, the statement and the rule it broke
    expect(failure!.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(failure)).toContain('no_new_accounts');
    expect(JSON.stringify(failure)).toContain('insert into \\"users\\"');

    for (const secret of [
      email,
      email.toLowerCase(),
      'Leaky.Person',
      'leaky.person',
      password,
      '$argon2id$',
      'cookie-value',
      'token-that-must',
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});
