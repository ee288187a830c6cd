// An offer that promises a discount carries the rule that gives it (rules/coupons.ts: automatically on an
// eligible booking of its listing, or with its code), and its words are made from that rule, so the offer,
// the quote and the booking cannot disagree. The typed title and description may name only the rule's own
// figures. Zod-free, so any page may import it.
import type { Words } from '../i18n/catalogue.ts';
import type { BookingKind } from './booking-actions.ts';
import type { CouponScope, DiscountType } from './coupons.ts';
import { rupeesOfPaise } from './rupees.ts';

/** What an offer's discount is, amounts in paise (percent as a whole number). */
export type OfferRule = {
  /** taken off eligible bookings of the offer's listing without a code */
  automatic: boolean;
  /** the code that takes it off ('' or null: none) */
  code: string | null;
  discountType: DiscountType;
  discountValue: number;
  maxDiscount: number | null;
  minAmount: number;
  minNights: number | null;
  appliesTo: CouponScope;
  listingKind: BookingKind;
};

/** Whether the offer gives a discount at all: a value, and a way to get it (automatically or with a code). */
export const hasDiscount = (r: OfferRule) => r.discountValue > 0 && (r.automatic || !!r.code);

/** The discount in a few words, in the words given: '20% off' or '₹500 off' ('20% की छूट'). */
export const offerHeadline = (r: Pick<OfferRule, 'discountType' | 'discountValue'>, { t }: Words) =>
  r.discountType === 'percent'
    ? t('common.offer.percentOff', { percent: r.discountValue })
    : t('common.offer.amountOff', { amount: rupeesOfPaise(r.discountValue) });

/** The whole rule in one sentence, as the offer, the listing's page and the review page show it (decision 0087). */
export function offerTerms(r: OfferRule, words: Words): string {
  const { t } = words;
  const capped = r.discountType === 'percent' && r.maxDiscount !== null;
  const on =
    r.appliesTo === 'listing' || r.automatic
      ? t('common.offer.onListing', { kind: r.listingKind })
      : t('common.offer.onScope', { scope: r.appliesTo });
  const conditions = [
    r.minNights ? t('common.offer.minNights', { nights: r.minNights }) : '',
    r.minAmount > 0 ? t('common.offer.minAmount', { amount: rupeesOfPaise(r.minAmount) }) : '',
  ].filter(Boolean);
  const what = t('common.offer.what', {
    headline: offerHeadline(r, words),
    capped: capped ? 'yes' : 'no',
    max: capped ? rupeesOfPaise(r.maxDiscount!) : '',
    on,
    limited: conditions.length ? 'yes' : 'no',
    conditions: conditions.join(', '),
  });
  return r.automatic ? t('common.offer.automatic', { what: capitalise(what) }) : t('common.offer.withCode', { code: r.code ?? '', what });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const PERCENTS = /(\d+(?:\.\d+)?)\s*(?:%|per\s?cent)/gi;
const AMOUNTS = /(?:₹|rs\.?|inr)\s*(\d[\d,]*(?:\.\d+)?)/gi;
// a number of nights in English or Hindi ('3 nights', '3 रातें', '3 रातों')
const NIGHTS = /(\d+)\s+(?:nights?|रात(?:ें|ों)?)/gi;

const numbers = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]!.replace(/,/g, '')));

/**
 * Why typed words (an offer's title or description) do not fit its rule, or null when they do: every
 * percentage and rupee amount they name must be the rule's own (and, with a discount, every number of
 * nights); without a discount they may name none.
 */
export function wordsRefusal(text: string, r: OfferRule, words: Words): string | null {
  const given = hasDiscount(r);
  const percents = given && r.discountType === 'percent' ? [r.discountValue] : [];
  const amounts = (given ? [r.discountType === 'flat' ? r.discountValue : null, r.maxDiscount, r.minAmount || null] : [])
    .filter((a): a is number => a !== null)
    .map((paise) => paise / 100);
  const nights = given && r.minNights ? [r.minNights] : [];
  const stray =
    numbers(text, PERCENTS).find((n) => !percents.includes(n)) !== undefined ||
    numbers(text, AMOUNTS).find((n) => !amounts.includes(n)) !== undefined ||
    (given && numbers(text, NIGHTS).find((n) => !nights.includes(n)) !== undefined);
  if (!stray) return null;
  return given
    ? `Name only the discount's own figures: ${offerTerms(r, words)}`
    : 'This offer gives no discount: set one (automatic or with a code) or leave figures out.';
}
