// Pricing a booking with an optional coupon code: the kind's price without a discount, the code's rules
// (rules/coupons.ts), then the price with the discount. Creating a booking checks the code again under the
// offer's row lock, so a code's total and per-account limits hold however many book at once.
import type { CouponResult } from '@raahi/contract/quote';
import { couponDiscount, couponRefusal, COUPON_MESSAGES, type CouponTerms } from '@raahi/contract/rules/coupons';
import { todayInIndia } from '@raahi/contract/rules/dates';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { couponUses, findCoupon, insertRedemption, lockCoupon, type CouponRow } from './coupons.repo.ts';

const KIND_OF_OFFER = { Hotel: 'hotel', Cab: 'cab', Tour: 'tour' } as const;

export const termsOf = (o: CouponRow): CouponTerms => ({
  code: o.couponCode ?? '',
  discountType: o.discountType,
  discountValue: o.discountValue,
  maxDiscount: o.maxDiscount,
  minAmount: o.minAmount,
  appliesTo: o.appliesTo,
  listingKind: KIND_OF_OFFER[o.relatedTo],
  listingId: o.relatedId,
  startDate: o.startDate,
  endDate: o.endDate,
  perAccountLimit: o.perAccountLimit,
  totalLimit: o.totalLimit,
  membersOnly: o.membersOnly,
});

export type Order = {
  kind: BookingKind;
  listingId: string;
  userId: string | null;
  code?: string;
  /** the kind's price with this discount (paise) */
  price: (discount: number) => Breakdown;
};

/** The price, and the code's fate: applied (with the offer it came from) or refused with a reason. */
export type Charge = {
  breakdown: Breakdown;
  coupon: { offerId: string; code: string; discount: number } | null;
  refusal: string | null;
};

async function charge(db: Db, order: Order, lock?: Tx): Promise<Charge> {
  const before = order.price(0);
  const code = order.code?.trim();
  if (!code) return { breakdown: before, coupon: null, refusal: null };
  const offer = lock ? await lockCoupon(lock, code) : await findCoupon(db, code);
  if (!offer?.couponCode) return { breakdown: before, coupon: null, refusal: COUPON_MESSAGES.unknown };
  const uses = await couponUses(lock ?? db, offer.id, order.userId);
  const terms = termsOf(offer);
  const refusal = couponRefusal(
    terms,
    {
      kind: order.kind,
      listingId: order.listingId,
      today: todayInIndia(),
      signedIn: order.userId !== null,
      emailVerified: uses.emailVerified,
      usedByAccount: uses.byAccount,
      heldByUnpaid: uses.byAccountUnpaid,
      usedTotal: uses.total,
    },
    before,
  );
  if (refusal) return { breakdown: before, coupon: null, refusal };
  const discount = couponDiscount(terms, before);
  return { breakdown: order.price(discount), coupon: { offerId: offer.id, code: offer.couponCode, discount }, refusal: null };
}

/** For a quote: never refuses, tells why a code does not apply. */
export const quoteCharge = (db: Db, order: Order) => charge(db, order);

/** The words of a quote's coupon line. */
export function couponResult(code: string | undefined, c: Charge): CouponResult | null {
  if (!code?.trim()) return null;
  if (c.coupon) return { code: c.coupon.code, applied: true, discount: toRupees(c.coupon.discount), message: `${c.coupon.code} applied` };
  return { code: code.trim().toUpperCase(), applied: false, discount: 0, message: c.refusal ?? COUPON_MESSAGES.unknown };
}

/** For a booking: inside its transaction, with the code's offer locked; a code that does not apply is a 400. */
export async function bookingCharge(tx: Tx, order: Order): Promise<Charge> {
  const c = await charge(tx, order, tx);
  if (c.refusal) throw badRequest(c.refusal, { couponCode: c.refusal });
  return c;
}

/** Records the use of the code by the booking (same transaction, offer still locked). */
export async function redeem(tx: Tx, c: Charge, userId: string, kind: BookingKind, bookingId: string) {
  if (!c.coupon) return;
  await insertRedemption(tx, { offerId: c.coupon.offerId, userId, bookingKind: kind, bookingId, discount: c.coupon.discount });
}
