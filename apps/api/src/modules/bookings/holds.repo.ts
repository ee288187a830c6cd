// When an unpaid booking stops holding what it booked: at its holdExpiresAt, not when the expire-holds job
// (payments.jobs.ts) gets to it. Every availability check counts a hold that ran out as free.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { cabBookings, hotelBookings, tourBookings } from '../../db/schema.ts';

type BookingTable = typeof hotelBookings | typeof cabBookings | typeof tourBookings;

/** A booking still waiting for its payment: Pending with nothing paid (its hold may expire; its coupon use is given back then). */
export const awaitingPayment = (t: BookingTable) => and(eq(t.status, 'Pending'), eq(t.paidAmount, 0))!;

/** An unpaid booking whose hold ran out by `now` (the database's clock when not given): it holds nothing any more. */
export const holdRanOut = (t: BookingTable, now?: Date) => and(awaitingPayment(t), lte(t.holdExpiresAt, now ?? sql`now()`))!;
