import { DEFAULT_CAB_TRIP_HOURS, MAX_CAB_TRIP_DAYS, priceCab, type cabBookingInput } from '@raahi/contract/bookings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import {
  cabBusy,
  insertCabBooking,
  insertHistory,
  lockBookingStatus,
  lockCab,
  updateCabTimes,
  type Guest,
  type CabBookingRow,
  type Tx,
} from './bookings.repo.ts';
import { assertCabFree } from './capacity.ts';
import { createOnce, type Created } from './idempotency.ts';

type Input = z.output<typeof cabBookingInput>;
const HOUR = 3_600_000;

/** Pickup in the future; drop-off after it (default: DEFAULT_CAB_TRIP_HOURS later), the trip at most MAX_CAB_TRIP_DAYS. */
export function tripTimes(pickupIso: string, dropoffIso: string | undefined, now = new Date()) {
  const pickup = new Date(pickupIso);
  const dropoff = dropoffIso ? new Date(dropoffIso) : new Date(pickup.getTime() + DEFAULT_CAB_TRIP_HOURS * HOUR);
  if (pickup <= now) throw badRequest('The pickup time must be in the future.', { pickupTime: 'The pickup time must be in the future.' });
  if (dropoff <= pickup)
    throw badRequest('The drop-off time must be after the pickup time.', { dropofftime: 'Must be after the pickup time.' });
  if (dropoff.getTime() - pickup.getTime() > MAX_CAB_TRIP_DAYS * 24 * HOUR) {
    throw badRequest(`A trip can last at most ${MAX_CAB_TRIP_DAYS} days.`, {
      dropofftime: `At most ${MAX_CAB_TRIP_DAYS} days after pickup.`,
    });
  }
  return { pickup, dropoff };
}

export async function createCabBooking(db: Db, guest: Guest, input: Input, key?: string): Promise<Created<CabBookingRow>> {
  const userId = guest.id;
  if (!isId(input.cab)) throw notFound('Cab');
  const trip = tripTimes(input.pickupTime, input.dropofftime);
  return createOnce(db, 'cab', userId, key, async (tx, prior) => {
    const cab = await lockCab(tx, input.cab);
    if (!cab) throw notFound('Cab');
    const replay = await prior(tx);
    if (replay) return replay;
    if (cab.archivedAt) throw conflict('This cab is no longer taking bookings.', 'unavailable');
    assertCabFree(await cabBusy(tx, cab.id, trip.pickup, trip.dropoff));
    // The client's totalAmount is ignored: the price comes from the stored cab.
    const price = priceCab({ discountedPrice: cab.discountedPrice, taxPercent: cab.taxes });
    const b = await insertCabBooking(tx, {
      userId,
      cabId: cab.id,
      pickupLocation: input.pickupLocation,
      dropoffLocation: input.dropoffLocation,
      pickupTime: trip.pickup,
      dropoffTime: trip.dropoff,
      paymentChoice: input.paymentChoice,
      baseAmount: price.base,
      taxesAmount: price.taxes,
      addOnsAmount: price.addOns,
      totalAmount: price.total,
      idempotencyKey: key ?? null,
    });
    await insertHistory(tx, { kind: 'cab', bookingId: b.id, from: null, to: 'Pending', by: userId, note: 'Booked' });
    return {
      id: b.id,
      replay: false,
      row: { b, u: guest, c: { id: cab.id, model: cab.model, type: cab.type, imageUrl: cab.imageUrl, ownerId: cab.ownerId } },
    };
  });
}

/** Moves the trip to a new pickup time, keeping its length. */
export async function rescheduleCabBooking(db: Db, booking: CabBookingRow, newPickup: string | undefined, by: string) {
  if (!newPickup) throw badRequest('Choose the new pickup time.', { pickupTime: 'This field is required.' });
  const length = booking.b.dropoffTime.getTime() - booking.b.pickupTime.getTime();
  const trip = tripTimes(newPickup, new Date(new Date(newPickup).getTime() + length).toISOString());
  if (trip.pickup.getTime() === booking.b.pickupTime.getTime()) return;
  await db.transaction(async (tx: Tx) => {
    const cab = await lockCab(tx, booking.b.cabId);
    const status = await lockBookingStatus(tx, 'cab', booking.b.id);
    if (!cab || !status) throw notFound('Booking');
    if (status === 'Cancelled') throw conflict('A cancelled booking cannot be rescheduled.', 'stale_state');
    if (cab.archivedAt) throw conflict('This cab is no longer taking bookings.', 'unavailable');
    assertCabFree(await cabBusy(tx, cab.id, trip.pickup, trip.dropoff, booking.b.id));
    await updateCabTimes(tx, booking.b.id, trip.pickup, trip.dropoff);
    const note = `Rescheduled from ${booking.b.pickupTime.toISOString()} to ${trip.pickup.toISOString()}`;
    await insertHistory(tx, { kind: 'cab', bookingId: booking.b.id, from: status, to: status, by, note });
  });
}
