// Tax invoices and credit notes: issued once, numbered gap-free per series and financial year, kept as
// issued; and the PDFs of a booking (invoice, credit notes, voucher). docs/decisions/0023-invoices-and-vouchers.md
import type { Language } from '@raahi/contract/i18n/languages';
import type { AnyBooking } from '@raahi/contract/bookings';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { documentNumber, financialYearOf, type DocumentType } from '@raahi/contract/rules/invoice';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import type { Db, Tx } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { bookingAnswer, findPaymentByOrder, lockBookingMoney } from '../payments/index.ts';
import { creditNoteContent, invoiceContent, recipientOf, type DocumentContent } from './invoice-content.ts';
import { documentsPdf } from './invoice-pdf.ts';
import { findBilling, findDocuments, findHotelContact, insertDocument, nextNumber, refundsByKey } from './invoices.repo.ts';
import type { Supplier } from '../../config.ts';
import { voucherPdf } from './voucher-pdf.ts';

/** A refund of a payment that came after its booking was cancelled: nothing was supplied, so nothing is invoiced. */
const LATE_REFUND = 'late:';

async function issue(
  tx: Tx,
  d: { type: DocumentType; kind: BookingKind; bookingId: string; source: string; now: Date },
  content: (number: string, date: string) => DocumentContent,
) {
  const date = todayInIndia(d.now);
  const financialYear = financialYearOf(date);
  const number = documentNumber(d.type, financialYear, await nextNumber(tx, d.type, financialYear));
  const c = content(number, date);
  await insertDocument(tx, {
    type: d.type,
    number,
    financialYear,
    bookingKind: d.kind,
    bookingId: d.bookingId,
    source: d.source,
    amount: c.figures.total,
    content: c,
    issuedAt: d.now,
  });
}

/**
 * Issues what a booking is owed and does not have yet: its tax invoice once something is paid, and a
 * credit note for each refund after that. Safe to call any number of times, from any process: each document
 * is issued under the booking's row lock, once.
 */
export async function issueDueDocuments(db: Db, supplier: Supplier, kind: BookingKind, bookingId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const money = await lockBookingMoney(tx, kind, bookingId);
    if (!money || money.paidAmount === 0) return;
    if ((await findDocuments(tx, kind, bookingId, 'invoice')).length) return;
    if ((await refundsByKey(tx, kind, bookingId)).some((r) => r.key.startsWith(LATE_REFUND))) return;
    const booking = await bookingAnswer(tx, kind, bookingId);
    const recipient = recipientOf(booking, (await findBilling(tx, booking.user._id))!);
    await issue(tx, { type: 'invoice', kind, bookingId, source: 'invoice', now }, (number, date) =>
      invoiceContent(booking, recipient, supplier, number, date),
    );
  });
  for (const refund of await refundsByKey(db, kind, bookingId)) {
    if (refund.key.startsWith(LATE_REFUND)) continue;
    await db.transaction(async (tx) => {
      await lockBookingMoney(tx, kind, bookingId);
      const [invoice] = await findDocuments(tx, kind, bookingId, 'invoice');
      if (!invoice) return;
      const notes = await findDocuments(tx, kind, bookingId, 'credit_note');
      if (notes.some((n) => n.source === refund.key)) return;
      await issue(tx, { type: 'credit_note', kind, bookingId, source: refund.key, now }, (number, date) =>
        creditNoteContent(invoice.content as DocumentContent, refund.amount, number, date),
      );
    });
  }
}

/** After a captured payment reported by the gateway: the documents of the order's booking. */
export async function issueForOrder(db: Db, supplier: Supplier, orderId: string) {
  const p = orderId ? await findPaymentByOrder(db, orderId) : undefined;
  if (p) await issueDueDocuments(db, supplier, p.bookingKind, p.bookingId);
}

/** A booking, as its documents name it. */
type BookingRef = Pick<BookingSubject, 'kind' | 'id'>;

/**
 * A booking's tax invoice, issued now if it is due and was not yet (else the one issued, with its number):
 * GET /api/bookings/{bookingId}/invoice and the booking-confirmed email both take it from here. An unpaid
 * booking has none (409 `not_paid`).
 */
export async function bookingInvoice(db: Db, supplier: Supplier, b: BookingRef): Promise<{ number: string; pdf: Buffer }> {
  await issueDueDocuments(db, supplier, b.kind, b.id);
  const [invoice] = await findDocuments(db, b.kind, b.id, 'invoice');
  if (invoice) return { number: invoice.number, pdf: await documentsPdf([invoice.content as DocumentContent]) };
  const paid = (await bookingAnswer(db, b.kind, b.id)).payment.paid > 0;
  throw conflict(
    paid
      ? 'This booking has no invoice: its payment came after it was cancelled and was refunded in full.'
      : 'This booking is not paid yet, so it has no invoice. Pay for it to get one.',
    'not_paid',
  );
}

/** GET /api/bookings/{bookingId}/credit-note: every credit note of the booking; none before a refund (409). */
export async function creditNotePdf(db: Db, supplier: Supplier, b: BookingRef): Promise<Buffer> {
  await issueDueDocuments(db, supplier, b.kind, b.id);
  const notes = await findDocuments(db, b.kind, b.id, 'credit_note');
  if (!notes.length) throw conflict('Nothing has been refunded on this booking, so it has no credit note.', 'no_credit_note');
  return documentsPdf(notes.map((n) => n.content as DocumentContent));
}

/** GET /api/bookings/{bookingId}/voucher: 'Print Booking' (and the booking-confirmed email's voucher), in `language`. */
export async function bookingVoucherPdf(db: Db, b: BookingRef, language: Language): Promise<Buffer> {
  const booking: AnyBooking = await bookingAnswer(db, b.kind, b.id, language);
  const account = await findBilling(db, booking.user._id);
  if (!account) throw notFound('Booking');
  const mobile = (booking.kind === 'hotel' && booking.mobile) || account.mobile;
  const hotel = booking.kind === 'hotel' ? await findHotelContact(db, booking.hotel._id) : undefined;
  return voucherPdf(booking, { ...recipientOf(booking, account), mobile }, hotel, language);
}
