// Issuing a paid booking's documents off the payment's request (apps/api/src/jobs): the checkout's verify and
// the gateway's webhook queue an `invoices.issue` job once they have recorded a payment; the job issues what
// the booking is owed (issueDueDocuments: once, under the booking's lock) and is retried when it fails.
// Reading a document issues it too, so a job lost with its process costs nothing but time.
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import type { FastifyInstance } from 'fastify';
import { JobQueueNotRunning } from '../../jobs/job-queue.ts';
import { issueAfterMoneyMoved, issueDueDocuments } from './invoices.service.ts';
import { supplierOf } from './supplier.ts';

export const ISSUE_DOCUMENTS_JOB = 'invoices.issue';

type BookingRef = { kind: BookingKind; id: string };

export function registerInvoiceJobs(app: FastifyInstance) {
  // one job per payment: at ten payments a second, one job per polling interval would fall behind (ten at once)
  app.jobs.work<BookingRef>(ISSUE_DOCUMENTS_JOB, ({ kind, id }) => issueDueDocuments(app.db, supplierOf(app), kind, id), {
    retryLimit: 8,
    retryDelaySeconds: 5,
    batchSize: 10,
  });
}

/**
 * After a payment was recorded: its documents are issued by the job. Where no queue runs (tests, a process
 * started without one) they are issued now, as before; a failure to queue is logged (reading issues them).
 */
export async function issueDocumentsSoon(app: FastifyInstance, booking: BookingRef): Promise<void> {
  try {
    await app.jobs.enqueue(ISSUE_DOCUMENTS_JOB, { kind: booking.kind, id: booking.id });
  } catch (err) {
    if (err instanceof JobQueueNotRunning) return issueAfterMoneyMoved(app, booking);
    app.log.error({ err }, 'Could not queue the tax documents of a booking; they are issued when read');
  }
}
