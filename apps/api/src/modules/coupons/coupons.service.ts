import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
// Pricing a booking with its discount: the kind's price without one, then the best of what applies: the
// listing's automatic offers and the coupon code asked for (rules/coupons.ts), one discount per booking,
// the larger. Creating a booking checks them again under the offers' row locks, so total and per-account
// limits hold however many book at once. An offer's words come from the same rule (rules/offer-words.ts).
import type { CouponResult, QuoteOffer } from '@raahi/contract/quote';
import { couponDiscount, couponRefusal, COUPON_MESSAGES, type CouponTerms } from '@raahi/contract/rules/coupons';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { offerHeadline, offerTerms } from '@raahi/contract/rules/offer-words';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { ruleOf } from '../offers/index.ts';
import { automaticOffers, couponUses, findCoupon, insertRedemption, lockCoupon, type CouponRow } from './coupons.repo.ts';

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
  automatic: o.autoApply,
  minNights: o.minNights,
});

export type Order = {
  kind: BookingKind;
  listingId: string;
  userId: string | null;
  code?: string;
  /** a hotel stay's nights (an offer may ask for a shortest stay) */
  nights?: number;
  /** the kind's price with this discount (paise) */
  price: (discount: number) => Breakdown;
};

/** The discount a booking gets: from an automatic offer (code '') or the code asked for, with the offer's words. */
export type AppliedOffer = { offerId: string; code: string; discount: number; automatic: boolean; headline: string; terms: string };

/** The price, the discount's fate (applied, with the offer it came from), and why the code asked for does not apply. */
export type Charge = {
  breakdown: Breakdown;
  coupon: AppliedOffer | null;
  refusal: string | null;
};

/** Why the offer does not apply to this order, or null; its discount when it does. */
async function tryOffer(db: Db, offer: CouponRow, order: Order, before: Breakdown, lock?: Tx) {
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
      nights: order.nights,
    },
    before,
  );
  if (refusal) return { refusal, applied: null };
  const rule = ruleOf(offer);
  const applied: AppliedOffer = {
    offerId: offer.id,
    code: offer.autoApply ? '' : (offer.couponCode ?? ''),
    discount: couponDiscount(terms, before),
    automatic: offer.autoApply,
    headline: offerHeadline(rule, wordsIn('en')),
    terms: offerTerms(rule, wordsIn('en')),
  };
  return { refusal: null, applied };
}

/** The listing's automatic offer that takes the most off this order, if any applies (members-only ones need a sign-in). */
async function bestAutomatic(
  db: Db,
  order: Order,
  before: Breakdown,
  lock?: Tx,
  read?: Promise<CouponRow[]>,
): Promise<AppliedOffer | null> {
  let best: AppliedOffer | null = null;
  for (const offer of await (read ?? automaticOffers(db, order.kind, order.listingId, todayInIndia(), lock))) {
    if (offer.membersOnly && order.userId === null) continue;
    const { applied } = await tryOffer(db, offer, order, before, lock);
    if (applied && applied.discount > (best?.discount ?? 0)) best = applied;
  }
  return best;
}

/** The code asked for: applied, or why not. */
async function codeOffer(db: Db, order: Order, before: Breakdown, lock?: Tx) {
  const code = order.code?.trim();
  if (!code) return { refusal: null, applied: null };
  const offer = lock ? await lockCoupon(lock, code) : await findCoupon(db, code);
  if (!offer?.couponCode || offer.autoApply) return { refusal: COUPON_MESSAGES.unknown, applied: null };
  return tryOffer(db, offer, order, before, lock);
}

async function charge(db: Db, order: Order, lock?: Tx, offers?: Promise<CouponRow[]>): Promise<Charge> {
  const before = order.price(0);
  const automatic = await bestAutomatic(db, order, before, lock, offers);
  const coded = await codeOffer(db, order, before, lock);
  // one discount per booking: the larger; a code that saves less than the automatic offer is not taken
  if (automatic && (!coded.applied || automatic.discount >= coded.applied.discount)) {
    const refusal = coded.applied ? `${automatic.headline} is taken off automatically, which saves more than this code.` : coded.refusal;
    return { breakdown: order.price(automatic.discount), coupon: automatic, refusal };
  }
  if (!coded.applied) return { breakdown: before, coupon: null, refusal: coded.refusal };
  return { breakdown: order.price(coded.applied.discount), coupon: coded.applied, refusal: null };
}

/**
 * A listing's automatic offers running today, read for a quote before its price is known: side by side with
 * the listing's own reads instead of one more round trip after them.
 */
export function quoteOffers(db: Db, kind: BookingKind, listingId: string): Promise<CouponRow[]> {
  const read = automaticOffers(db, kind, listingId, todayInIndia());
  // a quote refused before it needs them (no such listing, bad dates) leaves them unread: not an unhandled failure
  read.catch(() => {});
  return read;
}

/** For a quote: never refuses, tells why a code does not apply; `offers` from quoteOffers when read ahead. */
export const quoteCharge = (db: Db, order: Order, offers?: Promise<CouponRow[]>) => charge(db, order, undefined, offers);

/** The automatic offer a quote applies, in its own words. */
export function quoteOffer(c: Charge): QuoteOffer | null {
  if (!c.coupon?.automatic) return null;
  const { offerId, headline, terms, discount } = c.coupon;
  return { _id: offerId, headline, terms, discount: toRupees(discount) };
}

/** The words of a quote's coupon line. */
export function couponResult(code: string | undefined, c: Charge): CouponResult | null {
  if (!code?.trim()) return null;
  if (c.coupon && !c.coupon.automatic)
    return { code: c.coupon.code, applied: true, discount: toRupees(c.coupon.discount), message: `${c.coupon.code} applied` };
  return { code: code.trim().toUpperCase(), applied: false, discount: 0, message: c.refusal ?? COUPON_MESSAGES.unknown };
}

/**
 * For a booking: inside its transaction, with the offers locked; a code that does not apply is a 400 (unless
 * an automatic offer that saves more is applied instead).
 */
export async function bookingCharge(tx: Tx, order: Order): Promise<Charge> {
  const c = await charge(tx, order, tx);
  if (c.refusal && !c.coupon?.automatic) throw badRequest(c.refusal, { couponCode: c.refusal });
  return c;
}

/** Records the use of the code by the booking (same transaction, offer still locked). */
export async function redeem(tx: Tx, c: Charge, userId: string, kind: BookingKind, bookingId: string) {
  if (!c.coupon) return;
  await insertRedemption(tx, { offerId: c.coupon.offerId, userId, bookingKind: kind, bookingId, discount: c.coupon.discount });
}
