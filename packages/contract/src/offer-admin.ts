// The content managers' offer calls, apart from the public offers (offers.ts) so visitors' pages never carry the form's schema.
import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { calendarDate, idParams, imagePath, messageBody, requiredText } from './fields.ts';
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
const contentManagers = { who: ['content'] } as const;

export const listAdminOffers = endpoint({
  method: 'GET',
  path: '/api/admin/offer/alloffer',
  summary: 'Every offer (current, upcoming and expired) unless `status` narrows it',
  access: contentManagers,
  query: adminOfferListQuery,
  response: offer,
  list: true,
});

export const createOffer = endpoint({
  method: 'POST',
  path: '/api/admin/offer',
  summary: 'Add an offer for a listed hotel, cab or tour',
  access: contentManagers,
  body: offerInput,
  response: offer,
  status: 201,
});

export const getAdminOffer = endpoint({
  method: 'GET',
  path: '/api/admin/offer/alloffer/:id',
  summary: 'One offer, for editing',
  access: contentManagers,
  params: idParams,
  response: offer,
});

export const updateOffer = endpoint({
  method: 'PUT',
  path: '/api/admin/offer/alloffer/:id',
  summary: 'Save an offer',
  access: contentManagers,
  params: idParams,
  body: offerInput,
  response: offer,
});

export const deleteOffer = endpoint({
  method: 'DELETE',
  path: '/api/admin/offer/alloffer/:id',
  summary: 'Delete an offer',
  access: contentManagers,
  params: idParams,
  response: messageBody,
});
