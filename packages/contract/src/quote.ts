// POST /api/quote: what the server would charge for a booking, line by line, without booking. The review
// pages show this answer, so the page and the charge cannot differ.
import * as z from 'zod/mini';
import {
  breakdown,
  cabBookingFields,
  oneDropoffSpelling,
  hotelBookingFields,
  roomsOrCount,
  stayInOrder,
  tourBookingFields,
} from './bookings.ts';
import { pricedTrip } from './cab-trips.ts';
import { anyone } from './collection.ts';
import { tourFarePart } from './tours.ts';

/** `kind` and the same fields as that kind's create call (couponCode included). */
export const quoteInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hotel'), ...hotelBookingFields }).check(stayInOrder, roomsOrCount),
  z.object({ kind: z.literal('cab'), ...cabBookingFields }).check(z.overwrite(oneDropoffSpelling)),
  z.object({ kind: z.literal('tour'), ...tourBookingFields }),
]);
export type QuoteInput = z.input<typeof quoteInput>;

/** The code asked for: applied with its discount, or the reason it does not apply. */
export const couponResult = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** rupees */
  discount: z.number(),
  message: z.string(),
});
export type CouponResult = z.infer<typeof couponResult>;

/** The listing's automatic offer the price includes, in the words made from its rule. */
export const quoteOffer = z.object({
  _id: z.string(),
  /** '20% off' */
  headline: z.string(),
  /** the whole rule in one sentence */
  terms: z.string(),
  /** rupees: the same amount as the breakdown's discount */
  discount: z.number(),
});
export type QuoteOffer = z.infer<typeof quoteOffer>;

export const quote = z.object({
  kind: z.enum(['hotel', 'cab', 'tour']),
  /** every line, in rupees, exactly as the booking would store it */
  breakdown,
  coupon: z.nullable(couponResult),
  /** the automatic offer taken off (then the breakdown's discount is its), or null */
  offer: z.nullable(quoteOffer),
  /** a cab's advance share (percent) when paying in part; null for other kinds */
  advancePercent: z.nullable(z.number()),
  /** the listing's cancellation policy in plain words */
  cancellationPolicy: z.string(),
  /** the terms of cancelling this booking, for its dates, a line a period (as a booking answer states them) */
  cancellationTerms: z.array(z.string()),
  /** how long an unpaid booking holds its rooms, seats or cab */
  holdMinutes: z.number(),
  /** a cab trip priced for its route: distance, duration, its lines and when the car is back */
  trip: z.optional(pricedTrip),
  /** a tour's base price by traveller: adults, children by age band, infants, single supplement (rupees) */
  fareParts: z.optional(z.array(tourFarePart)),
});
export type Quote = z.infer<typeof quote>;

export const getQuote = anyone.post(
  '/api/quote',
  'The price the server would charge for a hotel, cab or tour booking, every line, and whether a coupon applies',
  { body: quoteInput, response: quote },
);
