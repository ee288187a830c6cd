// The documents a message can carry (a booking's voucher and tax invoice), which the invoices module provides
// when it registers. Mail declares what it needs here and imports nothing of invoices, so the outbox, which
// every module may write to, depends on none of them (decision 0058).
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import type { Language } from '@raahi/contract/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { Supplier } from '../../config.ts';
import type { Db } from '../../db/client.ts';

type BookingRef = { kind: BookingKind; id: string };

export type MailDocuments = {
  /** the booking's voucher as a PDF, in the message's language */
  voucherPdf(db: Db, booking: BookingRef, language: Language): Promise<Buffer>;
  /** the booking's tax invoice (issued now if it is due and was not yet), its number and PDF */
  invoice(db: Db, supplier: Supplier, booking: BookingRef): Promise<{ number: string; pdf: Buffer }>;
  /** the numbers of the invoices issued to these bookings, by booking id */
  invoiceNumbers(db: Db, bookings: BookingRef[]): Promise<Map<string, string>>;
  /** issues what a booking is due and does not have yet */
  issueDue(db: Db, supplier: Supplier, kind: BookingKind, bookingId: string): Promise<void>;
};

const provided = new WeakMap<FastifyInstance, MailDocuments>();

/** Called by the invoices module's plugin. */
export const provideMailDocuments = (app: FastifyInstance, documents: MailDocuments) => void provided.set(app, documents);

/** What makes the documents; without the invoices module, a message that names one cannot be sent. */
export function mailDocumentsOf(app: FastifyInstance): MailDocuments {
  const documents = provided.get(app);
  if (documents) return documents;
  const missing = () => Promise.reject(new Error('No documents: the invoices module is not registered.'));
  return { voucherPdf: missing, invoice: missing, invoiceNumbers: missing, issueDue: missing };
}
