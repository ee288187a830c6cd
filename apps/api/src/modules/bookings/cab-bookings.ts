// The cab's part of the booking routine: one trip at a time. A trip priced for its route (`trip`, or the spec's
// call between two known places on a car that has a base city) takes the car until its estimated return, and
// is priced from the car's fare card (modules/cabs/cab-trips.ts); any other trip keeps the car's flat fare.
import type { cabBookingInput } from '@raahi/contract/bookings';
import type { StoredTrip } from '@raahi/contract/rules/cab-fares';
import { tripMovedTo, tripOf, tripProblem } from '@raahi/contract/rules/booking-dates';
import { priceCab, priceCabTrip, type Breakdown } from '@raahi/contract/rules/pricing';
import { cabSeatsRefusal } from '@raahi/contract/rules/travellers';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { toWireCabBooking } from './booking.wire.ts';
import {
  addressOrder,
  cardOf,
  fareFor,
  fareOfStored,
  orderOf,
  routeSlot,
  serves,
  storedTrip,
  type CabSlot,
  type TripOrder,
} from '../cabs/index.ts';
import { createBooking, refuseDates, type CreateKindBooking, type KindPart } from './booking-routine.ts';
import {
  cabBusy,
  findCabBooking,
  insertCabBooking,
  lockCab,
  readCab,
  updateCabTimes,
  type CabBookingRow,
  type CabListing,
} from './bookings.repo.ts';
import { assertCabFree } from './capacity.ts';

export const cabPart: KindPart<CabListing, CabSlot, CabBookingRow> = {
  kind: 'cab',
  noun: 'Cab',
  lock: lockCab,
  async reserve(tx, cab, slot, moving) {
    assertCabFree(await cabBusy(tx, cab.id, slot.pickup, slot.busyUntil, moving));
  },
  holds: () => 1,
  find: findCabBooking,
  wire: toWireCabBooking,
  held: ({ b }) => ({
    id: b.id,
    listingId: b.cabId,
    slot: { pickup: b.pickupTime, dropoff: b.dropoffTime, busyUntil: b.busyUntil ?? b.dropoffTime },
  }),
  requested(row, body) {
    if (!body.pickupTime) throw badRequest('Choose the new pickup time.', { pickupTime: 'This field is required.' });
    const from = cabPart.held(row).slot;
    const trip = tripMovedTo(from, new Date(body.pickupTime));
    refuseDates(tripProblem(trip));
    return { ...trip, busyUntil: new Date(from.busyUntil.getTime() + trip.pickup.getTime() - from.pickup.getTime()) };
  },
  sameSlot: (a, b) => a.pickup.getTime() === b.pickup.getTime(),
  price: (cab, { b }, _slot, discount) =>
    b.trip ? tripPrice(fareOfStored(b.trip, b.busyUntil ?? b.dropoffTime), cab, b)(discount) : cabPrice(cab, b)(discount),
  move: (tx, id, slot) => updateCabTimes(tx, id, slot.pickup, slot.dropoff, slot.busyUntil),
  moveNote: (from, to) => `Rescheduled from ${from.pickup.toISOString()} to ${to.pickup.toISOString()}`,
};

type Input = z.output<typeof cabBookingInput>;
type Paying = Pick<Input, 'paymentChoice'>;
type Advance = Pick<CabListing, 'advancePercent'>;

/** The trip's price with a discount: the cab's fare, paid in full or its advance share now. */
export const cabPrice =
  (cab: Pick<CabListing, 'discountedPrice' | 'advancePercent'>, input: Paying) =>
  (discount: number): Breakdown =>
    priceCab({ discountedPrice: cab.discountedPrice, paymentChoice: input.paymentChoice, advancePercent: cab.advancePercent, discount });

/** A routed trip's price with a discount: its fare lines with GST, tolls and permits passed through. */
export const tripPrice =
  (fare: Parameters<typeof priceCabTrip>[0]['fare'], cab: Advance, input: Paying) =>
  (discount: number): Breakdown =>
    priceCabTrip({ fare, paymentChoice: input.paymentChoice, advancePercent: cab.advancePercent, discount });

/** The trip an input asks for; 400 when it is not bookable. */
export function requestedTrip(input: Pick<Input, 'pickupTime' | 'dropofftime'>) {
  const trip = tripOf(new Date(input.pickupTime), input.dropofftime ? new Date(input.dropofftime) : undefined);
  refuseDates(tripProblem(trip));
  return trip;
}

/**
 * The route a request is priced for: its `trip` (unknown places refused), or the spec's call naming two known
 * places of a cab with a base city; undefined for a trip priced at the cab's flat fare.
 */
export async function requestedRoute(db: Db, input: Input): Promise<TripOrder | undefined> {
  const pickup = new Date(input.pickupTime);
  if (input.trip) return orderOf(input, pickup);
  const order = addressOrder(input.pickupLocation, input.dropoffLocation, pickup);
  if (!order || !isId(input.cab)) return undefined;
  return (await readCab(db, input.cab))?.baseCity ? order : undefined;
}

/** 409 for a car that does not serve the trip's pickup (or its airport). */
export function refuseUnserved(cab: CabListing, order: TripOrder) {
  if (!serves(cab, order)) throw conflict(`This cab does not take trips from ${order.from.name}.`, 'not_served');
}

/** Why the cab cannot take the party (travellers left out: not checked), as the routine's refusals are shaped. */
const seatsProblem = (cab: Pick<CabListing, 'seats'>, travellers: number | undefined) => {
  const refusal = travellers === undefined ? null : cabSeatsRefusal(cab.seats, travellers);
  return refusal ? { message: refusal, field: 'travellers', fieldMessage: refusal } : null;
};

/** 400 when the party is larger than the cab seats. */
export const refuseTooFewSeats = (cab: Pick<CabListing, 'seats'>, travellers: number | undefined) =>
  refuseDates(seatsProblem(cab, travellers));

/** The client's totalAmount is ignored: the price comes from the stored cab. */
export const createCabBooking: CreateKindBooking<Input, CabBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const order = await requestedRoute(db, input);
  const plain = order ? undefined : requestedTrip(input);
  const slot: CabSlot = order ? routeSlot(order) : { ...plain!, busyUntil: plain!.dropoff };
  let trip: StoredTrip | null = null;
  const price = (cab: CabListing) => {
    if (!order) return cabPrice(cab, input);
    const fare = fareFor(cardOf(cab), order);
    trip = storedTrip(order, fare, input);
    return tripPrice(fare, cab, input);
  };
  const charging = { price, code: input.couponCode, holding };
  // a party larger than the cab is refused before its time is looked at
  const part = { ...cabPart, misfit: (cab: CabListing) => seatsProblem(cab, input.travellers) };
  return createBooking(db, part, { guest, listingId: input.cab, slot, idempotencyKey }, charging, async (tx, cab, money) => {
    if (order) refuseUnserved(cab, order);
    try {
      const b = await insertCabBooking(tx, {
        userId: guest.id,
        cabId: cab.id,
        pickupLocation: input.pickupLocation,
        dropoffLocation: input.dropoffLocation,
        pickupTime: slot.pickup,
        dropoffTime: slot.dropoff,
        busyUntil: slot.busyUntil,
        trip,
        travellers: input.travellers ?? null,
        paymentChoice: input.paymentChoice,
        ...money.columns,
        idempotencyKey: idempotencyKey ?? null,
      });
      // read back with the cab's owner (the answer names the provider)
      return (await findCabBooking(tx, b.id))!;
    } catch (err) {
      // the database's own guard (migration 0025): another trip of this car overlaps
      if (isExclusionViolation(err)) assertCabFree(true);
      throw err;
    }
  });
};
