// What follows a payment or a refund is asked for again when the call that made it lost the database between
// its commit and its queueing (a failover, a cut connection; bookings/booking-connection-cuts.pg.test.ts):
// the payer's repeated verify queues the payment's handlers that have not completed, and the test gateway asks
// for a delivery of each webhook when it falls due (a refund's, and one refused, at its retry), not only at
// the minute's scheduled run. The queue runs without workers here, so what it holds is what was asked for.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { bookingEvents } from '../../src/db/schema.ts';
import { sendPendingRefunds } from '../../src/modules/payments/payments.service.ts';
import { bookStay } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payBooking, verify } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, type Actor, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait.ts';

let t: TestApp;
let guest: Actor;

beforeAll(async () => {
  t = await createTestApp({ jobQueue: 'enqueue-only' });
  ({ guest } = await signedInAccounts(t, { guest: 'user' }));
  // the queue installs its tables first: slow on a loaded machine
}, 240_000);
afterAll(() => t?.close());

type Job = { data: { eventId?: string; handler?: string }; start_after: Date | string };
const jobs = async (name: string) =>
  rowsOf<Job>(await t.db.execute(sql`select data, start_after from pgboss.job where name = ${name} order by created_on`));
const forget = (name: string) => t.db.execute(sql`delete from pgboss.job where name = ${name}`);

async function paidBooking() {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
  const res = await bookStay(t, guest, hotel.id, 30, 31);
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { _id: string })._id;
  const { back } = await payBooking(t, guest, id);
  expect((await verify(t, guest, back)).statusCode).toBe(200);
  return { id, back };
}

describe('consequences asked for again', () => {
  it("a repeated verify queues the payment's handlers that have not completed", async () => {
    const { id, back } = await paidBooking();
    const [paid] = await t.db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'paid')));
    // as if the first verify lost the database after its commit, before it queued anything
    await forget('booking-events.handle');
    const again = await verify(t, guest, back);
    expect(again.statusCode, again.body).toBe(200);
    expect((await jobs('booking-events.handle')).filter((j) => j.data.eventId === paid!.id).map((j) => j.data.handler)).toEqual(
      expect.arrayContaining(['invoices.documents', 'mail.booking']),
    );
  });

  it("the test gateway asks for a delivery when a refund's webhook falls due, and when a refused one is due again", async () => {
    const { id } = await paidBooking();
    expect((await call(t, guest, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    await forget('test-gateway.webhooks');
    // what the refund handler does: the refund goes to the gateway, whose webhook follows
    const before = Date.now();
    expect(await sendPendingRefunds(t.db, t.app.gateway, { kind: 'hotel', id })).toBe(0);
    // the gateway asks for it without waiting for the queue's answer
    await waitUntil('a delivery asked for', async () => (await jobs('test-gateway.webhooks')).length > 0);
    const [delivery] = await jobs('test-gateway.webhooks');
    expect(new Date(delivery!.start_after).getTime()).toBeGreaterThan(before);

    // the webhook refused: a delivery at its retry (5 s after the first try), and one when the run's lease ends
    await forget('test-gateway.webhooks');
    const refuse = async () => 503;
    const at = new Date(Date.now() + 60_000);
    expect(await t.app.testGateway!.deliverDue(refuse, at)).toBe(0);
    await waitUntil('two deliveries asked for', async () => (await jobs('test-gateway.webhooks')).length >= 2);
    const due = (await jobs('test-gateway.webhooks')).map((j) => new Date(j.start_after).getTime() - at.getTime());
    expect(due.some((ms) => ms >= 5_000 && ms < 10_000)).toBe(true);
    expect(due.some((ms) => ms >= 60_000 && ms < 65_000)).toBe(true);
  });
});
