// The three booking tables by kind, and what "waiting for its payment" means on any of them: shared by the
// repositories of the modules that read bookings (bookings, coupons, payments, dashboard) without one of
// them importing another for a table.
import { and, eq } from 'drizzle-orm';
import { cabBookings, hotelBookings, tourBookings } from './schema.ts';

export const bookingTables = { hotel: hotelBookings, cab: cabBookings, tour: tourBookings } as const;
export type BookingTable = (typeof bookingTables)[keyof typeof bookingTables];

/** A booking still waiting for its payment: Pending with nothing paid (its hold may expire; its coupon use is given back then). */
export const awaitingPayment = (t: BookingTable) => and(eq(t.status, 'Pending'), eq(t.paidAmount, 0))!;
