// The `invoices.issue` job issues what a booking is owed (issueDueDocuments: once, under the booking's lock).
// Money moving now issues documents from the booking's events (documents-handler.ts); the job stays so that
// jobs queued before that change still run. Reading a document issues it too.
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import type { FastifyInstance } from 'fastify';
import { issueDueDocuments } from './invoices.service.ts';
import { supplierOf } from '../../config.ts';

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
