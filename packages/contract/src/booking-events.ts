import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { id, paging } from './fields.ts';

/**
 * A consequence of a booking's event (its refund at the gateway, its documents, its emails) that failed and
 * has not succeeded since: it is retried with backoff by itself; an admin may ask for another run at once.
 */
export const failingHandling = z.object({
  eventId: id,
  /** what happened: held, paid, cancelled, refund-started, … */
  event: z.string(),
  /** who runs it: payments.refund, invoices.documents, mail.booking */
  handler: z.string(),
  bookingKind: z.enum(['hotel', 'cab', 'tour']),
  bookingId: id,
  /** when the change was made */
  eventAt: z.string(),
  /** failed runs so far */
  attempts: z.number(),
  /** the last failure's message (no query, values or stack) */
  lastError: z.string(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
});
export type FailingHandling = z.infer<typeof failingHandling>;

export const listFailingHandlings = admins.list(
  '/api/admin/booking-events/failing',
  "Consequences of booking events that keep failing (a refund the gateway did not take, a document, an email), with each one's failed runs and last error, the latest failure first",
  failingHandling,
  { query: z.object({ ...paging }) },
);

export const handlingParams = z.object({
  eventId: id,
  handler: z.string().check(z.regex(/^[a-z]+\.[a-z-]+$/, 'Not a handler name.')),
});

export const retryResult = z.object({
  /** done: it ran now and succeeded; queued: it runs shortly (its result shows here again if it fails) */
  status: z.enum(['done', 'queued']),
});

export const retryHandling = admins.post(
  '/api/admin/booking-events/:eventId/:handler/retry',
  'Run a failing consequence of a booking event again now (it runs at most once to success; one that succeeded meanwhile is not run again)',
  { params: handlingParams, response: retryResult },
);
