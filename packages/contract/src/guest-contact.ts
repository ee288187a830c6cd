// Who books without an account (issue 33, decision 0076): the name, email and mobile a guest booking is made
// under. The booking's messages go to the email, its 'Find my booking' codes to the email and the mobile.
import * as z from 'zod/mini';
import { requiredText, shortText } from './fields.ts';
import { mobileNumber } from './mobile-sign-in.ts';
import { NOTICE_LANGUAGES } from './rules/privacy-notice.ts';
import { email } from './users.ts';

export const guestContact = z.object({ name: requiredText(100), email, mobile: mobileNumber });
export type GuestContact = z.input<typeof guestContact>;

/** `guest` of a create call: the contact, and the privacy notice the confirmation showed (recorded on the booking's account). */
export const guestBooker = z.extend(guestContact, {
  notice: z.optional(
    z.object({ version: shortText(40), language: z.optional(z.enum(NOTICE_LANGUAGES, 'Choose a language the site has.')) }),
  ),
});
export type GuestBooker = z.input<typeof guestBooker>;

/** A create call without a session and without `guest`: who is booking is not known. */
export const GUEST_NEEDED = 'Sign in, or give your name, email and mobile number to book as a guest.';
