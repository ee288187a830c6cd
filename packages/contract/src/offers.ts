import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { calendarDate, id, idParams, imagePath, listQuery, messageBody, requiredText } from './fields.ts';

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offer>;

/** GET /api/offer: only offers running today (Indian time). */
export const offerListQuery = z.extend(listQuery, {
  relatedTo: z.optional(offerKind),
});
export type OfferListQuery = z.infer<typeof offerListQuery>;

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

export const listOffers = endpoint({
  method: 'GET',
  path: '/api/offer',
  summary: 'Offers running today in India whose hotel, cab or tour is still listed',
  access: { who: 'anyone' },
  query: offerListQuery,
  response: offer,
  list: true,
});

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
