// The content managers' offer calls, apart from the public offers (offers.ts) so visitors' pages never carry the form's schema.
import * as z from 'zod/mini';
import { collectionRows } from './collection.ts';
import { calendarDate, imagePath, messageBody, requiredText } from './fields.ts';
import { offer, offerKind, offerListQuery } from './offers.ts';

/** GET /api/admin/offer/alloffer: every offer unless `status` narrows it. */
export const adminOfferListQuery = z.extend(offerListQuery, {
  status: z.optional(z.enum(['current', 'upcoming', 'expired'])),
});
export type AdminOfferListQuery = z.infer<typeof adminOfferListQuery>;

/** Body of POST /api/admin/offer and PUT /api/admin/offer/alloffer/{id}. */
export const offerInput = z
  .object({
    title: requiredText(200),
    description: requiredText(5000),
    image: z._default(imagePath, ''),
    relatedTo: offerKind,
    relatedId: requiredText(64),
    startDate: calendarDate,
    endDate: calendarDate,
    featured: z._default(z.boolean(), false),
  })
  .check(z.refine((o) => o.endDate >= o.startDate, { path: ['endDate'], message: 'Must be on or after the start date.' }));
export type OfferInput = z.infer<typeof offerInput>;

// Offers are the content managers' (and admins').
const contentOffers = collectionRows({ who: ['content'] }, offer);

export const listAdminOffers = contentOffers.list(
  '/api/admin/offer/alloffer',
  'Every offer (current, upcoming and expired) unless `status` narrows it',
  adminOfferListQuery,
);
export const createOffer = contentOffers.create('/api/admin/offer', 'Add an offer for a listed hotel, cab or tour', offerInput);
export const getAdminOffer = contentOffers.get('/api/admin/offer/alloffer/:id', 'One offer, for editing');
export const updateOffer = contentOffers.update('/api/admin/offer/alloffer/:id', 'Save an offer', offerInput);
export const deleteOffer = contentOffers.remove('/api/admin/offer/alloffer/:id', 'Delete an offer', messageBody);
