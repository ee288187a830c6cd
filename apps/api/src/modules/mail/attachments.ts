// The documents a message carries (docs/decisions/0032-mail-attachments.md). The outbox row only names them
// ({ kind, bookingKind, bookingId }); the PDFs are made when the message is sent, by the same functions as the
// download routes (the invoices module, through documents.ts). The invoice is issued there if it was not yet, and once issued it is
// kept as issued: a retried send attaches the same invoice with the same number.
import type { Language } from '@raahi/contract/i18n/languages';
import type { OutboxAttachment } from '@raahi/contract/mail';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailSite } from './mailer.ts';
import type { AttachedFile } from './transport.ts';

export const voucherFileName = (bookingId: string) => `Raahi-voucher-${bookingId}.pdf`;
/** 'RAH/26-27/000001' → 'RAH-26-27-000001.pdf' (a '/' cannot be in a file's name) */
export const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/**
 * A document the booking does not have: an invoice of a booking whose payment was refunded in full as it
 * came too late (409), a booking no longer there (404). The message goes without it; any other failure is
 * thrown, so the send is tried again.
 */
async function unlessMissing<T>(make: Promise<T>): Promise<T | undefined> {
  try {
    return await make;
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 409)) return undefined;
    throw err;
  }
}

/** The files of a message, as it is sent: the voucher in the message's language, the tax invoice in English. */
export async function attachmentFiles(
  db: Db,
  { supplier, documents }: MailSite,
  attachments: MailAttachment[],
  language: Language,
): Promise<AttachedFile[]> {
  const files: AttachedFile[] = [];
  for (const a of attachments) {
    const booking = { kind: a.bookingKind, id: a.bookingId };
    if (a.kind === 'voucher') {
      const pdf = await unlessMissing(documents.voucherPdf(db, booking, language));
      if (pdf) files.push({ filename: voucherFileName(a.bookingId), content: pdf, contentType: 'application/pdf' });
    } else {
      const invoice = await unlessMissing(documents.invoice(db, supplier, booking));
      if (invoice) files.push({ filename: invoiceFileName(invoice.number), content: invoice.pdf, contentType: 'application/pdf' });
    }
  }
  return files;
}

/**
 * The attachments of some messages as the outbox lists them, by name (no PDF is made). Without SMTP the outbox
 * is the delivery, so an invoice not issued yet (its issuing after the payment failed) is issued now, as
 * reading it would; one the booking cannot have is left out, as sending would.
 */
export async function attachmentNames(
  db: Db,
  { supplier, documents }: MailSite,
  messages: MailAttachment[][],
): Promise<OutboxAttachment[][]> {
  const invoices = messages.flat().filter((a) => a.kind === 'invoice');
  const bookings = invoices.map((a) => ({ kind: a.bookingKind, id: a.bookingId }));
  let numbers = await documents.invoiceNumbers(db, bookings);
  const missing = bookings.filter((b) => !numbers.has(b.id));
  if (missing.length) {
    for (const b of missing) await documents.issueDue(db, supplier, b.kind, b.id);
    numbers = await documents.invoiceNumbers(db, bookings);
  }
  return messages.map((attachments) =>
    attachments.flatMap((a): OutboxAttachment[] => {
      if (a.kind === 'voucher') return [{ kind: 'voucher', bookingId: a.bookingId, name: voucherFileName(a.bookingId) }];
      const number = numbers.get(a.bookingId);
      return number ? [{ kind: 'invoice', bookingId: a.bookingId, name: invoiceFileName(number) }] : [];
    }),
  );
}
