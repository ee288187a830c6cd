import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { id, paging } from './fields.ts';

/** A message the product wrote, as the back-office's outbox shows it (rendered when read). */
export const outboxMessage = z.object({
  _id: id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  /** when it went out over SMTP; null while it is kept (no SMTP_URL) or still to be sent */
  sentAt: z.nullable(z.string()),
  /** the last failure to send it, '' if none */
  lastError: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxQuery = z.object({ ...paging });

export const listOutbox = admins.list(
  '/api/admin/outbox',
  'Every email the product wrote, newest first: kept here when no SMTP server is set, and a record of what was sent when one is',
  outboxMessage,
  { query: outboxQuery },
);
