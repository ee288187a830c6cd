// Money never depends on the database connection (docs/decisions/0047-booking-events.md, 0049): while paid
// bookings are cancelled and others paid, every connection the real server process has to PostgreSQL is
// terminated (pg_terminate_backend, as a failover does) several times, and once the database refuses new
// connections for a while. The process stays up, answers 503 while it cannot reach the database and serves
// again by itself. Within 60 s every cancelled paid booking has its refund equal to the preview, one
// processed refund, one credit note and one cancellation email; every paid booking is Confirmed with one
// invoice and one confirmation email; every call that was answered did what it said.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { insertHotel } from '../helpers/fixtures.ts';
import { startedProcesses, startServer, type ServerProcess } from '../helpers/server-process.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `raahi_cut_${randomBytes(6).toString('hex')}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
const at = (pathname: string) => `http://127.0.0.1:${apiPort}${pathname}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-cut-'));
let server: ServerProcess;
let database: Database;
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
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

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

/** Orders, pays on the test gateway's checkout by UPI and verifies, each step tried again across restarts. */
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
  const account = { firstName: 'Cut', email: 'cut@example.test', password: 'Cut-The-Connections-2026' };
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

/** Ends every connection the server has to its database (its pool's, the job queue's, the change feed's). */
async function cutConnections(): Promise<number> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const res = await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      name,
    ]);
    return res.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

describe('the database connections cut while bookings are cancelled and paid', () => {
  it('keeps the process up, answers 503 while the database is away, and loses no refund, document or email', async () => {
    const hotel = await insertHotel(database.db, { price: 400_000, rooms: 20 });
    // from here the test reads with connections of its own, so that the cuts end only the server's
    await database.close();
    const toCancel: string[] = [];
    // an account holds only so many unpaid bookings at once (three with its email proven)
    await query(`update users set email_verified_at = now() where email = 'cut@example.test'`);
    for (let i = 0; i < 12; i++) {
      toCancel.push(await book(hotel.id, i));
      await pay(toCancel[i]!);
    }
    const previews = new Map<string, number>();
    for (const id of toCancel)
      previews.set(id, ((await (await send('GET', `/api/bookings/${id}/refund`)).json()) as { refund: number }).refund * 100);
    const toPay: string[] = [];
    for (let i = 12; i < 15; i++) toPay.push(await book(hotel.id, i));

    // three rounds: four cancels and a payment start, and a random moment later every connection is cut; in
    // the second round the database also refuses new connections for two seconds. Each call is retried until
    // it is answered below 500 (the cancel with its Idempotency-Key), as a client would.
    const work: Promise<unknown>[] = [];
    let cut = 0;
    let answeredBusy = 0;
    for (let round = 0; round < 3; round++) {
      for (const id of toCancel.slice(round * 4, round * 4 + 4))
        work.push(send('POST', `/api/bookings/${id}/cancel`, {}, { 'idempotency-key': `cancel-${id}` }));
      work.push(pay(toPay[round]!));
      await sleep(20 + Math.floor(Math.random() * 300));
      if (round === 1) await asAdmin(`alter database ${name} allow_connections false`);
      cut += await cutConnections();
      if (round === 1) {
        const away = await fetch(at('/api/hotel?location=while-away'));
        if (away.status === 503) answeredBusy++;
        expect(away.status).toBe(503);
        expect((await fetch(at('/readyz'))).status).toBe(503);
        await sleep(2000);
        await asAdmin(`alter database ${name} allow_connections true`);
      }
      await sleep(200);
      cut += await cutConnections();
    }
    await Promise.all(work);
    expect(cut).toBeGreaterThan(3);
    expect(answeredBusy).toBe(1);
    // the same process throughout, serving again by itself
    expect(server.child.exitCode, server.output().slice(-4000)).toBeNull();
    await waitUntil('ready again', async () => (await fetch(at('/readyz'))).status === 200, 60_000);

    const one = async (sql: string, id: string) => Number((await query<{ n: string }>(sql, [id]))[0]!.n);
    const mails = (template: string, id: string) =>
      one(`select count(*) as n from mail_outbox where template = '${template}' and data->'booking'->>'id' = $1`, id);
    await waitUntil(
      'every consequence of every booking',
      async () => {
        for (const id of toCancel) {
          if ((await one(`select count(*) as n from refunds where booking_id = $1 and status = 'processed'`, id)) !== 1) return false;
          if ((await one(`select count(*) as n from tax_documents where booking_id = $1 and type = 'credit_note'`, id)) !== 1) return false;
          if ((await mails('booking-cancelled', id)) !== 1) return false;
        }
        for (const id of toPay) {
          if ((await one(`select count(*) as n from tax_documents where booking_id = $1 and type = 'invoice'`, id)) !== 1) return false;
          if ((await mails('booking-confirmed', id)) !== 1) return false;
        }
        return true;
      },
      60_000,
    );
    for (const id of toCancel) {
      const [b] = await query<{ status: string; refunded_amount: number }>(
        'select status, refunded_amount::int as refunded_amount from hotel_bookings where id = $1',
        [id],
      );
      expect(b).toMatchObject({ status: 'Cancelled', refunded_amount: previews.get(id) });
      expect(await one(`select count(*) as n from refunds where booking_id = $1`, id)).toBe(1);
      expect(
        await one(`select count(*) as n from test_gateway_objects where type = 'refund' and data->'notes'->>'bookingId' = $1`, id),
      ).toBe(1);
      expect(await mails('booking-cancelled', id)).toBe(1);
    }
    // no payment was refused or given back: no refund letter was written
    expect(await query(`select id from mail_outbox where template = 'payment-refunded'`)).toEqual([]);
    for (const id of toPay) {
      expect((await query<{ status: string }>('select status from hotel_bookings where id = $1', [id]))[0]!.status).toBe('Confirmed');
      expect(await mails('booking-confirmed', id)).toBe(1);
    }
  }, 600_000);
});
