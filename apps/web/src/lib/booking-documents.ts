// A booking's PDFs (packages/contract/src/invoices.ts): the GST invoice and credit notes are saved as files;
// the voucher ('Print Booking') opens in a new tab to print, or is saved when the browser blocks the tab.
import { getCreditNote, getInvoice, getVoucher } from '@raahi/contract/invoices';
import type { BookingDocument } from '@raahi/contract/rules/booking-documents';
import { useMutation } from '@tanstack/react-query';
import { callFile, saveFile } from './api-client.ts';

/** Each document's call and whether it opens to print; its words are `common.documents.<doc>.*`. */
export const BOOKING_DOCUMENTS = {
  invoice: { row: getInvoice, open: false },
  'credit-note': { row: getCreditNote, open: false },
  voucher: { row: getVoucher, open: true },
} as const satisfies Record<BookingDocument, object>;
export type { BookingDocument };

export async function fetchBookingDocument({ bookingId, doc }: { bookingId: string; doc: BookingDocument }) {
  const d = BOOKING_DOCUMENTS[doc];
  saveFile(await callFile(d.row, { params: { bookingId } }), { open: d.open });
}

export const useBookingDocument = () => useMutation({ mutationFn: fetchBookingDocument });
