import type { OfferInput } from '@raahi/contract/offer-admin';
import type { Offer } from '@raahi/contract/offers';
import type { offers } from '../db/schema.ts';
import { toPaise, toRupees } from '../lib/money.ts';
import { timestamps } from './timestamps.ts';

/** A coupon's amounts in the other unit (paise stored, rupees on the wire); a percentage stays as it is. */
const couponAmounts = (
  c: { discountType: 'percent' | 'flat'; discountValue: number; maxDiscount: number | null; minAmount: number },
  convert: (amount: number) => number,
) => ({
  discountValue: c.discountType === 'percent' ? c.discountValue : convert(c.discountValue),
  maxDiscount: c.maxDiscount === null ? null : convert(c.maxDiscount),
  minAmount: convert(c.minAmount),
});

export function toWireOffer(o: typeof offers.$inferSelect): Offer {
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
    ...timestamps(o),
  };
}

export function offerFromWire(input: OfferInput): Omit<typeof offers.$inferInsert, 'id'> {
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
  };
}
