import { z } from 'zod';
import { calendarDate, id, imagePath, listQuery, requiredText } from './common.ts';

export const OFFER_KINDS = ['Hotel', 'Cab', 'Tour'] as const;
/** Accepts any letter case (`hotel`, `HOTEL`) and answers in the spec's spelling. */
export const offerKind = z
  .string()
  .transform((v) => v.charAt(0).toUpperCase() + v.slice(1).toLowerCase())
  .pipe(z.enum(OFFER_KINDS, 'Choose Hotel, Cab or Tour.'));
export type OfferKind = (typeof OFFER_KINDS)[number];

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offer>;

/** GET /api/offer: only offers running today (Indian time). */
export const offerListQuery = listQuery.extend({
  relatedTo: offerKind.optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuery>;

/** GET /api/admin/offer/alloffer: every offer unless `status` narrows it. */
export const adminOfferListQuery = offerListQuery.extend({
  status: z.enum(['current', 'upcoming', 'expired']).optional(),
});
export type AdminOfferListQuery = z.infer<typeof adminOfferListQuery>;

/** Body of POST /api/admin/offer and PUT /api/admin/offer/alloffer/{id}. */
export const offerInput = z
  .object({
    title: requiredText(200),
    description: requiredText(5000),
    image: imagePath.default(''),
    relatedTo: offerKind,
    relatedId: z.string().trim().min(1, 'This field is required.').max(64),
    startDate: calendarDate,
    endDate: calendarDate,
    featured: z.boolean().default(false),
  })
  .refine((o) => o.endDate >= o.startDate, { path: ['endDate'], message: 'Must be on or after the start date.' });
export type OfferInput = z.infer<typeof offerInput>;
