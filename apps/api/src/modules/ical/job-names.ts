// The names of channel sync's jobs on the queue (ical.jobs.ts), apart so that anything may name them.
export const ICAL_POLL_JOB = 'ical.poll';
export const ICAL_SYNC_JOB = 'ical.sync';
