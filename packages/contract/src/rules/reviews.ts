// Reviews from real stays: who may write one, when, and how they make a listing's rating.
// Zod-free, so any page may import it (the dashboard offers 'Write a review' from reviewRefusal).
import type { Actor, Refusal } from './access.ts';
import type { BookingFacts } from './booking-actions.ts';
import { addDays, instantOfIndianTime, startOfIndianDay } from './dates.ts';

export const REVIEW_KINDS = ['hotel', 'cab', 'tour'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** What the rule needs to know about the booking a review is about. */
export type ReviewableFacts = Pick<BookingFacts, 'userId' | 'status'> & {
  /** when the stay, trip or tour ended: check-out, drop-off, or the end of the tour's last day */
  endsAt: Date;
  /** the booking has a review already */
  reviewed: boolean;
};

/** Hotels keep no check-out time of their own: a stay ends at the usual check-out, 11:00 Indian time. */
export const HOTEL_CHECK_OUT_TIME = '11:00';

/** How a booking ends: a hotel stay at check-out, a cab trip at its drop-off, a tour after its last day. */
export type BookingEnd =
  { kind: 'hotel'; checkOutDate: string } | { kind: 'cab'; dropoff: Date | string } | { kind: 'tour'; bookingDate: string; days: number };

export function bookingEndsAt(b: BookingEnd): Date {
  if (b.kind === 'cab') return new Date(b.dropoff);
  if (b.kind === 'hotel') return instantOfIndianTime(`${b.checkOutDate}T${HOTEL_CHECK_OUT_TIME}`);
  return startOfIndianDay(addDays(b.bookingDate, Math.max(1, b.days)));
}

/**
 * Why `actor` may not review the booking now, or null when they may: only its guest, only once, only
 * a confirmed booking, only after it ended. A booking that is not the caller's is answered as unknown.
 */
export function reviewRefusal(actor: Actor, b: ReviewableFacts, now = new Date()): Refusal | null {
  if (b.userId !== actor.id) return { status: 404, code: 'not_found', message: 'Booking was not found.' };
  if (b.reviewed) return { status: 409, code: 'already_reviewed', message: 'You have already reviewed this booking.' };
  if (b.status !== 'Confirmed') return { status: 409, code: 'not_reviewable', message: 'Only a confirmed booking can be reviewed.' };
  if (b.endsAt.getTime() > now.getTime())
    return { status: 409, code: 'not_ended', message: 'You can review this booking once it has ended.' };
  return null;
}

/**
 * A listing's rating and review count from its published reviews alone: the mean of their stars to one
 * decimal, and how many there are. Without any, 0 and 0 (the pages then say there are no reviews yet).
 */
export function ratingOf(stars: { sum: number; count: number }): { rating: number; reviewCount: number } {
  if (stars.count === 0) return { rating: 0, reviewCount: 0 };
  return { rating: Math.round((stars.sum / stars.count) * 10) / 10, reviewCount: stars.count };
}
