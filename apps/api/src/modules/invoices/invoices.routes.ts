// The document calls of the contract (packages/contract/src/invoices.ts): PDFs of a booking.
import * as api from '@raahi/contract/invoices';
import { requestLanguage } from '../../http/language.ts';
import { FileAnswer, route } from '../../http/route.ts';
import { bookingInvoice, bookingVoucherPdf, creditNotePdf } from './invoices.service.ts';
import { supplierOf } from '../../config.ts';

/** A booking's PDF, saved by the browser (`attachment`) or shown to print (`inline`). */
const pdf = (bytes: Uint8Array, name: string, bookingId: string, how: 'attachment' | 'inline' = 'attachment') =>
  new FileAnswer(bytes, 'application/pdf', `raahi-${name}-${bookingId.slice(0, 8)}.pdf`, how);

export const invoiceRoutes = [
  route(api.getInvoice, async ({ db, app, subject }) =>
    pdf((await bookingInvoice(db, supplierOf(app), subject)).pdf, 'invoice', subject.id),
  ),
  route(api.getCreditNote, async ({ db, app, subject }) =>
    pdf(await creditNotePdf(db, supplierOf(app), subject), 'credit-note', subject.id),
  ),
  // in the reader's language (the signed-in person's)
  route(api.getVoucher, async ({ db, subject, request }) =>
    pdf(await bookingVoucherPdf(db, subject, requestLanguage(request)), 'voucher', subject.id, 'inline'),
  ),
];
