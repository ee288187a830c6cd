import * as z from 'zod/mini';
import { rowsFor } from './collection.ts';
import { id, listQuery, timestamps } from './fields.ts';
import { translationsOf } from './translations.ts';
import { TRANSLATED_FIELDS } from './rules/translations.ts';
import { COUPON_SCOPES, DISCOUNT_TYPES } from './rules/coupons.ts';

export const OFFER_KINDS = ['Hotel', 'Cab', 'Tour'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
/** Accepts any letter case (`hotel`, `HOTEL`) and answers in the spec's spelling. */
export const offerKind = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.charAt(0).toUpperCase() + v.slice(1).toLowerCase()),
  ),
  z.enum(OFFER_KINDS, 'Choose Hotel, Cab or Tour.'),
);

export const offer = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  image: z.string(),
  relatedTo: z.enum(OFFER_KINDS),
  relatedId: id,
  startDate: z.string(),
  endDate: z.string(),
  featured: z.boolean(),
  /** shown to signed-in members only ('Secret Deals') */
  membersOnly: z.boolean(),
  /** the coupon code the offer carries, with its terms (amounts in rupees), or null */
  coupon: z.nullable(
    z.object({
      code: z.string(),
      discountType: z.enum(DISCOUNT_TYPES),
      /** percent, or rupees off */
      discountValue: z.number(),
      maxDiscount: z.nullable(z.number()),
      minAmount: z.number(),
      appliesTo: z.enum(COUPON_SCOPES),
      perAccountLimit: z.nullable(z.number()),
      totalLimit: z.nullable(z.number()),
    }),
  ),
  /** the discount is taken off every eligible booking of the listing, without a code */
  autoApply: z.boolean(),
  /** the shortest hotel stay the discount is for, in nights (null: any) */
  minNights: z.nullable(z.number()),
  /** the discount in words made from its rule (rules/offer-words.ts), or null when the offer gives none */
  deal: z.nullable(
    z.object({
      /** '20% off', '₹500 off' */
      headline: z.string(),
      /** the whole rule in one sentence */
      terms: z.string(),
      automatic: z.boolean(),
      code: z.nullable(z.string()),
    }),
  ),
  ...timestamps,
  /** its title and description as its writers gave them in Hindi */
  translations: translationsOf(TRANSLATED_FIELDS.offer),
});
export type Offer = z.infer<typeof offer>;

/** GET /api/offer: only offers running today (Indian time). */
export const offerListQuery = z.extend(listQuery, {
  relatedTo: z.optional(offerKind),
  /** only the offers of this hotel, cab or tour (its page shows the offer that applies) */
  relatedId: z.optional(id),
});
export type OfferListQuery = z.infer<typeof offerListQuery>;

export const listOffers = rowsFor({ who: 'anyone', members: 'see-more' }).list(
  '/api/offer',
  'Offers running today in India whose hotel, cab or tour is still listed (and members-only deals for members)',
  offer,
  { query: offerListQuery },
);
