// The cab's part of the booking routine: one trip at a time.
import type { cabBookingInput } from '@raahi/contract/bookings';
import { tripMovedTo, tripOf, tripProblem, type Trip } from '@raahi/contract/rules/booking-dates';
import { priceCab } from '@raahi/contract/rules/pricing';
import type * as z from 'zod/mini';
import { badRequest } from '../../lib/errors.ts';
import { toWireCabBooking } from '../../wire/booking.ts';
import { createBooking, refuseDates, type CreateKindBooking, type KindPart } from './booking-routine.ts';
import {
  cabBusy,
  findCabBooking,
  insertCabBooking,
  lockCab,
  updateCabTimes,
  type CabBookingRow,
  type CabListing,
} from './bookings.repo.ts';
import { assertCabFree } from './capacity.ts';

export const cabPart: KindPart<CabListing, Trip, CabBookingRow> = {
  kind: 'cab',
  noun: 'Cab',
  lock: lockCab,
  async reserve(tx, cab, trip, moving) {
    assertCabFree(await cabBusy(tx, cab.id, trip.pickup, trip.dropoff, moving));
  },
  holds: () => 1,
  find: findCabBooking,
  wire: toWireCabBooking,
  held: ({ b }) => ({ id: b.id, listingId: b.cabId, slot: { pickup: b.pickupTime, dropoff: b.dropoffTime } }),
  requested(row, body) {
    if (!body.pickupTime) throw badRequest('Choose the new pickup time.', { pickupTime: 'This field is required.' });
    const trip = tripMovedTo(cabPart.held(row).slot, new Date(body.pickupTime));
    refuseDates(tripProblem(trip));
    return trip;
  },
  sameSlot: (a, b) => a.pickup.getTime() === b.pickup.getTime(),
  price: (cab, { b }, _trip, discount) => cabPrice(cab, b)(discount),
  move: (tx, id, trip) => updateCabTimes(tx, id, trip.pickup, trip.dropoff),
  moveNote: (from, to) => `Rescheduled from ${from.pickup.toISOString()} to ${to.pickup.toISOString()}`,
};

type Input = z.output<typeof cabBookingInput>;

/** The trip's price with a discount: the cab's fare, paid in full or its advance share now. */
export const cabPrice =
  (cab: Pick<CabListing, 'discountedPrice' | 'advancePercent'>, input: Pick<Input, 'paymentChoice'>) => (discount: number) =>
    priceCab({ discountedPrice: cab.discountedPrice, paymentChoice: input.paymentChoice, advancePercent: cab.advancePercent, discount });

/** The trip an input asks for; 400 when it is not bookable. */
export function requestedTrip(input: Pick<Input, 'pickupTime' | 'dropofftime'>) {
  const trip = tripOf(new Date(input.pickupTime), input.dropofftime ? new Date(input.dropofftime) : undefined);
  refuseDates(tripProblem(trip));
  return trip;
}

/** The client's totalAmount is ignored: the price comes from the stored cab. */
export const createCabBooking: CreateKindBooking<Input, CabBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const trip = requestedTrip(input);
  const charging = { price: (cab: CabListing) => cabPrice(cab, input), code: input.couponCode, holding };
  return createBooking(db, cabPart, { guest, listingId: input.cab, slot: trip, idempotencyKey }, charging, async (tx, cab, money) => {
    const b = await insertCabBooking(tx, {
      userId: guest.id,
      cabId: cab.id,
      pickupLocation: input.pickupLocation,
      dropoffLocation: input.dropoffLocation,
      pickupTime: trip.pickup,
      dropoffTime: trip.dropoff,
      paymentChoice: input.paymentChoice,
      ...money.columns,
      idempotencyKey: idempotencyKey ?? null,
    });
    // read back with the cab's owner (the answer names the provider)
    return (await findCabBooking(tx, b.id))!;
  });
};
