import type { FastifyInstance } from 'fastify';
import { purgeEndedSessions } from './sessions.ts';

export const PURGE_SESSIONS_JOB = 'sessions.purge';

/** Ended sessions (expired, or idle too long) are deleted every hour by one of the processes. */
export function registerSessionJobs(app: FastifyInstance) {
  app.jobs.work(PURGE_SESSIONS_JOB, async () => {
    const deleted = await purgeEndedSessions(app.db);
    if (deleted) app.log.info({ deleted }, 'ended sessions purged');
  });
  app.jobs.every(PURGE_SESSIONS_JOB, '17 * * * *');
}
