import { DEFAULT_LANGUAGE, type Language } from '@raahi/contract/i18n/languages';
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import type { OfferInput } from '@raahi/contract/offer-admin';
import type { Offer } from '@raahi/contract/offers';
import { hasDiscount, offerHeadline, offerTerms, type OfferRule } from '@raahi/contract/rules/offer-words';
import type { offers } from '../../db/schema.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { timestamps } from '../../lib/timestamps.ts';
import { answered } from '../../lib/translations.ts';
import { TRANSLATED_FIELDS } from '@raahi/contract/rules/translations';

/** A coupon's amounts in the other unit (paise stored, rupees on the wire); a percentage stays as it is. */
const couponAmounts = (
  c: { discountType: 'percent' | 'flat'; discountValue: number; maxDiscount: number | null; minAmount: number },
  convert: (amount: number) => number,
) => ({
  discountValue: c.discountType === 'percent' ? c.discountValue : convert(c.discountValue),
  maxDiscount: c.maxDiscount === null ? null : convert(c.maxDiscount),
  minAmount: convert(c.minAmount),
});

type OfferValues = Omit<typeof offers.$inferInsert, 'id'>;
const KIND_OF_OFFER = { Hotel: 'hotel', Cab: 'cab', Tour: 'tour' } as const;

/** The rule an offer's discount follows, from its stored values (paise). */
export const ruleOf = (o: OfferValues): OfferRule => ({
  automatic: o.autoApply ?? false,
  code: o.couponCode ?? null,
  discountType: o.discountType ?? 'percent',
  discountValue: o.discountValue ?? 0,
  maxDiscount: o.maxDiscount ?? null,
  minAmount: o.minAmount ?? 0,
  minNights: o.minNights ?? null,
  appliesTo: o.appliesTo ?? 'listing',
  listingKind: KIND_OF_OFFER[o.relatedTo],
});

/** The discount in words made from the rule, or null when the offer gives none. */
function dealOf(o: OfferValues, language: Language): Offer['deal'] {
  const rule = ruleOf(o);
  if (!hasDiscount(rule)) return null;
  const words = wordsIn(language);
  return {
    headline: offerHeadline(rule, words),
    terms: offerTerms(rule, words),
    automatic: rule.automatic,
    code: rule.automatic ? null : rule.code,
  };
}

/** An offer as answered: what people typed as typed, the discount's words in `language` (the reader's). */
export function toWireOffer(o: typeof offers.$inferSelect, language: Language = DEFAULT_LANGUAGE): Offer {
  return {
    _id: o.id,
    title: o.title,
    description: o.description,
    image: o.image,
    relatedTo: o.relatedTo,
    relatedId: o.relatedId,
    startDate: o.startDate,
    endDate: o.endDate,
    featured: o.featured,
    membersOnly: o.membersOnly,
    coupon: o.couponCode
      ? {
          code: o.couponCode,
          discountType: o.discountType,
          ...couponAmounts(o, toRupees),
          appliesTo: o.appliesTo,
          perAccountLimit: o.perAccountLimit,
          totalLimit: o.totalLimit,
        }
      : null,
    autoApply: o.autoApply,
    minNights: o.minNights,
    deal: dealOf(o, language),
    ...timestamps(o),
    ...answered(o.translations, TRANSLATED_FIELDS.offer),
  };
}

export function offerFromWire(input: OfferInput): OfferValues {
  return {
    title: input.title,
    description: input.description,
    image: input.image,
    relatedTo: input.relatedTo,
    relatedId: input.relatedId,
    startDate: input.startDate,
    endDate: input.endDate,
    featured: input.featured,
    membersOnly: input.membersOnly,
    couponCode: input.couponCode || null,
    discountType: input.discountType,
    ...couponAmounts(input, toPaise),
    appliesTo: input.appliesTo,
    perAccountLimit: input.perAccountLimit,
    totalLimit: input.totalLimit,
    autoApply: input.autoApply,
    minNights: input.minNights,
    translations: input.translations,
  };
}
