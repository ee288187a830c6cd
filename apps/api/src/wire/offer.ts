import type { OfferInput } from '@raahi/contract/offer-admin';
import type { Offer } from '@raahi/contract/offers';
import type { offers } from '../db/schema.ts';
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
  };
}
