// The tour's part of the booking routine: seats on one departure date, within the package's window.
import type { tourBookingInput } from '@raahi/contract/bookings';
import { tourDateProblem } from '@raahi/contract/rules/booking-dates';
import { priceTour } from '@raahi/contract/rules/pricing';
import type * as z from 'zod/mini';
import { badRequest } from '../../lib/errors.ts';
import { toWireTourBooking } from './booking.wire.ts';
import { createBooking, type CreateKindBooking, type KindPart } from './booking-routine.ts';
import {
  findTourBooking,
  insertTourBooking,
  lockTour,
  seatsTaken,
  updateTourDate,
  type TourBookingRow,
  type TourListing,
} from './bookings.repo.ts';
import { assertSeatsLeft } from './capacity.ts';

/** What a tour booking holds: seats for some persons on one date. */
type Seats = { date: string; persons: number };

export const tourPart: KindPart<TourListing, Seats, TourBookingRow> = {
  kind: 'tour',
  noun: 'Tour',
  lock: lockTour,
  misfit: (tour, s) => tourDateProblem(tour, s.date),
  async reserve(tx, tour, s, moving) {
    assertSeatsLeft(tour.seatsPerDeparture, await seatsTaken(tx, tour.id, s.date, moving), s.persons);
  },
  holds: (s) => s.persons,
  find: findTourBooking,
  wire: toWireTourBooking,
  held: ({ b }) => ({ id: b.id, listingId: b.tourId, slot: { date: b.bookingDate, persons: b.persons } }),
  requested(row, body) {
    if (!body.date) throw badRequest('Choose the new tour date.', { date: 'This field is required.' });
    return { date: body.date, persons: row.b.persons };
  },
  sameSlot: (a, b) => a.date === b.date,
  price: (tour, _row, s, discount) => tourPrice(tour, s)(discount),
  move: (tx, id, s) => updateTourDate(tx, id, s.date),
  moveNote: (from, to) => `Rescheduled from ${from.date} to ${to.date}`,
};

type Input = z.output<typeof tourBookingInput>;

/** The seats' price with a discount. */
export const tourPrice = (tour: Pick<TourListing, 'price'>, input: Pick<Input, 'persons'>) => (discount: number) =>
  priceTour({ price: tour.price, persons: input.persons, discount });

export const createTourBooking: CreateKindBooking<Input, TourBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const slot = { date: input.bookingDate, persons: input.persons };
  const charging = { price: (tour: TourListing) => tourPrice(tour, input), code: input.couponCode, holding };
  return createBooking(db, tourPart, { guest, listingId: input.tourId, slot, idempotencyKey }, charging, async (tx, tour, money) => {
    const b = await insertTourBooking(tx, {
      userId: guest.id,
      tourId: tour.id,
      bookingDate: input.bookingDate,
      persons: input.persons,
      ...money.columns,
      idempotencyKey: idempotencyKey ?? null,
    });
    return { b, u: guest, t: { id: tour.id, name: tour.name, location: tour.location, duration: tour.duration, days: tour.days } };
  });
};
