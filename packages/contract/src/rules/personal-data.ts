// A person's data (issue 31, decision 0051): the purposes consent is asked for, what an erased account
// reads as, the tax law's exceptions to erasure, the deadlines of a request and the retention timers.
// Zod-free, so the pages and the API share one wording.

/**
 * `bookings`: what an account and a booking need (given with the notice at registration; ended only by
 * erasing the account). `marketing-email`: offers by email, off until the person turns it on.
 */
export const CONSENT_PURPOSES = ['bookings', 'marketing-email'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** The purposes a person may withdraw from the account page (the others end with the account). */
export const WITHDRAWABLE: readonly ConsentPurpose[] = ['marketing-email'];
/** How a consent was given or withdrawn. */
export const CONSENT_METHODS = ['registration', 'first-booking', 'account-page', 'email-link'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** What an erased account's name reads as wherever it was shown (a provider's booking table, the ledger). */
export const ERASED_FIRST_NAME = 'Guest';
export const ERASED_LAST_NAME = '(account erased)';
export const ERASED_NAME = `${ERASED_FIRST_NAME} ${ERASED_LAST_NAME}`;
/** A free text the person wrote (a message, a review), where it stood. */
export const ERASED_TEXT = '(removed: the account was erased)';
/** The address an erased account keeps: unique, never delivered (.invalid is reserved, RFC 2606). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/** Tax documents and the payments ledger are kept this long after the financial year (CGST Act s.36). */
export const TAX_RECORDS_MONTHS = 72;
/** Rule 46 of the CGST Rules: an unregistered buyer's name is required on an invoice of ₹50,000 or more. */
const NAME_REQUIRED_FROM_PAISE = 50_000_00;

/**
 * Whether the law requires the buyer's name to stay on a tax document after its person is erased: always
 * for a registered buyer (a GSTIN), otherwise only from ₹50,000. Their email is never required.
 */
export const nameKeptOnTaxDocument = (doc: { gstin: string; amountPaise: number }): boolean =>
  doc.gstin.trim() !== '' || doc.amountPaise >= NAME_REQUIRED_FROM_PAISE;

/** The kinds of request a person makes about their data. */
export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'nominee'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['open', 'done'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
/** The DPDP Rules 2025 give a data fiduciary 90 days to answer a person's request. */
export const DATA_REQUEST_DAYS = 90;
const DAY_MS = 86_400_000;
export const dataRequestDueBy = (requestedAt: Date): Date => new Date(requestedAt.getTime() + DATA_REQUEST_DAYS * DAY_MS);
export const isRequestOverdue = (r: { status: DataRequestStatus; dueBy: Date }, now: Date): boolean =>
  r.status === 'open' && r.dueBy.getTime() < now.getTime();

/**
 * The retention job's timers (docs/operations.md). Sessions are removed as soon as they end (they already
 * were, hourly); the others count from the moment named.
 */
export const RETENTION = {
  /** an account whose address was never proven, from its registration (nothing booked) */
  unverifiedAccountDays: 30,
  /** the body of an email (names, bookings, links), from when it was written; the row stays as a record */
  mailBodyDays: 180,
  /** an enquiry thread, from its last message */
  enquiryThreadDays: 730,
} as const;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
