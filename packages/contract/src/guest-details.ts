// The guest details a booking keeps and a profile remembers (mobile, GSTIN, billing state). Their own module:
// the header's profile call (users.ts) needs them on every page, the rest of bookings.ts only the booking pages.
import * as z from 'zod/mini';
import { shortText } from './fields.ts';
import { INDIAN_STATE_VALUES } from './indian-states.ts';
import { isGstin } from './rules/gstin.ts';

const MOBILE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
/** An optional text that is either empty or passes `ok`. */
const optionalMatching = (max: number, ok: (v: string) => boolean, message: string) =>
  z.optional(shortText(max).check(z.refine((v: string) => v === '' || ok(v), message)));

/** The guest details the review page asks for and the booking keeps; each is optional (the spec's client sends none). */
export const guestDetails = {
  /** the Full Name the review page asks for, when it is not the account's name */
  guestName: z.optional(shortText(100)),
  mobile: optionalMatching(20, (v) => MOBILE.test(v), 'Enter a valid mobile number.'),
  gstNumber: optionalMatching(
    15,
    (v) => isGstin(v.toUpperCase()),
    'Enter a valid 15-character GSTIN (its last character is a check character).',
  ),
  /** the legal name of the business the GSTIN is registered to: its invoice is made out to it */
  gstLegalName: z.optional(shortText(160)),
  state: z.optional(z.union([z.literal(''), z.enum(INDIAN_STATE_VALUES as [string, ...string[]], 'Choose a state from the list.')])),
};
export const guestDetailsInput = z.object(guestDetails);
export type GuestDetails = z.input<typeof guestDetailsInput>;
