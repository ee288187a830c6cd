import type { FastifyInstance } from 'fastify';
import { runRetention } from './retention.ts';

export const RETENTION_JOB = 'privacy.retention';

/** The retention job, daily at 03:40 in India (22:10 UTC), by one of the processes. */
export function registerRetentionJobs(app: FastifyInstance) {
  app.jobs.work(RETENTION_JOB, async () => {
    const report = await runRetention(app.db);
    app.log.info({ retention: report }, 'retention run');
  });
  app.jobs.every(RETENTION_JOB, '10 22 * * *');
}
