// The content managers' offer calls, apart from the public offers (offers.ts) so visitors' pages never carry the form's schema.
import * as z from 'zod/mini';
import { collectionRows } from './collection.ts';
import { calendarDate, id, imagePath, longText, messageBody, requiredText, rupees, shortText, wholeNumber } from './fields.ts';
import { COUPON_SCOPES, DISCOUNT_TYPES } from './rules/coupons.ts';
import { offer, offerKind, offerListQuery } from './offers.ts';
import { translationsInput } from './translations.ts';

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
    relatedId: id,
    startDate: calendarDate,
    endDate: calendarDate,
    featured: z._default(z.boolean(), false),
    membersOnly: z._default(z.boolean(), false),
    // the coupon: no code ('' or absent) means the offer carries none
    couponCode: z._default(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^([A-Za-z0-9]{3,20})?$/, 'Use 3 to 20 letters and digits.')),
        z.transform((v: string) => v.toUpperCase()),
      ),
      '',
    ),
    discountType: z._default(z.enum(DISCOUNT_TYPES, 'Choose percent or flat.'), 'percent'),
    /** percent (whole, 1–100) or rupees off */
    discountValue: z._default(rupees, 0),
    maxDiscount: z._default(z.nullable(rupees), null),
    minAmount: z._default(rupees, 0),
    appliesTo: z._default(z.enum(COUPON_SCOPES, 'Choose what the code applies to.'), 'listing'),
    perAccountLimit: z._default(z.nullable(wholeNumber(1, 1000)), null),
    totalLimit: z._default(z.nullable(wholeNumber(1, 1_000_000)), null),
    /** the discount is taken off every eligible booking of the offer's listing, without a code */
    autoApply: z._default(z.boolean(), false),
    /** the shortest hotel stay the discount is for, in nights */
    minNights: z._default(z.nullable(wholeNumber(1, 60)), null),
    /** the title and description in Hindi; left out: kept */
    translations: translationsInput({ title: shortText(200), description: longText(5000) }),
  })
  .check(
    z.refine((o) => o.endDate >= o.startDate, { path: ['endDate'], message: 'Must be on or after the start date.' }),
    z.refine((o) => !o.couponCode || o.discountValue > 0, { path: ['discountValue'], message: 'Give the discount the code takes off.' }),
    z.refine((o) => !o.autoApply || o.discountValue > 0, { path: ['discountValue'], message: 'Give the discount the offer takes off.' }),
    z.refine((o) => !o.autoApply || !o.couponCode, { path: ['couponCode'], message: 'An automatic offer needs no code.' }),
    z.refine((o) => !o.autoApply || o.appliesTo === 'listing', {
      path: ['appliesTo'],
      message: "An automatic offer applies to its own listing's bookings.",
    }),
    z.refine((o) => o.minNights === null || o.relatedTo === 'Hotel', { path: ['minNights'], message: 'Only a hotel stay has nights.' }),
    z.refine((o) => o.discountType !== 'percent' || (Number.isInteger(o.discountValue) && o.discountValue <= 100), {
      path: ['discountValue'],
      message: 'A percentage is a whole number from 1 to 100.',
    }),
  );
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
/** the calls on one offer (the API serves them with `itemRoutes`) */
export const offerItemRows = { create: createOffer, get: getAdminOffer, update: updateOffer, remove: deleteOffer };
