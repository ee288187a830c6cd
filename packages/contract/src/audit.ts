// The audit trail (decision 0052): what staff and providers changed and which personal data staff read,
// searchable by admins by person, listing, booking and dates. Nothing edits it through the API.
import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { calendarDate, paging, shortText } from './fields.ts';

const values = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(['change', 'read']),
  /** who made the call (an erased person's id is replaced by a pseudonym) */
  actorId: z.string(),
  actorRole: z.string(),
  /** from where: the caller's address */
  ip: z.string(),
  /** the call: "PUT /api/provider/profile" */
  action: z.string(),
  summary: z.string(),
  status: z.number(),
  personIds: z.array(z.string()),
  listingIds: z.array(z.string()),
  bookingIds: z.array(z.string()),
  /** the call's path parameters, query and body (secrets withheld) */
  request: z.record(z.string(), z.unknown()),
  /** each row changed, with the fields that changed: before and after */
  changes: z.array(z.object({ table: z.string(), id: z.string(), old: values, new: values })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  ...paging,
  /** an account's id or email: entries by them or about them */
  person: z.optional(shortText(200)),
  listing: z.optional(shortText(40)),
  booking: z.optional(shortText(40)),
  kind: z.optional(z.enum(['change', 'read'])),
  /** Indian calendar days, both included */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const listAuditEntries = admins.list(
  '/api/admin/audit',
  'The audit trail, newest first: changes by staff and providers and staff reads of personal data, by person, listing, booking and dates (admins)',
  auditEntry,
  { query: auditQuery, audit: 'read' },
);
