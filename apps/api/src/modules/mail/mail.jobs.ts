// Sending the outbox over SMTP (apps/api/src/jobs): a `mail.send` job per message, queued a moment after it is
// written (after its transaction commits) and retried with backoff; a sweep every minute queues any message
// whose job was lost. Without SMTP_URL nothing is registered: messages are kept for the back-office's outbox.
import type { FastifyInstance } from 'fastify';
import { JobQueueNotRunning } from '../../jobs/job-queue.ts';
import { mailSite } from './mailer.ts';
import { outboxWrites, sendMessage, type Channel } from './outbox.ts';
import { untriedMessages } from './outbox.repo.ts';

export const SEND_MAIL_JOB = 'mail.send';
export const SWEEP_MAIL_JOB = 'mail.sweep';
/** a message written this long ago and never tried has lost its job */
const LOST_AFTER_MS = 30_000;
/** the writer's transaction has usually committed by then; if not, the sweep sends it */
const SEND_AFTER_MS = 1000;

export function registerMailJobs(app: FastifyInstance) {
  const mailer = app.mailer;
  if (!mailer) return;
  const sendSoon = (id: string, delayMs: number) =>
    app.jobs
      .enqueue(SEND_MAIL_JOB, { id }, { singletonKey: `mail:${id}`, startAfter: new Date(Date.now() + delayMs) })
      .catch((err: unknown) => {
        if (!(err instanceof JobQueueNotRunning)) app.log.warn({ err }, 'could not queue an email; the sweep will');
      });
  app.jobs.work<{ id: string }>(SEND_MAIL_JOB, async ({ id }) => void (await sendMessage(app.db, mailer, mailSite(app), id)), {
    retryLimit: 8,
    retryDelaySeconds: app.config.mailRetryDelaySeconds ?? 30,
    retryDelayMaxSeconds: 3600,
    // a job a message: one per polling interval would fall behind two messages a booking (the transport's pool
    // has 5 connections; the rest of a batch waits for one)
    batchSize: 10,
  });
  app.jobs.work(SWEEP_MAIL_JOB, async () => {
    for (const id of await untriedMessages(app.db, new Date(Date.now() - LOST_AFTER_MS), 'email')) await sendSoon(id, 0);
  });
  app.jobs.every(SWEEP_MAIL_JOB, '* * * * *');
  const written = (id: string, channel: Channel) => void (channel === 'email' && sendSoon(id, SEND_AFTER_MS));
  outboxWrites.on('written', written);
  app.addHook('onClose', async () => void outboxWrites.off('written', written));
}
