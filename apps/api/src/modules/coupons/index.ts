// Coupons: what a coupon takes off a charge, its redemption and its release.
// The module's face: all that other code may use of it (it registers nothing of its own).

export { releaseRedemption } from './coupons.repo.ts';
export { bookingCharge, couponResult, quoteCharge, quoteOffer, quoteOffers, redeem } from './coupons.service.ts';
export type { Charge } from './coupons.service.ts';
