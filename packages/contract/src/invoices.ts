// A booking's documents as PDFs: the GST tax invoice, the credit notes of its refunds and the voucher
// ('Print Booking'). The guest, the listing's provider and admins may read them (the booking's 'view').
// docs/decisions/0023-invoices-and-vouchers.md
import * as z from 'zod/mini';
import { bookingIdParams } from './bookings.ts';
import { bookingViewers } from './collection.ts';

/** A file's bytes; the API answers it as the row's `file` type, never as JSON. */
export const fileBytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected a file.');

/** A document of the booking `:bookingId` names, as a PDF. */
const bookingDocument = <const D extends string>(document: D, summary: string) =>
  bookingViewers.get(`/api/bookings/:bookingId/${document}` as const, summary, {
    params: bookingIdParams,
    response: fileBytes,
    file: true,
    audit: 'read',
  });

export const getInvoice = bookingDocument('invoice', "The booking's GST tax invoice (PDF); 409 while nothing is paid");
export const getCreditNote = bookingDocument(
  'credit-note',
  "The credit notes of the booking's refunds (PDF); 409 while nothing is refunded",
);
export const getVoucher = bookingDocument('voucher', "'Print Booking': the booking voucher with a QR code of its id (PDF)");
