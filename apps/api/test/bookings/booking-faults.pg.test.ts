// Money never depends on the moment a process dies (docs/decisions/0047-booking-events.md): while paid
// bookings are cancelled and others paid, the real server process on PostgreSQL is killed (SIGKILL) at random
// moments and started again. Afterwards every cancelled paid booking has its refund equal to the preview, one
// refund at the gateway, one credit note and one cancellation email; every paid booking is Confirmed with one
// invoice and one confirmation email, within 60 s of the last restart.
import { describe, it } from 'vitest';
import { faultyServer } from '../helpers/faulty-server.ts';
import { sleep } from '../helpers/wait.ts';

const s = faultyServer('kill');

describe('the server killed while bookings are cancelled and paid', () => {
  it('loses no refund, document or email, and makes none twice', async () => {
    const stories = await s.stories();
    const { toCancel, toPay } = stories;

    // three rounds: four cancels and a payment start, and the server is killed a random moment later; each call
    // is retried across the restart (the cancel with its Idempotency-Key)
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 3; round++) {
      for (const id of toCancel.slice(round * 4, round * 4 + 4))
        work.push(s.send('POST', `/api/bookings/${id}/cancel`, {}, { 'idempotency-key': `cancel-${id}` }));
      work.push(s.pay(toPay[round]!));
      await sleep(20 + Math.floor(Math.random() * 300));
      s.server().child.kill('SIGKILL');
      await s.server().exited;
      await s.start();
    }
    await Promise.all(work);

    await s.expectEveryStoryTold(stories, 'gateway_refund_id is not null');
  }, 600_000);
});
