// 'Find my booking' (issue 33, decision 0076): a booking's reference and its email ask for a one-time code,
// sent to that email (and by SMS to the booking's mobile); the code answers the booking and starts a session
// limited to it. The same answer whether or not the pair names a booking.
import * as z from 'zod/mini';
import { anyBooking } from './bookings.ts';
import { anyone } from './collection.ts';
import { OTP_MINUTES, OTP_RESEND_SECONDS, OTP_WRONG_TRIES, otpCode } from './mobile-sign-in.ts';
import { email } from './users.ts';

export const NOT_A_REFERENCE = 'Enter the booking reference, as RH- and six letters or digits (it is in your booking email).';
/** RH-7K2M9Q in any case, spaces around it ignored */
export const bookingReference = z.pipe(
  z.string().check(z.trim(), z.maxLength(20, NOT_A_REFERENCE), z.regex(/^RH-[0-9A-Z]{6}$/i, NOT_A_REFERENCE)),
  z.transform((v) => v.toUpperCase()),
);

export const findBookingBody = z.object({ reference: bookingReference, email });
export type FindBookingBody = z.infer<typeof findBookingBody>;
export const findBookingVerifyBody = z.object({ reference: bookingReference, email, code: otpCode });
export type FindBookingVerifyBody = z.infer<typeof findBookingVerifyBody>;

export const BOOKING_CODE_SENT = 'If that booking reference and email go together, we have sent a 6-digit code to the email.';

export const bookingCodeSent = z.object({ message: z.string(), expiresInSeconds: z.number(), resendInSeconds: z.number() });
export type BookingCodeSent = z.infer<typeof bookingCodeSent>;

export const findBooking = anyone.post(
  '/api/bookings/find',
  `Send a 6-digit code to a booking's email (and by SMS to its mobile) to open it (valid ${OTP_MINUTES} minutes; ${OTP_WRONG_TRIES} wrong tries void it; another at most every ${OTP_RESEND_SECONDS} seconds); the same answer whether or not the reference and email go together; throttled per booking and per address`,
  { body: findBookingBody, response: bookingCodeSent },
);

export const verifyFindBooking = anyone.post(
  '/api/bookings/find/verify',
  'Open a booking with the code sent for it: answers the booking and sets a session limited to it (read and pay it)',
  { body: findBookingVerifyBody, response: anyBooking },
);
