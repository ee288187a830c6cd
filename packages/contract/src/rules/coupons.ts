// Coupon codes on offers: when a code applies to a booking and what it takes off. The API checks a code
// with these rules (again under the offer's row lock when booking); the review page shows their words.
// Zod-free.
import type { BookingKind } from './booking-actions.ts';
import { discountableOf, type Breakdown } from './pricing.ts';
import { rupeesOfPaise } from './rupees.ts';

export const DISCOUNT_TYPES = ['percent', 'flat'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** Which bookings a code is for: any, one kind, or the offer's own listing. */
export const COUPON_SCOPES = ['any', 'hotels', 'cabs', 'tours', 'listing'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

const KIND_OF_SCOPE: Partial<Record<CouponScope, BookingKind>> = { hotels: 'hotel', cabs: 'cab', tours: 'tour' };
const NOUN: Record<BookingKind, string> = { hotel: 'hotel', cab: 'cab', tour: 'tour' };

/** A code's terms, amounts in paise; dates are the offer's (Indian calendar days, inclusive). */
export type CouponTerms = {
  code: string;
  discountType: DiscountType;
  /** percent (1–100) or paise */
  discountValue: number;
  /** the most a percent code takes off, paise */
  maxDiscount: number | null;
  /** the smallest booking total (before the discount) it applies to, paise */
  minAmount: number;
  appliesTo: CouponScope;
  /** the offer's listing (for 'listing') */
  listingKind: BookingKind;
  listingId: string;
  startDate: string;
  endDate: string;
  perAccountLimit: number | null;
  totalLimit: number | null;
  membersOnly: boolean;
  /** taken off every eligible booking of the offer's listing without a code (rules/offer-words.ts) */
  automatic: boolean;
  /** the shortest hotel stay it is for, in nights; null: any */
  minNights: number | null;
};

/** Who is using the code on what, and how often it has been used. */
export type CouponUse = {
  kind: BookingKind;
  listingId: string;
  today: string;
  signedIn: boolean;
  /** whether the account's email address is proven (codes once per account need it) */
  emailVerified: boolean;
  usedByAccount: number;
  /** of those, uses by the account's bookings still waiting for their payment */
  heldByUnpaid: number;
  usedTotal: number;
  /** a hotel stay's nights */
  nights?: number;
};

export const COUPON_MESSAGES = {
  unknown: 'This code is not valid.',
  notYet: 'This code is not active yet.',
  expired: 'This code has expired',
  signIn: 'Sign in to use this code.',
  verifyEmail:
    'This code is once per account: confirm your email address to use it (follow the link we sent you; the banner at the top of the page sends it again).',
  usedByAccount: 'You have already used this code',
  heldByUnpaid: 'An unpaid booking of yours holds this code. Pay for it, or cancel it in My Bookings to use the code here.',
  usedUp: 'This code has been fully redeemed.',
} as const;

/** Why the code does not apply to a booking priced `before` (without discount), or null when it does. */
export function couponRefusal(c: CouponTerms, use: CouponUse, before: Breakdown): string | null {
  if (use.today < c.startDate) return COUPON_MESSAGES.notYet;
  if (use.today > c.endDate) return COUPON_MESSAGES.expired;
  const kind = KIND_OF_SCOPE[c.appliesTo];
  if (kind && kind !== use.kind) return `This code is for ${NOUN[kind]} bookings.`;
  if (c.appliesTo === 'listing' && (c.listingKind !== use.kind || c.listingId !== use.listingId))
    return 'This code is not valid for this booking.';
  if (c.minNights !== null && (use.nights ?? 0) < c.minNights) return `This offer is for stays of ${c.minNights} nights or more.`;
  // an automatic offer is priced for anyone; the booking itself needs a sign-in
  if (!use.signedIn && !c.automatic) return COUPON_MESSAGES.signIn;
  // a new account is free to make: without a proven address, 'once per account' would be once per sign-up
  if (c.perAccountLimit !== null && use.signedIn && !use.emailVerified) return COUPON_MESSAGES.verifyEmail;
  if (c.perAccountLimit !== null && use.usedByAccount >= c.perAccountLimit)
    return use.heldByUnpaid > 0 ? COUPON_MESSAGES.heldByUnpaid : COUPON_MESSAGES.usedByAccount;
  if (c.totalLimit !== null && use.usedTotal >= c.totalLimit) return COUPON_MESSAGES.usedUp;
  if (before.total < c.minAmount) return `Minimum booking ${rupeesOfPaise(c.minAmount)}`;
  return null;
}

/** What the code takes off a booking priced `before`: a percent (capped) or a flat amount, never more than the discountable value. */
export function couponDiscount(c: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>, before: Breakdown): number {
  const discountable = discountableOf(before);
  const raw = c.discountType === 'percent' ? Math.round((discountable * c.discountValue) / 100) : c.discountValue;
  const capped = c.maxDiscount !== null ? Math.min(raw, c.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, discountable));
}

/** Codes are matched without regard to case or surrounding spaces. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * A welcome code: one use per account ('once per account', like WELCOME10). Its price is had once per payment
 * method too (the UPI ID or card the gateway reports): a payment with a method that already had it is refused.
 */
export const isWelcomeCode = (c: Pick<CouponTerms, 'perAccountLimit'>) => c.perAccountLimit === 1;

export const WELCOME_METHOD_USED =
  'This welcome code is for one booking per UPI ID or card, and the one you paid with already had it. Your payment has been refunded in full. Book again without the code, or pay with another UPI ID or card.';
