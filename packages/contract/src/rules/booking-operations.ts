// The names of what may be done with a booking. Apart from the rules that decide them (booking-actions.ts),
// so that the access policy (access.ts), which those rules build on, may name them too. Zod-free.

/** The actions of `POST /api/bookings/{bookingId}/{action}`. */
export const BOOKING_ACTIONS = ['confirm', 'reschedule', 'history', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/** Everything the policy decides about one booking: the visitor actions, reading it, and the back-office's status change. */
export type BookingOperation = BookingAction | 'view' | 'set-status';
