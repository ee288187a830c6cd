// The admin's payments ledger: every payment and refund, filtered and paged, and the same rows as a CSV
// file. docs/decisions/0024-payments-ledger-and-earnings.md
import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { calendarDate, id, paging } from './fields.ts';
import { BOOKING_KINDS } from './rules/booking-actions.ts';

export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/**
 * A payment is created (ordered, not yet paid), captured, failed or voided (an order for an amount no longer
 * due); a refund pending, processed or failed.
 */
export const LEDGER_STATUSES = ['created', 'captured', 'failed', 'voided', 'pending', 'processed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];
export const LEDGER_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = { payment: 'Payment', refund: 'Refund' };
export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  created: 'Awaiting payment',
  captured: 'Captured',
  failed: 'Failed',
  voided: 'Voided (for an earlier amount)',
  pending: 'Refund pending',
  processed: 'Refund processed',
};
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet' };

/** The most rows one CSV file holds; a larger selection is refused with a request to narrow it. */
export const LEDGER_CSV_MAX_ROWS = 10_000;

/** The filters of the ledger and of its CSV file: Indian calendar days from and to (both included). */
export const ledgerFilters = {
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  kind: z.optional(z.enum(LEDGER_KINDS, 'Choose payment or refund.')),
  status: z.optional(z.enum(LEDGER_STATUSES, 'Choose a status from the list.')),
  method: z.optional(z.enum(LEDGER_METHODS, 'Choose UPI, card, net banking or wallet.')),
};
const datesInOrder = z.refine<{ from?: string; to?: string }>((q) => !q.from || !q.to || q.from <= q.to, {
  path: ['to'],
  message: 'Must be on or after the start date.',
});
export const ledgerCsvQuery = z.object(ledgerFilters).check(datesInOrder);
export const ledgerQuery = z.object({ ...ledgerFilters, ...paging }).check(datesInOrder);
export type LedgerFilters = z.infer<typeof ledgerCsvQuery>;
export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const ledgerEntry = z.object({
  _id: id,
  kind: z.enum(LEDGER_KINDS),
  /** ISO instant: a payment's capture (or its order, never paid), a refund's making */
  date: z.string(),
  bookingId: id,
  bookingKind: z.enum(BOOKING_KINDS),
  /** the hotel, cab model or tour */
  listing: z.string(),
  guest: z.string(),
  /** upi, card, netbanking ('' for an order never paid); a refund goes back by its payment's method */
  method: z.string(),
  orderId: z.string(),
  gatewayPaymentId: z.nullable(z.string()),
  gatewayRefundId: z.nullable(z.string()),
  /** rupees */
  amount: z.number(),
  status: z.enum(LEDGER_STATUSES),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const listLedger = admins.list(
  '/api/admin/payments',
  'Every payment and refund, newest first, filtered by dates, kind, status and method (admins)',
  ledgerEntry,
  { query: ledgerQuery, audit: 'read' },
);

export const exportLedgerCsv = admins.get(
  '/api/admin/payments/export',
  `The ledger's filtered rows as a CSV file (text/csv; at most ${LEDGER_CSV_MAX_ROWS} rows) (admins)`,
  { query: ledgerCsvQuery, response: z.string(), file: true, audit: 'read' },
);
