import type { OfferInput } from '@raahi/contract/offer-admin';
import type { Offer } from '@raahi/contract/offers';
import type { offers } from '../db/schema.ts';
import { toPaise, toRupees } from '../lib/money.ts';
import { timestamps } from './timestamps.ts';

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
          discountValue: o.discountType === 'percent' ? o.discountValue : toRupees(o.discountValue),
          maxDiscount: o.maxDiscount === null ? null : toRupees(o.maxDiscount),
          minAmount: toRupees(o.minAmount),
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
    discountValue: input.discountType === 'percent' ? input.discountValue : toPaise(input.discountValue),
    maxDiscount: input.maxDiscount === null ? null : toPaise(input.maxDiscount),
    minAmount: toPaise(input.minAmount),
    appliesTo: input.appliesTo,
    perAccountLimit: input.perAccountLimit,
    totalLimit: input.totalLimit,
  };
}
