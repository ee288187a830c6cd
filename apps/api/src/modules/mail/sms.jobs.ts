// Sending the outbox's SMS (apps/api/src/jobs) when SMS keys are set: an `sms.send` job per message, queued a
// moment after it is written and retried with backoff, and a sweep every minute for any whose job was lost, as
// mail.jobs.ts does for email. Without keys nothing is registered: SMS are kept for the back-office's outbox.
import type { FastifyInstance } from 'fastify';
import { JobQueueNotRunning } from '../../jobs/job-queue.ts';
import { outboxWrites, sendSms, type Channel } from './outbox.ts';
import { untriedMessages } from './outbox.repo.ts';
import { msg91Sender, type SmsSender } from './sms.ts';

export const SEND_SMS_JOB = 'sms.send';
export const SWEEP_SMS_JOB = 'sms.sweep';
const LOST_AFTER_MS = 30_000;
const SEND_AFTER_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** sends SMS through MSG91 when its keys are set; absent, SMS stay in the outbox */
    smsSender?: SmsSender;
  }
}

export function registerSmsJobs(app: FastifyInstance) {
  const settings = app.config.sms;
  const sender = settings ? msg91Sender(settings) : undefined;
  app.decorate('smsSender', sender);
  if (!sender) return;
  const sendSoon = (id: string, delayMs: number) =>
    app.jobs
      .enqueue(SEND_SMS_JOB, { id }, { singletonKey: `sms:${id}`, startAfter: new Date(Date.now() + delayMs) })
      .catch((err: unknown) => {
        if (!(err instanceof JobQueueNotRunning)) app.log.warn({ err }, 'could not queue an SMS; the sweep will');
      });
  app.jobs.work<{ id: string }>(SEND_SMS_JOB, async ({ id }) => void (await sendSms(app.db, sender, id)), {
    // a code is worth little after its few minutes: retry soon, and not for long
    retryLimit: 4,
    retryDelaySeconds: app.config.mailRetryDelaySeconds ?? 10,
    retryDelayMaxSeconds: 120,
    batchSize: 10,
  });
  app.jobs.work(SWEEP_SMS_JOB, async () => {
    for (const id of await untriedMessages(app.db, new Date(Date.now() - LOST_AFTER_MS), 'sms')) await sendSoon(id, 0);
  });
  app.jobs.every(SWEEP_SMS_JOB, '* * * * *');
  const written = (id: string, channel: Channel) => void (channel === 'sms' && sendSoon(id, SEND_AFTER_MS));
  outboxWrites.on('written', written);
  app.addHook('onClose', async () => void outboxWrites.off('written', written));
}
