import type { FastifyInstance } from 'fastify';
import { sendNewsletter } from './newsletter.ts';

export const NEWSLETTER_JOB = 'marketing.newsletter';

/** The offers newsletter, Mondays at 10:00 in India. */
export function registerNewsletterJobs(app: FastifyInstance) {
  app.jobs.work(NEWSLETTER_JOB, async () => {
    const sent = await sendNewsletter(app.db);
    if (sent) app.log.info({ sent }, 'offers newsletter written');
  });
  app.jobs.every(NEWSLETTER_JOB, '30 4 * * 1');
}
