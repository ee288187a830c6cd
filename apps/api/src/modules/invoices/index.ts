// Invoices: tax invoices, credit notes and vouchers of bookings, issued from the booking's events.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { handleBookingEvents } from '../bookings/index.ts';
import { provideMailDocuments } from '../mail/index.ts';
import { documentsHandler } from './documents-handler.ts';
import { registerInvoiceJobs } from './invoices.jobs.ts';
import { invoiceRoutes } from './invoices.routes.ts';
import { findInvoiceNumbers } from './invoices.repo.ts';
import { bookingInvoice, bookingVoucherPdf, issueDueDocuments } from './invoices.service.ts';

export const invoicesModule = fp(
  async (app) => {
    registerInvoiceJobs(app);
    registerRoutes(app, invoiceRoutes);
    handleBookingEvents(app, documentsHandler);
    // the documents a message carries are made when it is sent, by the same functions as the downloads
    provideMailDocuments(app, {
      voucherPdf: bookingVoucherPdf,
      invoice: bookingInvoice,
      invoiceNumbers: findInvoiceNumbers,
      issueDue: (db, supplier, kind, id) => issueDueDocuments(db, supplier, kind, id),
    });
  },
  { name: 'invoices', dependencies: ['bookings'] },
);
