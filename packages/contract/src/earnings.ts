// The platform's commission (set by admins) and what providers earned per month: what guests paid for
// their listings less refunds and the commission. docs/decisions/0024-payments-ledger-and-earnings.md
import * as z from 'zod/mini';
import { admins, providers } from './collection.ts';
import { id } from './fields.ts';
import { BOOKING_KINDS } from './rules/booking-actions.ts';

const PERCENT = 'Enter a percentage from 0 to 100 with at most two decimals.';
export const commissionInput = z.object({
  percent: z.number(PERCENT).check(
    z.gte(0, PERCENT),
    z.lte(100, PERCENT),
    z.refine((v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, PERCENT),
  ),
});
export type CommissionInput = z.infer<typeof commissionInput>;

const rate = z.object({
  percent: z.number(),
  /** ISO instant from which payments are charged this rate */
  effectiveFrom: z.string(),
  setBy: z.nullable(z.string()),
});
export const commission = z.object({ ...rate.shape, history: z.array(rate) });
export type Commission = z.infer<typeof commission>;

export const getCommission = admins.get(
  '/api/admin/commission',
  "The platform's commission on what guests pay, and the rates before it (admins)",
  { response: commission },
);

export const setCommission = admins.put(
  '/api/admin/commission',
  'Set the commission for payments captured from now on; earlier payments keep their rate (admins)',
  { body: commissionInput, response: commission },
);

/** Months are Indian calendar months, YYYY-MM. */
const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM.'));
export const earningsQuery = z.object({ from: z.optional(month), to: z.optional(month) });
export type EarningsQuery = z.infer<typeof earningsQuery>;

/** Rupees. */
const amounts = { paid: z.number(), refunded: z.number(), commission: z.number(), net: z.number() };
export const earningsRow = z.object({
  month: z.string(),
  kind: z.enum(BOOKING_KINDS),
  /** the hotel or cab; null for tour packages, which the tour managers run together */
  listingId: z.nullable(id),
  listing: z.string(),
  /** the hotel's or cab's owner ('' for tours) */
  provider: z.string(),
  payments: z.number(),
  refunds: z.number(),
  ...amounts,
});
export type EarningsRow = z.infer<typeof earningsRow>;

export const earnings = z.object({
  /** hotel / cab: the caller's own listing; tour: tour packages; all: every provider (admins) */
  scope: z.enum(['all', ...BOOKING_KINDS]),
  /** the rate in force now, percent */
  commissionPercent: z.number(),
  /** newest month first */
  rows: z.array(earningsRow),
  totals: z.object(amounts),
});
export type Earnings = z.infer<typeof earnings>;

export const getEarnings = providers.get(
  '/api/admin/earnings',
  "Per month: what guests paid for the caller's listings, refunds, the platform's commission and the net (admins: every provider)",
  { query: earningsQuery, response: earnings },
);
