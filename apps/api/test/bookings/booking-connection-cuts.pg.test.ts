// Money never depends on the database connection (docs/decisions/0047-booking-events.md, 0049): while paid
// bookings are cancelled and others paid, every connection the real server process has to PostgreSQL is
// terminated (pg_terminate_backend, as a failover does) several times, and once the database refuses new
// connections for a while. The process stays up, answers 503 while it cannot reach the database and serves
// again by itself. Within 60 s every cancelled paid booking has its refund equal to the preview, one
// processed refund, one credit note and one cancellation email; every paid booking is Confirmed with one
// invoice and one confirmation email; every call that was answered did what it said.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { faultyServer } from '../helpers/faulty-server.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

const s = faultyServer('cut');

/** Ends every connection the server has to its database (its pool's, the job queue's, the change feed's). */
async function cutConnections(): Promise<number> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await c.connect();
  try {
    const res = await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      s.name,
    ]);
    return res.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

describe('the database connections cut while bookings are cancelled and paid', () => {
  it('keeps the process up, answers 503 while the database is away, and loses no refund, document or email', async () => {
    const stories = await s.stories();
    const { toCancel, toPay } = stories;

    // three rounds: four cancels and a payment start, and a random moment later every connection is cut; in
    // the second round the database also refuses new connections for two seconds. Each call is retried until
    // it is answered below 500 (the cancel with its Idempotency-Key), as a client would.
    const work: Promise<unknown>[] = [];
    let cut = 0;
    let answeredBusy = 0;
    for (let round = 0; round < 3; round++) {
      for (const id of toCancel.slice(round * 4, round * 4 + 4))
        work.push(s.send('POST', `/api/bookings/${id}/cancel`, {}, { 'idempotency-key': `cancel-${id}` }));
      work.push(s.pay(toPay[round]!));
      await sleep(20 + Math.floor(Math.random() * 300));
      if (round === 1) await s.asAdmin(`alter database ${s.name} allow_connections false`);
      cut += await cutConnections();
      if (round === 1) {
        const away = await fetch(s.at('/api/hotel?location=while-away'));
        if (away.status === 503) answeredBusy++;
        expect(away.status).toBe(503);
        expect((await fetch(s.at('/readyz'))).status).toBe(503);
        await sleep(2000);
        await s.asAdmin(`alter database ${s.name} allow_connections true`);
      }
      await sleep(200);
      cut += await cutConnections();
    }
    await Promise.all(work);
    expect(cut).toBeGreaterThan(3);
    expect(answeredBusy).toBe(1);
    // the same process throughout, serving again by itself
    expect(s.server().child.exitCode, s.server().output().slice(-4000)).toBeNull();
    await waitUntil('ready again', async () => (await fetch(s.at('/readyz'))).status === 200, 60_000);

    await s.expectEveryStoryTold(stories, `status = 'processed'`);
    // no payment was refused or given back: no refund letter was written
    expect(await s.query(`select id from mail_outbox where template = 'payment-refunded'`)).toEqual([]);
  }, 600_000);
});
