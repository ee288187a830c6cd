import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { id, paging } from './fields.ts';

/**
 * A document sent with a message (docs/decisions/0032-mail-attachments.md): the booking's voucher or GST tax
 * invoice, a PDF made when the message is sent by the same code as GET /api/bookings/{bookingId}/voucher and
 * …/invoice (where an admin downloads it).
 */
export const outboxAttachment = z.object({
  kind: z.enum(['invoice', 'voucher']),
  bookingId: id,
  /** the file's name: `Raahi-voucher-<booking id>.pdf`, or the invoice number with '-' for '/' (`RAH-26-27-000001.pdf`) */
  name: z.string(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachment>;

/** A message the product wrote, as the back-office's outbox shows it (rendered when read). */
export const outboxMessage = z.object({
  _id: id,
  /** an email address, or a mobile number (+91…) for an SMS */
  to: z.string(),
  /** how it goes: by email, or by SMS (its `text` is the SMS; the subject only names it here) */
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  /** when it went out over SMTP; null while it is kept (no SMTP_URL) or still to be sent */
  sentAt: z.nullable(z.string()),
  /** the last failure to send it, '' if none */
  lastError: z.string(),
  /** the PDFs it carries (a booking-confirmed message: the voucher and the invoice); [] for most */
  attachments: z.array(outboxAttachment),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxQuery = z.object({ ...paging });

export const listOutbox = admins.list(
  '/api/admin/outbox',
  "Every email and SMS the product wrote, newest first: kept here when no SMTP server is set, and a record of what was sent when one is; in production a link's secret (password reset, email confirmation) is hidden, so only its recipient can follow it",
  outboxMessage,
  { query: outboxQuery, audit: 'read' },
);
