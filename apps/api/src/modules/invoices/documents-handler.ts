// The tax documents money moving calls for: the invoice once something is paid, a credit note for each
// refund. issueDueDocuments issues each at most once, under the booking's row lock, so a second run of the
// same event issues nothing.
import type { BookingEventHandler } from '../bookings/index.ts';
import { issueDueDocuments } from './invoices.service.ts';
import { supplierOf } from '../../config.ts';

export const documentsHandler: BookingEventHandler = {
  name: 'invoices.documents',
  handles: ['paid', 'refund-started', 'payment-refused', 'rescheduled', 'status-set'],
  run: (app, event) => issueDueDocuments(app.db, supplierOf(app), event.bookingKind, event.bookingId),
};
