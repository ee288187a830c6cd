// The money side's background work: holds that run out, refunds still to hand to the gateway, and the
// test gateway's webhooks still owed. Each run is safe in any number of processes at once (the work
// itself claims its rows), so a plain timer per process is enough until a shared job queue runs it.
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway.ts';
import { expireHolds, sendPendingRefunds } from './payments.service.ts';
import type { TestGateway } from './test-gateway.ts';
import { WEBHOOK_DELAY_MS } from './test-gateway.ts';

/** Runs named work now and then; `soon` runs it once shortly. A job queue can stand in for it. */
export type Jobs = {
  every(name: string, seconds: number, run: () => Promise<unknown>): void;
  soon(name: string, ms: number, run: () => Promise<unknown>): void;
  stop(): void;
};

/** Timers in this process; a run that throws is logged and tried again at the next tick. */
export function timerJobs(log: (name: string, err: unknown) => void): Jobs {
  const timers = new Set<NodeJS.Timeout>();
  const guarded = (name: string, run: () => Promise<unknown>) => () => void run().catch((err) => log(name, err));
  return {
    every(name, seconds, run) {
      const t = setInterval(guarded(name, run), seconds * 1000);
      t.unref();
      timers.add(t);
    },
    soon(name, ms, run) {
      const t = setTimeout(() => {
        timers.delete(t);
        guarded(name, run)();
      }, ms);
      t.unref();
      timers.add(t);
    },
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

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

export function startMoneyJobs(app: FastifyInstance, jobs: Jobs, gateway: PaymentGateway, testGateway?: TestGateway) {
  jobs.every('expire-holds', 20, () => expireHolds(app.db));
  jobs.every('send-refunds', 60, () => sendPendingRefunds(app.db, gateway));
  if (testGateway) jobs.every('test-gateway-webhooks', 5, () => deliverWebhooks(app, testGateway));
  app.addHook('onClose', async () => jobs.stop());
}

/** After a test payment: its webhook a moment later, as the real gateway would send it. */
export const webhookSoon = (app: FastifyInstance, jobs: Jobs, gateway: TestGateway) => () =>
  jobs.soon('test-gateway-webhooks', WEBHOOK_DELAY_MS + 200, () => deliverWebhooks(app, gateway));
