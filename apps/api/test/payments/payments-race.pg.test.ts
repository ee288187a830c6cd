// The checkout's redirect and the gateway's webhook racing, on real PostgreSQL over real HTTP: whatever the
// order, twice or at once, each booking is confirmed and its payment recorded exactly once. And holds that
// run out are cancelled exactly once when two processes expire them at the same time.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { HOLD_EXPIRED_NOTE } from '@raahi/contract/rules/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { hmacHex } from '../../src/modules/payments/gateway.ts';
import { expireHolds } from '../../src/modules/payments/payments.service.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { deliverAll, orderFor, submitCheckout, UPI_SUCCESS } from '../helpers/money-helpers.ts';
import { closeAll, signedInAs, twoProcesses, type TestApp } from '../helpers/test-app.ts';

const BOOKINGS = 12;
let t: TestApp, second: TestApp;
let base: string;
let guest: Awaited<ReturnType<typeof signedInAs>>;
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  [t, second] = await twoProcesses({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  guest = await signedInAs(t, 'user');
}, 120_000);
afterAll(() => closeAll(t, second));

async function book(): Promise<string> {
  const hotel = await insertHotel(t.db, { price: 300_000, rooms: 1 });
  const res = await fetch(`${base}/api/booking/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: guest.cookie },
    body: JSON.stringify({ hotel: hotel.id, roomCount: 1, checkInDate: day(20), checkOutDate: day(21) }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((r) => r.status);

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));

describe('redirect and webhook racing', () => {
  it(`for ${BOOKINGS} bookings: two redirects and two webhooks each, all at once: confirmed and recorded exactly once`, async () => {
    const ids = await Promise.all(Array.from({ length: BOOKINGS }, book));
    const paid = [];
    for (const id of ids) {
      const order = await orderFor(t, guest, id);
      paid.push({ id, order, back: (await submitCheckout(t, order.checkoutUrl, UPI_SUCCESS)).back });
    }
    const hooks = await rows<{ payload: string }>(sql`select payload from test_gateway_webhooks where event = 'payment.captured'`);
    const hookFor = (orderId: string) => hooks.find((h) => h.payload.includes(orderId))!.payload;
    const secret = t.app.testGateway!.webhookSecret;

    const statuses = await Promise.all(
      paid.flatMap(({ back }) => {
        const verifyBody = JSON.stringify({
          razorpay_order_id: back.razorpay_order_id,
          razorpay_payment_id: back.razorpay_payment_id,
          razorpay_signature: back.razorpay_signature,
        });
        const hook = hookFor(back.razorpay_order_id!);
        const signed = { 'x-razorpay-signature': hmacHex(secret, hook) };
        return [
          post('/api/payments/webhook', hook, signed),
          post('/api/payments/verify', verifyBody, { cookie: guest.cookie }),
          post('/api/payments/webhook', hook, signed),
          post('/api/payments/verify', verifyBody, { cookie: guest.cookie }),
        ];
      }),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);

    const bookings = await rows<{ id: string; status: string; paid_amount: string; total_amount: string }>(
      sql`select id, status, paid_amount, total_amount from hotel_bookings where id in ${sql.raw(`('${ids.join("','")}')`)}`,
    );
    expect(bookings).toHaveLength(BOOKINGS);
    for (const b of bookings) {
      expect(b.status).toBe('Confirmed');
      expect(Number(b.paid_amount)).toBe(Number(b.total_amount));
    }
    const captured = await rows<{ n: number }>(sql`select count(*)::int as n from payments where status = 'captured'`);
    expect(captured[0]!.n).toBe(BOOKINGS);
    const paidNotes = await rows<{ booking_id: string; n: number }>(
      sql`select booking_id, count(*)::int as n from booking_status_history where note like 'Paid %' group by booking_id`,
    );
    expect(paidNotes).toHaveLength(BOOKINGS);
    expect(paidNotes.every((r) => r.n === 1)).toBe(true);
  }, 120_000);
});

describe('holds running out, expired by two processes at once', () => {
  it('each unpaid booking is cancelled exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: BOOKINGS }, book));
    const later = new Date(Date.now() + 16 * 60_000);
    const [a, b] = await Promise.all([expireHolds(t.db, later), expireHolds(second.db, later)]);
    expect(a + b).toBeGreaterThanOrEqual(BOOKINGS);
    const expired = await rows<{ booking_id: string; n: number }>(
      sql`select booking_id, count(*)::int as n from booking_status_history where note = ${HOLD_EXPIRED_NOTE} group by booking_id`,
    );
    for (const id of ids) expect(expired.find((r) => r.booking_id === id)?.n).toBe(1);
    const statuses = await rows<{ status: string }>(
      sql`select distinct status from hotel_bookings where id in ${sql.raw(`('${ids.join("','")}')`)}`,
    );
    expect(statuses).toEqual([{ status: 'Cancelled' }]);
  }, 120_000);
});

describe('orders asked for at once', () => {
  it('many order calls for one booking, on two processes at once, answer one order: one open order, paid once', async () => {
    const id = await book();
    const other = await second.app.listen({ host: '127.0.0.1', port: 0 });
    const ask = (origin: string) =>
      fetch(`${origin}/api/payments/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: guest.cookie },
        body: JSON.stringify({ bookingId: id }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { orderId: string; amount: number; checkoutUrl: string } }));
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => ask(i % 2 ? other : base)));
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    const open = await rows<{ n: number }>(sql`select count(*)::int as n from payments where booking_id = ${id} and status = 'created'`);
    expect(open[0]!.n).toBe(1);
    const [{ body: order }] = answers as [(typeof answers)[number]];
    expect((await submitCheckout(t, order.checkoutUrl, UPI_SUCCESS)).status).toBe(303);
    await deliverAll(t);
    const [b] = await rows<{ status: string; paid_amount: string; total_amount: string }>(
      sql`select status, paid_amount, total_amount from hotel_bookings where id = ${id}`,
    );
    expect(b!.status).toBe('Confirmed');
    expect(Number(b!.paid_amount)).toBe(Number(b!.total_amount));
  }, 120_000);
});
