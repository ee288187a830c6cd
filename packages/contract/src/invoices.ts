// A booking's documents as PDFs: the GST tax invoice, the credit notes of its refunds and the voucher
// ('Print Booking'). The guest, the listing's provider and admins may read them (the booking's 'view').
// docs/decisions/0023-invoices-and-vouchers.md
import * as z from 'zod/mini';
import { bookingIdParams } from './bookings.ts';
import { endpoint } from './endpoint.ts';

/** A file's bytes; the API answers it as the row's `file` type, never as JSON. */
export const fileBytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected a file.');

const ofBooking = { who: 'signed-in', of: { booking: 'bookingId', operation: 'view' } } as const;

export const getInvoice = endpoint({
  method: 'GET',
  path: '/api/bookings/:bookingId/invoice',
  summary: "The booking's GST tax invoice (PDF); 409 while nothing is paid",
  access: ofBooking,
  params: bookingIdParams,
  response: fileBytes,
  file: true,
});

export const getCreditNote = endpoint({
  method: 'GET',
  path: '/api/bookings/:bookingId/credit-note',
  summary: "The credit notes of the booking's refunds (PDF); 409 while nothing is refunded",
  access: ofBooking,
  params: bookingIdParams,
  response: fileBytes,
  file: true,
});

export const getVoucher = endpoint({
  method: 'GET',
  path: '/api/bookings/:bookingId/voucher',
  summary: "'Print Booking': the booking voucher with a QR code of its id (PDF)",
  access: ofBooking,
  params: bookingIdParams,
  response: fileBytes,
  file: true,
});
