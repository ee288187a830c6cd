// Invoices: tax invoices, credit notes and vouchers of bookings, issued from the booking's events.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { handleBookingEvents } from '../bookings/index.ts';
import { documentsHandler } from './documents-handler.ts';
import { registerInvoiceJobs } from './invoices.jobs.ts';
import { invoiceRoutes } from './invoices.routes.ts';

export { findInvoiceNumbers } from './invoices.repo.ts';
export { bookingInvoice, bookingVoucherPdf, issueDueDocuments } from './invoices.service.ts';

export const invoicesModule = fp(
  async (app) => {
    registerInvoiceJobs(app);
    registerRoutes(app, invoiceRoutes);
    handleBookingEvents(app, documentsHandler);
  },
  { name: 'invoices', dependencies: ['bookings'] },
);
