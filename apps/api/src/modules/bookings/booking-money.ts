// What every new booking stores about money besides its price lines: the coupon it used, the hold on its
// capacity while unpaid, and the cancellation policy it was sold under.
import { DEFAULT_POLICIES, type CancellationPolicy } from '@raahi/contract/rules/cancellation';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import type { Charge } from '../coupons/index.ts';
import { priceColumns } from './bookings.repo.ts';

/** How long an unpaid booking holds its capacity unless BOOKING_HOLD_MINUTES says otherwise. */
export const DEFAULT_HOLD_MINUTES = 15;

/** A listing's policy, or its kind's default when the provider has set none. */
export const policyOf = (kind: BookingKind, stored: CancellationPolicy | null): CancellationPolicy => stored ?? DEFAULT_POLICIES[kind];

/** The money columns of a new booking; nothing to pay now means nothing to hold for. */
export function moneyColumns(c: Charge, policy: CancellationPolicy, holdMinutes: number, now = Date.now()) {
  return {
    ...priceColumns(c.breakdown),
    couponCode: c.coupon?.code ?? '',
    couponOfferId: c.coupon?.offerId ?? null,
    holdExpiresAt: c.breakdown.payNow > 0 ? new Date(now + holdMinutes * 60_000) : null,
    cancellationPolicy: policy,
  };
}
