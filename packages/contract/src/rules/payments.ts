// What a booking's payment state is, from its amounts. The API answers it on every booking and the pages
// show it. Zod-free.
import type { BookingStatus } from './booking-actions.ts';
import { rupeesExact } from './rupees.ts';

export const PAYMENT_STATUSES = ['unpaid', 'advance_paid', 'paid', 'partly_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Amounts in any one unit (paise or rupees). */
export type PaymentAmounts = { status: BookingStatus; total: number; paid: number; refunded: number };

export function paymentStatus(a: PaymentAmounts): PaymentStatus {
  if (a.refunded > 0) return a.refunded >= a.paid ? 'refunded' : 'partly_refunded';
  if (a.paid <= 0) return 'unpaid';
  return a.paid < a.total ? 'advance_paid' : 'paid';
}

/**
 * What is still owed: nothing on a cancelled booking; otherwise the total less what was paid and kept (a
 * reschedule to a cheaper date refunds part; a cab's rest goes to the driver).
 */
export const amountDue = (a: PaymentAmounts): number => (a.status === 'Cancelled' ? 0 : Math.max(0, a.total - (a.paid - a.refunded)));

/** The history note of a hold that ran out. */
export const HOLD_EXPIRED_NOTE = 'Payment not received in time';

/** How a booking's price is paid, in words (rupees): in full when booking, or a cab's advance then the rest to the driver. */
export const paymentPlanInWords = (b: { payNow: number; payLater: number }): string =>
  b.payLater > 0
    ? `Advance of ${rupeesExact(b.payNow)} when booking, ${rupeesExact(b.payLater)} to the driver`
    : 'Paid in full when booking';

/** Why a payment was given back rather than kept: the guest's email and the booking's history say which. */
export type ExcessReason = 'more-than-due' | 'stale-order' | 'cancelled' | 'dates-gone' | 'welcome-used';
