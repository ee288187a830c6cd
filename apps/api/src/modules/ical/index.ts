// Channel sync: a room type's iCalendar export and the feeds it imports (decision 0062).
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerIcalJobs } from './ical.jobs.ts';
import { registerIcal } from './ical.routes.ts';

export { ICAL_POLL_JOB, ICAL_SYNC_JOB } from './job-names.ts';

export const icalModule = fp(
  async (app) => {
    registerIcal(app);
    registerIcalJobs(app);
  },
  { name: 'ical' },
);
