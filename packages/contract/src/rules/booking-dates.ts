// When a stay, a cab trip or a tour may be booked, in one wording for the booking pages and the API.
// A problem names the field it is about (as the create call spells it), a sentence for the page or the
// error's message, and a short text for the field. Zod-free, so any page may import it.
import { DEFAULT_CAB_TRIP_HOURS, MAX_CAB_TRIP_DAYS, MAX_NIGHTS } from './booking-limits.ts';
import { addDays, daysBetween, instantOfIndianTime, todayInIndia } from './dates.ts';

export type DateProblem = { field: string; message: string; fieldMessage: string };

const problem = (field: string, message: string, fieldMessage = message): DateProblem => ({ field, message, fieldMessage });

// ---- hotel stays ----

export type Stay = { checkIn: string; checkOut: string; nights: number };

/**
 * The stay a request means: check-in defaults to today (or the day before a check-out that is today
 * or earlier), check-out to the day after check-in.
 */
export function stayOf(checkIn: string | undefined, checkOut: string | undefined, today = todayInIndia()): Stay {
  const from = checkIn ?? (checkOut && checkOut <= today ? addDays(checkOut, -1) : today);
  const to = checkOut ?? addDays(from, 1);
  return { checkIn: from, checkOut: to, nights: daysBetween(from, to) };
}

/** Check-in today or later (Indian time), check-out after it, at most MAX_NIGHTS nights. */
export function stayProblem(stay: Stay, today = todayInIndia()): DateProblem | null {
  if (stay.checkIn < today) return problem('checkInDate', 'Check-in cannot be in the past.');
  if (stay.checkOut <= stay.checkIn) return problem('checkOutDate', 'Check-out must be after check-in.');
  if (stay.nights > MAX_NIGHTS)
    return problem('checkOutDate', `A stay can be at most ${MAX_NIGHTS} nights.`, `At most ${MAX_NIGHTS} nights.`);
  return null;
}

/** Hotels keep no check-in time of their own: a stay starts at the usual check-in, noon Indian time. */
export const HOTEL_CHECK_IN_TIME = '12:00';

/**
 * When a booking begins, as its cancellation terms count: a stay at check-in (noon), a cab trip at pickup,
 * a tour at the start of its day.
 */
export function bookingStart(
  b: { kind: 'hotel'; checkInDate: string } | { kind: 'cab'; pickupTime: string | Date } | { kind: 'tour'; bookingDate: string },
): Date {
  if (b.kind === 'hotel') return instantOfIndianTime(`${b.checkInDate}T${HOTEL_CHECK_IN_TIME}`);
  if (b.kind === 'cab') return new Date(b.pickupTime);
  return instantOfIndianTime(`${b.bookingDate}T00:00`);
}

/** The same stay moved to a new check-in (a reschedule keeps its length). */
export const stayMovedTo = (stay: Stay, checkIn: string): Stay => ({
  checkIn,
  checkOut: addDays(checkIn, stay.nights),
  nights: stay.nights,
});

// ---- cab trips ----

export type Trip = { pickup: Date; dropoff: Date };
const HOUR = 3_600_000;

/** A trip without a drop-off time lasts DEFAULT_CAB_TRIP_HOURS. */
export const tripOf = (pickup: Date, dropoff?: Date): Trip => ({
  pickup,
  dropoff: dropoff ?? new Date(pickup.getTime() + DEFAULT_CAB_TRIP_HOURS * HOUR),
});

/** A trip's length in whole minutes. */
export const tripMinutes = (trip: Trip): number => Math.round((trip.dropoff.getTime() - trip.pickup.getTime()) / 60_000);

/** A length of time in words: '45 minutes', '8 hours', '2 hours 30 minutes', '1 day 4 hours'. */
export function lengthInWords(minutes: number): string {
  const plural = (n: number, one: string) => (n ? [`${n} ${one}${n === 1 ? '' : 's'}`] : []);
  const m = Math.max(0, Math.round(minutes));
  const days = Math.floor(m / 1440);
  const parts = [...plural(days, 'day'), ...plural(Math.floor((m % 1440) / 60), 'hour'), ...plural(days ? 0 : m % 60, 'minute')];
  return parts.join(' ') || '0 minutes';
}

/** Pickup in the future, drop-off after it, the trip at most MAX_CAB_TRIP_DAYS long. */
export function tripProblem(trip: Trip, now = new Date()): DateProblem | null {
  if (trip.pickup <= now) return problem('pickupTime', 'The pickup time must be in the future.');
  if (trip.dropoff <= trip.pickup)
    return problem('dropofftime', 'The drop-off time must be after the pickup time.', 'Must be after the pickup time.');
  if (trip.dropoff.getTime() - trip.pickup.getTime() > MAX_CAB_TRIP_DAYS * 24 * HOUR)
    return problem('dropofftime', `A trip can last at most ${MAX_CAB_TRIP_DAYS} days.`, `At most ${MAX_CAB_TRIP_DAYS} days after pickup.`);
  return null;
}

/** The same trip moved to a new pickup (a reschedule keeps its length). */
export const tripMovedTo = (trip: Trip, pickup: Date): Trip => ({
  pickup,
  dropoff: new Date(pickup.getTime() + trip.dropoff.getTime() - trip.pickup.getTime()),
});

// ---- tour dates ----

export type TourWindow = { availableFrom: string; availableTill: string };

/** A tour's length in hours: its days, whole. */
export const tourHours = (days: number): number => days * 24;

/** The first day a tour can still be booked (today or its first day, whichever is later). */
export const firstTourDay = (tour: TourWindow, today = todayInIndia()) => (tour.availableFrom > today ? tour.availableFrom : today);

/** A tour date must be today or later (Indian time) and inside the package's availability window. */
export function tourDateProblem(tour: TourWindow, day: string, today = todayInIndia()): DateProblem | null {
  if (day < today) return problem('bookingDate', 'The tour date cannot be in the past.');
  if (day < tour.availableFrom || day > tour.availableTill)
    return problem('bookingDate', `This tour runs from ${tour.availableFrom} to ${tour.availableTill}.`);
  return null;
}
