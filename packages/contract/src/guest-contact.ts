// Who books without an account (issue 33, decision 0076): the name, email and mobile a guest booking is made
// under. The booking's messages go to the email, its 'Find my booking' codes to the email and the mobile.
import * as z from 'zod/mini';
import { requiredText } from './fields.ts';
import { mobileNumber } from './mobile-sign-in.ts';
import { email } from './users.ts';

export const guestContact = z.object({ name: requiredText(100), email, mobile: mobileNumber });
export type GuestContact = z.input<typeof guestContact>;

/** A create call without a session and without `guest`: who is booking is not known. */
export const GUEST_NEEDED = 'Sign in, or give your name, email and mobile number to book as a guest.';
