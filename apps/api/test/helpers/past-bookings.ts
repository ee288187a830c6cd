// Bookings whose stay, trip or tour has already happened, written straight into the database (the API
// refuses to book the past): what a review needs.
import type { Db } from '../../src/db/client.ts';
import { cabBookings, hotelBookings, tourBookings, type BookingStatus } from '../../src/db/schema.ts';
import { insertRow } from './fixtures.ts';
import { day } from './booking-helpers.ts';

const money = { baseAmount: 900_000, taxesAmount: 45_000, totalAmount: 945_000, paidAmount: 945_000 };
type Over = { status?: BookingStatus };

/** A hotel stay from `fromDay` to `toDay` days from today (negative: in the past). */
export const hotelStay = (db: Db, userId: string, hotelId: string, fromDay: number, toDay: number, over: Over = {}) =>
  insertRow(db, hotelBookings, {
    userId,
    hotelId,
    status: 'Confirmed',
    roomCount: 1,
    checkInDate: day(fromDay),
    checkOutDate: day(toDay),
    ...money,
    ...over,
  });

/** A cab trip that dropped off `hoursAgo` hours ago. */
export const cabTrip = (db: Db, userId: string, cabId: string, hoursAgo: number, over: Over = {}) =>
  insertRow(db, cabBookings, {
    userId,
    cabId,
    status: 'Confirmed',
    pickupLocation: 'Jaipur',
    dropoffLocation: 'Ajmer',
    pickupTime: new Date(Date.now() - (hoursAgo + 3) * 3_600_000),
    dropoffTime: new Date(Date.now() - hoursAgo * 3_600_000),
    ...money,
    ...over,
  });

/** A tour departing `fromDay` days from today. */
export const tourTrip = (db: Db, userId: string, tourId: string, fromDay: number, over: Over = {}) =>
  insertRow(db, tourBookings, { userId, tourId, status: 'Confirmed', bookingDate: day(fromDay), persons: 2, ...money, ...over });
