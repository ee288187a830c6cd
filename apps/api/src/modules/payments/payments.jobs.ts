// The money side's background jobs (apps/api/src/jobs): holds that run out, refunds still to hand to the
// gateway, and the test gateway's webhooks still owed. Each job claims its own rows, so it is safe however
// many processes run it; the queue runs each schedule once across them anyway.
import type { FastifyInstance } from 'fastify';
import { JobQueueNotRunning } from '../../jobs/job-queue.ts';
import { expireHolds, sendPendingRefunds } from './payments.service.ts';
import { sweepBookings } from './sweep.ts';
import type { TestGateway } from './test-gateway.ts';

export const EXPIRE_HOLDS_JOB = 'bookings.expire-holds';
export const SEND_REFUNDS_JOB = 'payments.send-refunds';
export const TEST_WEBHOOKS_JOB = 'test-gateway.webhooks';
export const SWEEP_BOOKINGS_JOB = 'bookings.sweep';

/** Delivers the test gateway's due webhooks to this app's own webhook call, through its HTTP pipeline. */
export const deliverWebhooks = (app: FastifyInstance, gateway: TestGateway, now?: Date) =>
  gateway.deliverDue(async (body, signature) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
    return res.statusCode;
  }, now);

export function registerPaymentJobs(app: FastifyInstance) {
  app.jobs.work(EXPIRE_HOLDS_JOB, async () => {
    const expired = await expireHolds(app.db);
    if (!expired) return;
    app.log.info({ expired }, 'unpaid bookings cancelled: their hold ran out');
    // their rooms are free again: dated hotel searches cached in any process must see it
    await app.catalogue.feed.publish(['availability']);
  });
  app.jobs.every(EXPIRE_HOLDS_JOB, '* * * * *');
  app.jobs.work(SEND_REFUNDS_JOB, async () => {
    await sendPendingRefunds(app.db, app.gateway);
  });
  app.jobs.every(SEND_REFUNDS_JOB, '*/5 * * * *');
  app.jobs.work(SWEEP_BOOKINGS_JOB, async () => {
    const found = await sweepBookings(app.db);
    if (found.repaired.length)
      app.log.warn({ bookings: found.repaired }, 'sweep: refunds started for cancelled paid bookings that had none');
    if (found.cancelledUnrefunded.length)
      app.log.error({ bookings: found.cancelledUnrefunded }, 'sweep: paid bookings cancelled with no refund and no record of what is owed');
    if (found.pendingThoughPaid.length)
      app.log.error({ bookings: found.pendingThoughPaid }, 'sweep: paid bookings still Pending long after the capture');
  });
  app.jobs.every(SWEEP_BOOKINGS_JOB, '*/10 * * * *');
  // each run delivers every webhook then due; a few runs at once when payments queued many
  app.jobs.work(
    TEST_WEBHOOKS_JOB,
    async () => {
      if (app.testGateway) await deliverWebhooks(app, app.testGateway);
    },
    { batchSize: 5 },
  );
  app.jobs.every(TEST_WEBHOOKS_JOB, '* * * * *');
}

/**
 * A delivery of the test gateway's webhooks when one falls due (a payment's or a refund's a moment after it, a
 * refused one at its retry), as the real gateway would send it. The webhooks due in one second share one
 * delivery, at the end of that second.
 */
export const deliverWebhooksAt = (app: FastifyInstance) => (due: Date) => {
  const at = Math.ceil((due.getTime() + 200) / 1000) * 1000;
  app.jobs.enqueue(TEST_WEBHOOKS_JOB, {}, { singletonKey: `webhooks:${at}`, startAfter: new Date(at) }).catch((err: unknown) => {
    // with no queue running (a test, or a process started to enqueue only), or the database away, the
    // schedule delivers it
    if (!(err instanceof JobQueueNotRunning)) app.log.warn({ err }, 'could not queue the test webhook');
  });
};
