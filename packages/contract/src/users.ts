import * as z from 'zod/mini';
import { guestDetails } from './guest-details.ts';
import { anyone, signedIn } from './collection.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { id, messageBody, password, REQUIRED, requiredText, role, shortText } from './fields.ts';

// Addresses are compared in lower case (the API lowers them before it looks one up).
export const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.')),
  z.email('Enter a valid email address.'),
);
export const firstName = requiredText(80);
export const lastName = z._default(shortText(80), '');
/** The language the person is written to in, and the signed-in pages speak (decision 0057). */
export const language = z.enum(LANGUAGES);

/**
 * Billing details are changed only when sent (the hotel review saves them when its box is ticked). A new
 * email needs the current password (`currentPassword`) when the account has one; nothing else does.
 */
export const profileUpdateBody = z.object({
  firstName,
  lastName,
  /** '' only for an account made with a mobile number that has no email yet */
  email: z.union([z.literal(''), email]),
  mobile: guestDetails.mobile,
  gstNumber: guestDetails.gstNumber,
  gstLegalName: guestDetails.gstLegalName,
  billingState: guestDetails.state,
  currentPassword: z.optional(password(1, REQUIRED)),
  /** changed only when sent */
  language: z.optional(language),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** How long the link sent to the old address undoes an email change. */
export const UNDO_EMAIL_CHANGE_DAYS = 7;
/** What a new email without the current password is answered, on `currentPassword`. */
export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.';

export const user = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  isAdmin: z.boolean(),
  /** whether `email` has been proven by a link sent to it */
  emailVerified: z.boolean(),
  /** a new address waiting for its link to be followed before it replaces `email` */
  pendingEmail: z.nullable(z.string()),
  profileImage: z.nullable(z.string()),
  /** billing details saved from the hotel review ('' when none) */
  mobile: z.string(),
  /** whether `mobile` has been proven by a code sent to it (the account may then sign in with it) */
  mobileVerified: z.optional(z.boolean()),
  gstNumber: z.string(),
  gstLegalName: z.optional(z.string()),
  billingState: z.string(),
  language,
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export { messageBody };

export const logout = anyone.post(
  '/api/users/logout',
  'Sign out: ends the session on the server and clears its cookie (signed out already is fine)',
  { response: messageBody },
);

export const getProfile = signedIn.get('/api/users/profile', 'The signed-in user', { response: user });

export const updateProfile = signedIn.put(
  '/api/users/profile',
  `Change the signed-in user's name, and ask for a new email (not one another account has; with currentPassword, 400 when it is missing or wrong): it replaces the old one once the link sent to it is followed, and the old address gets a link that undoes the change for ${UNDO_EMAIL_CHANGE_DAYS} days`,
  { body: profileUpdateBody, response: user },
);

export const resendVerification = signedIn.post(
  '/api/users/verify-email/resend',
  'Send the link that proves the address again (the pending new one, if any); throttled per account',
  { response: messageBody },
);
