// The real server process on a PostgreSQL database of its own, for the tests that break it while paid
// bookings are cancelled and others paid (bookings/booking-faults.pg.test.ts kills it,
// bookings/booking-connection-cuts.pg.test.ts cuts its connections): calls that are tried again until they are
// answered, the bookings and payments they make, and the check that every booking's story was completed once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { insertHotel } from './fixtures.ts';
import { startedProcesses, startServer, type ServerProcess } from './server-process.ts';
import { sleep } from './wait.ts';

/** The paid bookings to cancel (with the refund each preview showed, in paise) and the unpaid ones to pay. */
export type Stories = { toCancel: string[]; previews: Map<string, number>; toPay: string[] };

/** `label` names the database, the data folder and the account (lower-case letters). */
export function faultyServer(label: string) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `raahi_${label}_${randomBytes(6).toString('hex')}`;
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
  const at = (pathname: string) => `http://127.0.0.1:${apiPort}${pathname}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `raahi-${label}-`));
  const email = `${label}@example.test`;
  let server: ServerProcess;
  let database: Database | undefined;
  let session = '';

  async function asAdmin(text: string) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  }
  /** A query on a connection of the test's own, ended after it. */
  async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      return (await c.query(text, values)).rows as T[];
    } finally {
      await c.end();
    }
  }
  const count = async (sql: string, id: string) => Number((await query<{ n: string }>(sql, [id]))[0]!.n);
  const mails = (template: string, id: string) =>
    count(`select count(*) as n from mail_outbox where template = '${template}' and data->'booking'->>'id' = $1`, id);

  const start = async () => {
    server = startServer({
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000000',
    });
    await server.ready();
  };

  /** A call that is tried again while the server is down (no answer, or a 5xx), until it answers. */
  async function send(method: string, pathname: string, body?: object, headers: Record<string, string> = {}) {
    for (;;) {
      const res = await fetch(at(pathname), {
        method,
        redirect: 'manual',
        headers: { cookie: session, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).catch(() => undefined);
      if (res && res.status < 500) return res;
      await sleep(200);
    }
  }

  /** Orders, pays on the test gateway's checkout by UPI and verifies, each step tried again until answered. */
  async function pay(bookingId: string) {
    const order = (await (await send('POST', '/api/payments/order', { bookingId })).json()) as { checkoutUrl: string };
    const location = await (async () => {
      for (;;) {
        const res = await fetch(at(order.checkoutUrl), {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ method: 'upi', vpa: 'success@razorpay' }).toString(),
        }).catch(() => undefined);
        if (res?.status === 303) return res.headers.get('location') ?? '';
        await sleep(200);
      }
    })();
    const back = Object.fromEntries(new URL(location, 'http://x').searchParams);
    const verified = await send('POST', '/api/payments/verify', {
      razorpay_order_id: back.razorpay_order_id,
      razorpay_payment_id: back.razorpay_payment_id,
      razorpay_signature: back.razorpay_signature,
    });
    expect(verified.status).toBe(200);
  }

  async function book(hotelId: string, n: number) {
    const day = (k: number) => addDays(todayInIndia(), k);
    const res = await send(
      'POST',
      '/api/booking/create',
      { hotel: hotelId, roomCount: 1, checkInDate: day(30 + n), checkOutDate: day(31 + n) },
      { 'idempotency-key': `book-${n}` },
    );
    expect(res.status).toBeLessThan(300);
    return ((await res.json()) as { _id: string })._id;
  }

  beforeAll(async () => {
    await asAdmin(`create database ${name}`);
    await start();
    database = await openDatabase({ databaseUrl: dbUrl, poolSize: 2 });
    const account = { firstName: label, email, password: `${label}-Breaks-The-Server-2026` };
    expect((await send('POST', '/api/users', account)).status).toBe(201);
    const signIn = await send('POST', '/api/users/auth', { email: account.email, password: account.password });
    session = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('raahi_session='))!
      .split(';')[0]!;
  }, 240_000);
  afterAll(async () => {
    startedProcesses.forEach((c) => c.kill('SIGKILL'));
    await database?.close().catch(() => undefined);
    await asAdmin(`drop database if exists ${name} with (force)`);
  });

  /**
   * A hotel, twelve paid bookings with their refund previews, three unpaid ones. From here the test reads with
   * connections of its own (`query`), so that what it does to the server's connections leaves its own alone.
   */
  async function stories(): Promise<Stories> {
    const hotel = await insertHotel(database!.db, { price: 400_000, rooms: 20 });
    await database!.close();
    database = undefined;
    // an account holds only so many unpaid bookings at once (three with its email proven)
    await query(`update users set email_verified_at = now() where email = $1`, [email]);
    const toCancel: string[] = [];
    for (let i = 0; i < 12; i++) {
      toCancel.push(await book(hotel.id, i));
      await pay(toCancel[i]!);
    }
    const previews = new Map<string, number>();
    for (const id of toCancel)
      previews.set(id, ((await (await send('GET', `/api/bookings/${id}/refund`)).json()) as { refund: number }).refund * 100);
    const toPay: string[] = [];
    for (let i = 12; i < 15; i++) toPay.push(await book(hotel.id, i));
    return { toCancel, previews, toPay };
  }

  /** What each booking still lacks, one line each (empty: every story is told). */
  async function missing({ toCancel, toPay }: Stories, refundDone: string): Promise<string[]> {
    const lines: string[] = [];
    const lacks = async (id: string, story: string, wanted: [string, Promise<number>][]) => {
      const short = [];
      for (const [what, n] of wanted) if ((await n) !== 1) short.push(`${what} ${await n} of 1`);
      if (short.length) lines.push(`${story} booking ${id}: ${short.join(', ')}`);
    };
    for (const id of toCancel)
      await lacks(id, 'cancelled', [
        ['refund', count(`select count(*) as n from refunds where booking_id = $1 and ${refundDone}`, id)],
        ['credit note', count(`select count(*) as n from tax_documents where booking_id = $1 and type = 'credit_note'`, id)],
        // the emails are written by a handler of the events too
        ['cancellation email', mails('booking-cancelled', id)],
      ]);
    for (const id of toPay)
      await lacks(id, 'paid', [
        ['invoice', count(`select count(*) as n from tax_documents where booking_id = $1 and type = 'invoice'`, id)],
        ['confirmation email', mails('booking-confirmed', id)],
      ]);
    return lines;
  }

  /**
   * Why a story is not told: the bookings' events with the handlers that completed or failed for them, the
   * handler jobs of those events, the dispatcher's runs, the test gateway's refund webhooks and their delivery
   * runs, the refunds, and what the server printed.
   */
  async function explain(ids: string[]): Promise<string> {
    const table = async (title: string, text: string, values: unknown[] = []) =>
      `${title}:\n${(await query<Record<string, unknown>>(text, values).catch((e: unknown) => [{ error: String(e) }]))
        .map((r) => `  ${JSON.stringify(r)}`)
        .join('\n')}`;
    const events = `select id from booking_events where booking_id = any($1::uuid[])`;
    return [
      await table(
        'events (with the handlers done and failing)',
        `select e.booking_id, e.id, e.kind, e.created_at,
                (select json_agg(json_build_object('handler', h.handler, 'at', h.done_at)) from booking_event_handlings h where h.event_id = e.id) as done,
                (select json_agg(f) from booking_event_failures f where f.event_id = e.id) as failing
           from booking_events e where e.booking_id = any($1::uuid[]) order by e.booking_id, e.created_at`,
        [ids],
      ),
      await table(
        'handler jobs of those events',
        `select data->>'eventId' as event, data->>'handler' as handler, state, retry_count, created_on, start_after, started_on,
                completed_on, output from pgboss.job where name = 'booking-events.handle' and (data->>'eventId')::uuid in (${events})
          order by created_on`,
        [ids],
      ),
      await table(
        'dispatcher runs',
        `select state, created_on, started_on, completed_on, output from pgboss.job where name = 'booking-events.dispatch' order by created_on`,
      ),
      await table(
        "the test gateway's refund webhooks (a refund counts as processed once its webhook is delivered) and the delivery runs",
        `select event as what, attempts, last_status, next_attempt_at as due, delivered_at as done from test_gateway_webhooks
          where event like 'refund.%'
          union all
         select name, retry_count, null, start_after, completed_on from pgboss.job where name = 'test-gateway.webhooks'
          order by due`,
      ),
      await table(
        'refunds',
        `select booking_id, status, gateway_refund_id, created_at, processed_at from refunds where booking_id = any($1::uuid[])`,
        [ids],
      ),
      await table('now', `select now()`),
      `server output (last 8000 characters):\n${server.output().slice(-8000)}`,
    ].join('\n');
  }

  /**
   * Within 60 s: every cancelled paid booking has its refund equal to the preview, one refund (`refundDone`
   * says when it counts as made) and one at the gateway, one credit note and one cancellation email; every paid
   * booking is Confirmed with one invoice and one confirmation email. If not, the failure names what each
   * booking lacks and shows the rows that tell why.
   */
  async function expectEveryStoryTold(stories: Stories, refundDone: string) {
    const { toCancel, previews, toPay } = stories;
    const deadline = Date.now() + 60_000;
    for (let lacking = await missing(stories, refundDone); lacking.length; lacking = await missing(stories, refundDone)) {
      if (Date.now() > deadline) {
        const ids = [...new Set(lacking.map((l) => /booking (\S+):/.exec(l)![1]!))];
        throw new Error(`timed out waiting for every consequence of every booking:\n${lacking.join('\n')}\n${await explain(ids)}`);
      }
      await sleep(100);
    }
    for (const id of toCancel) {
      const [b] = await query<{ status: string; refunded_amount: number }>(
        'select status, refunded_amount::int as refunded_amount from hotel_bookings where id = $1',
        [id],
      );
      expect(b).toMatchObject({ status: 'Cancelled', refunded_amount: previews.get(id) });
      expect(await count(`select count(*) as n from refunds where booking_id = $1`, id)).toBe(1);
      expect(
        await count(`select count(*) as n from test_gateway_objects where type = 'refund' and data->'notes'->>'bookingId' = $1`, id),
      ).toBe(1);
      expect(await mails('booking-cancelled', id)).toBe(1);
    }
    for (const id of toPay) {
      expect((await query<{ status: string }>('select status from hotel_bookings where id = $1', [id]))[0]!.status).toBe('Confirmed');
      expect(await mails('booking-confirmed', id)).toBe(1);
    }
  }

  return {
    name,
    at,
    asAdmin,
    query,
    send,
    pay,
    start,
    stories,
    expectEveryStoryTold,
    /** the server process now running */
    server: () => server,
  };
}
