import type { Language } from '@raahi/contract/i18n/languages';
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
// POST /api/quote: the price a create call would store, line by line, with the coupon's fate, without
// booking. The same price functions and coupon rules as the create calls (hotel-bookings.ts, …).
import type { Quote, quoteInput } from '@raahi/contract/quote';
import { bookingStart, tourDateProblem } from '@raahi/contract/rules/booking-dates';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { bookingTerms, type CancellationPolicy, type PolicyPart } from '@raahi/contract/rules/cancellation';
import { breakdownInRupees, type Breakdown } from '@raahi/contract/rules/pricing';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { couponResult, quoteCharge, quoteOffer, quoteOffers } from '../coupons/index.ts';
import { policyOf } from './booking-money.ts';
import { refuseDates } from './booking-routine.ts';
import { readCab, readHotel, readTour } from './bookings.repo.ts';
import { cabPrice, refuseTooFewSeats, refuseUnserved, requestedRoute, requestedTrip, tripPrice } from './cab-bookings.ts';
import { cardOf, fareFor, pricedTrip, routeSlot, type TripOrder } from '../cabs/index.ts';
import type { TripFare } from '@raahi/contract/rules/cab-fares';
import { partsOfChoice, policyOfChoice, quotedStay, requestedStay, stayPrice } from './hotel-bookings.ts';
import { tourParts, tourPrice } from './tour-bookings.ts';
import { farePartsInRupees, type TourFarePart } from '@raahi/contract/rules/travellers';

type Input = z.output<typeof quoteInput>;
type Priced = {
  listing: { id: string; archivedAt: Date | null; cancellationPolicy: CancellationPolicy | null };
  price: (d: number) => Breakdown;
  advancePercent: number | null;
  /** when the booking would begin (its cancellation terms count from it) */
  start: Date;
  /** a hotel stay's nights (an offer may ask for a shortest stay) */
  nights?: number;
  /** a cab trip priced for its route */
  route?: { order: TripOrder; fare: TripFare };
  /** a tour's base price by traveller (paise) */
  fareParts?: TourFarePart[];
  /** a stay's rooms under their plans' own policies */
  rooms?: PolicyPart[];
};

const NOUN: Record<BookingKind, string> = { hotel: 'Hotel', cab: 'Cab', tour: 'Tour' };

async function priced(db: Db, input: Input): Promise<Priced | undefined> {
  if (input.kind === 'hotel') {
    const stay = requestedStay(input);
    if (!isId(input.hotel)) return undefined;
    const start = bookingStart({ kind: 'hotel', checkInDate: stay.checkIn });
    // side by side (each names the hotel); no hotel is a 404 whatever the rooms said
    const [hotel, chosen] = await Promise.allSettled([readHotel(db, input.hotel), quotedStay(db, input.hotel, input, stay)]);
    if (hotel.status === 'rejected') throw hotel.reason;
    if (!hotel.value) return undefined;
    if (chosen.status === 'rejected') throw chosen.reason;
    const choice = chosen.value;
    // the stay is sold under its rate plan's policy
    const listing = { ...hotel.value, cancellationPolicy: policyOfChoice(choice) };
    return { listing, price: stayPrice(choice, input), advancePercent: null, start, nights: stay.nights, rooms: partsOfChoice(choice) };
  }
  if (input.kind === 'cab') {
    const order = await requestedRoute(db, input);
    const pickup = order ? routeSlot(order).pickup : requestedTrip(input).pickup;
    const cab = isId(input.cab) ? await readCab(db, input.cab) : undefined;
    const advancePercent = input.paymentChoice === 'half' ? (cab?.advancePercent ?? null) : null;
    if (!cab) return undefined;
    refuseTooFewSeats(cab, input.travellers);
    if (!order) return { listing: cab, price: cabPrice(cab, input), advancePercent, start: pickup };
    refuseUnserved(cab, order);
    const fare = fareFor(cardOf(cab), order);
    return { listing: cab, price: tripPrice(fare, cab, input), advancePercent, start: pickup, route: { order, fare } };
  }
  const tour = isId(input.tourId) ? await readTour(db, input.tourId) : undefined;
  if (tour) refuseDates(tourDateProblem(tour, input.bookingDate));
  const start = bookingStart({ kind: 'tour', bookingDate: input.bookingDate });
  return tour && { listing: tour, price: tourPrice(tour, input), advancePercent: null, start, fareParts: tourParts(tour, input) };
}

/** The price and terms of a booking before it is made; its terms in words in `language` (the reader's). */
export async function quoteBooking(
  db: Db,
  actorId: string | null,
  input: Input,
  holdMinutes: number,
  language: Language = 'en',
): Promise<Quote> {
  const listingId = input.kind === 'hotel' ? input.hotel : input.kind === 'cab' ? input.cab : input.tourId;
  // read side by side with the listing's own reads (the price they discount needs those first)
  const offers = isId(listingId) ? quoteOffers(db, input.kind, listingId) : undefined;
  const p = await priced(db, input);
  if (!p) throw notFound(NOUN[input.kind]);
  if (p.listing.archivedAt) throw conflict(`This ${NOUN[input.kind].toLowerCase()} is no longer taking bookings.`, 'unavailable');
  const charge = await quoteCharge(
    db,
    {
      kind: input.kind,
      listingId: p.listing.id,
      userId: actorId,
      code: input.couponCode,
      nights: p.nights,
      price: p.price,
    },
    offers,
  );
  const terms = bookingTerms(
    input.kind,
    p.rooms ?? [{ label: '', policy: policyOf(input.kind, p.listing.cancellationPolicy) }],
    p.start,
    new Date(),
    wordsIn(language),
  );
  return {
    kind: input.kind,
    breakdown: breakdownInRupees(charge.breakdown),
    coupon: couponResult(input.couponCode, charge),
    offer: quoteOffer(charge),
    advancePercent: p.advancePercent,
    cancellationPolicy: terms.policy,
    cancellationTerms: terms.terms,
    holdMinutes,
    ...(p.route ? { trip: pricedTrip(p.route.order, p.route.fare, charge.breakdown) } : {}),
    ...(p.fareParts ? { fareParts: farePartsInRupees(p.fareParts) } : {}),
  };
}
