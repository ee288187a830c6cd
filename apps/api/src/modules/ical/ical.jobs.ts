// The feeds' poll on the job queue (apps/api/src/jobs): every minute `ical.poll` queues a sync of each feed
// not tried for ICAL_POLL_MINUTES (one waiting job per feed), and `ical.sync` reads and applies one feed.
// A feed that fails keeps its error for the owner and is tried again at the next poll.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { importsDue } from './ical.repo.ts';
import { ICAL_POLL_JOB, ICAL_SYNC_JOB } from './job-names.ts';
import { syncOptions } from './ical.routes.ts';
import { runImport } from './ical.service.ts';

/** feeds queued per poll at most (the rest wait for the next minute) */
const POLL_BATCH = 200;

export function registerIcalJobs(app: FastifyInstance) {
  app.jobs.work(ICAL_POLL_JOB, async () => {
    const due = await importsDue(app.db, app.config.icalPollMinutes ?? 15, POLL_BATCH);
    for (const { id } of due) await app.jobs.enqueue(ICAL_SYNC_JOB, { id }, { singletonKey: `ical:${id}` });
  });
  app.jobs.every(ICAL_POLL_JOB, '* * * * *');
  app.jobs.work<{ id: string }>(
    ICAL_SYNC_JOB,
    async ({ id }) => {
      const outcome = await runImport(app.db, id, syncOptions(app)).catch((err: unknown) => {
        // a feed removed since it was queued has nothing left to do
        if (err instanceof AppError && err.statusCode === 404) return undefined;
        throw err;
      });
      if (outcome?.changed) await app.catalogue.feed.publish(['availability']);
      if (outcome?.row.conflicts.length)
        app.log.warn({ icalImport: id, nights: outcome.row.conflicts }, 'imported calendar closes nights already sold here');
    },
    { batchSize: 5, retryLimit: 2 },
  );
}
