import { priceTour, type tourBookingInput } from '@raahi/contract/bookings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { tours } from '../../db/schema.ts';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import {
  insertHistory,
  insertTourBooking,
  lockBookingStatus,
  lockTour,
  seatsTaken,
  updateTourDate,
  type Guest,
  type TourBookingRow,
  type Tx,
} from './bookings.repo.ts';
import { assertSeatsLeft } from './capacity.ts';
import { createOnce, type Created } from './idempotency.ts';

type Input = z.output<typeof tourBookingInput>;

/** A tour date must be today or later (Indian time) and inside the package's availability window. */
export function assertTourDate(tour: typeof tours.$inferSelect, day: string, today = todayInIndia()) {
  if (day < today) throw badRequest('The tour date cannot be in the past.', { bookingDate: 'The tour date cannot be in the past.' });
  if (day < tour.availableFrom || day > tour.availableTill) {
    const msg = `This tour runs from ${tour.availableFrom} to ${tour.availableTill}.`;
    throw badRequest(msg, { bookingDate: msg });
  }
}

export async function createTourBooking(db: Db, guest: Guest, input: Input, key?: string): Promise<Created<TourBookingRow>> {
  const userId = guest.id;
  if (!isId(input.tourId)) throw notFound('Tour');
  return createOnce(db, 'tour', userId, key, async (tx, prior) => {
    const tour = await lockTour(tx, input.tourId);
    if (!tour) throw notFound('Tour');
    const replay = await prior(tx);
    if (replay) return replay;
    if (tour.archivedAt) throw conflict('This tour is no longer taking bookings.', 'unavailable');
    assertTourDate(tour, input.bookingDate);
    assertSeatsLeft(tour.seatsPerDeparture, await seatsTaken(tx, tour.id, input.bookingDate), input.persons);
    const price = priceTour({ price: tour.price, persons: input.persons });
    const b = await insertTourBooking(tx, {
      userId,
      tourId: tour.id,
      bookingDate: input.bookingDate,
      persons: input.persons,
      baseAmount: price.base,
      taxesAmount: price.taxes,
      addOnsAmount: price.addOns,
      totalAmount: price.total,
      idempotencyKey: key ?? null,
    });
    await insertHistory(tx, { kind: 'tour', bookingId: b.id, from: null, to: 'Pending', by: userId, note: 'Booked' });
    return {
      id: b.id,
      replay: false,
      row: { b, u: guest, t: { id: tour.id, name: tour.name, location: tour.location, duration: tour.duration } },
    };
  });
}

export async function rescheduleTourBooking(db: Db, booking: TourBookingRow, newDate: string | undefined, by: string) {
  if (!newDate) throw badRequest('Choose the new tour date.', { date: 'This field is required.' });
  if (newDate === booking.b.bookingDate) return;
  await db.transaction(async (tx: Tx) => {
    const tour = await lockTour(tx, booking.b.tourId);
    const status = await lockBookingStatus(tx, 'tour', booking.b.id);
    if (!tour || !status) throw notFound('Booking');
    if (status === 'Cancelled') throw conflict('A cancelled booking cannot be rescheduled.', 'stale_state');
    if (tour.archivedAt) throw conflict('This tour is no longer taking bookings.', 'unavailable');
    assertTourDate(tour, newDate);
    assertSeatsLeft(tour.seatsPerDeparture, await seatsTaken(tx, tour.id, newDate, booking.b.id), booking.b.persons);
    await updateTourDate(tx, booking.b.id, newDate);
    const note = `Rescheduled from ${booking.b.bookingDate} to ${newDate}`;
    await insertHistory(tx, { kind: 'tour', bookingId: booking.b.id, from: status, to: status, by, note });
  });
}
