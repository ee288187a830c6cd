// The document calls of the contract (packages/contract/src/invoices.ts): PDFs of a booking.
import * as api from '@raahi/contract/invoices';
import type { FastifyReply } from 'fastify';
import { route } from '../../http/route.ts';
import { bookingVoucherPdf, creditNotePdf, invoicePdf } from './invoices.service.ts';
import { supplierOf } from './supplier.ts';

/** Names the file: saved by the browser (`attachment`) or shown to print (`inline`). */
function named(reply: FastifyReply, how: 'attachment' | 'inline', name: string, bookingId: string) {
  reply.header('content-disposition', `${how}; filename="raahi-${name}-${bookingId.slice(0, 8)}.pdf"`);
}

export const invoiceRoutes = [
  route(api.getInvoice, async ({ db, app, subject, reply }) => {
    const pdf = await invoicePdf(db, supplierOf(app), subject);
    named(reply, 'attachment', 'invoice', subject.id);
    return pdf;
  }),
  route(api.getCreditNote, async ({ db, app, subject, reply }) => {
    const pdf = await creditNotePdf(db, supplierOf(app), subject);
    named(reply, 'attachment', 'credit-note', subject.id);
    return pdf;
  }),
  route(api.getVoucher, async ({ db, subject, reply }) => {
    const pdf = await bookingVoucherPdf(db, subject);
    named(reply, 'inline', 'voucher', subject.id);
    return pdf;
  }),
];
