// The tour's part of the booking routine: seats on one departure date, within the package's window.
import type { tourBookingInput } from '@raahi/contract/bookings';
import { tourDateProblem } from '@raahi/contract/rules/booking-dates';
import { priceTour } from '@raahi/contract/rules/pricing';
import { seatsTakenBy, tourFareParts } from '@raahi/contract/rules/travellers';
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
  updateTourFareParts,
  type TourBookingRow,
  type TourListing,
} from './bookings.repo.ts';
import { assertSeatsLeft } from './capacity.ts';

/** What a tour booking holds: seats for its adults (persons) and its children who are not infants, on one date. */
type Seats = { date: string; persons: number; childAges: number[] };

/** A tour's fares, paise (rules/travellers.ts). */
const faresOf = (tour: Pick<TourListing, 'childPrices' | 'infantBelowAge' | 'singleSupplement'>) => ({
  childPrices: tour.childPrices,
  infantBelowAge: tour.infantBelowAge,
  singleSupplement: tour.singleSupplement,
});

export const tourPart: KindPart<TourListing, Seats, TourBookingRow> = {
  kind: 'tour',
  noun: 'Tour',
  lock: lockTour,
  misfit: (tour, s) => tourDateProblem(tour, s.date),
  async reserve(tx, tour, s, moving) {
    const wanted = seatsTakenBy(s.persons, s.childAges, tour.infantBelowAge);
    assertSeatsLeft(tour.seatsPerDeparture, await seatsTaken(tx, tour.id, s.date, moving), wanted);
  },
  // of an account's unpaid allowance: every traveller (infants too, whose age bound is the tour's)
  holds: (s) => s.persons + s.childAges.length,
  find: findTourBooking,
  wire: toWireTourBooking,
  held: ({ b }) => ({ id: b.id, listingId: b.tourId, slot: { date: b.bookingDate, persons: b.persons, childAges: b.childAges } }),
  requested(row, body) {
    if (!body.date) throw badRequest('Choose the new tour date.', { date: 'This field is required.' });
    return { date: body.date, persons: row.b.persons, childAges: row.b.childAges };
  },
  sameSlot: (a, b) => a.date === b.date,
  price: (tour, _row, s, discount) => tourPrice(tour, s)(discount),
  storePriceParts: (tx, id, tour, s) => updateTourFareParts(tx, id, tourParts(tour, s)),
  move: (tx, id, s) => updateTourDate(tx, id, s.date),
  moveNote: (from, to) => `Rescheduled from ${from.date} to ${to.date}`,
};

type Input = z.output<typeof tourBookingInput>;

type Priced = Pick<TourListing, 'price' | 'childPrices' | 'infantBelowAge' | 'singleSupplement'>;

/** The seats' price with a discount: adults, children by age, infants, a single supplement (one pricing rule). */
export const tourPrice = (tour: Priced, input: Pick<Input, 'persons' | 'childAges'>) => (discount: number) =>
  priceTour({ price: tour.price, persons: input.persons, childAges: input.childAges, fares: faresOf(tour), discount });

/** The parts of the base price (paise) a booking stores and every screen lists. */
export const tourParts = (tour: Priced, input: Pick<Input, 'persons' | 'childAges'>) =>
  tourFareParts({ price: tour.price, ...faresOf(tour) }, input.persons, input.childAges);

export const createTourBooking: CreateKindBooking<Input, TourBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const slot = { date: input.bookingDate, persons: input.persons, childAges: input.childAges };
  const charging = { price: (tour: TourListing) => tourPrice(tour, input), code: input.couponCode, holding };
  return createBooking(db, tourPart, { guest, listingId: input.tourId, slot, idempotencyKey }, charging, async (tx, tour, money) => {
    const b = await insertTourBooking(tx, {
      userId: guest.id,
      tourId: tour.id,
      bookingDate: input.bookingDate,
      persons: input.persons,
      childAges: input.childAges,
      childSeats: seatsTakenBy(0, input.childAges, tour.infantBelowAge),
      fareParts: tourParts(tour, input),
      ...money.columns,
      idempotencyKey: idempotencyKey ?? null,
    });
    return { b, u: guest, t: { id: tour.id, name: tour.name, location: tour.location, duration: tour.duration, days: tour.days } };
  });
};
