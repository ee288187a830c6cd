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
const firstName = requiredText(80);
const lastName = z._default(shortText(80), '');
const newPassword = password(8, 'Use at least 8 characters.');
/** The language the person is written to in, and the signed-in pages speak (decision 0057). */
export const language = z.enum(LANGUAGES);

/** A new account takes the language it registered in (`language`, else the request's). */
export const registerBody = z.object({
  firstName,
  lastName,
  email,
  password: newPassword,
  /** offers by email: off unless the person ticks it (the notice in force is recorded as accepted either way) */
  marketingEmail: z.optional(z.boolean()),
  language: z.optional(language),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const signInBody = z.object({ email, password: password(1, REQUIRED) });
export type SignInBody = z.infer<typeof signInBody>;

/**
 * Billing details are changed only when sent (the hotel review saves them when its box is ticked). A new
 * email needs the current password (`currentPassword`); nothing else does.
 */
export const profileUpdateBody = z.object({
  firstName,
  lastName,
  email,
  mobile: guestDetails.mobile,
  gstNumber: guestDetails.gstNumber,
  gstLegalName: guestDetails.gstLegalName,
  billingState: guestDetails.state,
  currentPassword: z.optional(password(1, REQUIRED)),
  /** changed only when sent */
  language: z.optional(language),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const changePasswordBody = z.object({ currentPassword: password(1, REQUIRED), newPassword });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

// a token from a link: base64url, as the API makes them
const linkToken = z
  .string()
  .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(200, 'This link is not valid.'), z.regex(/^[\w-]+$/, 'This link is not valid.'));
export const resetPasswordBody = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const verifyEmailBody = z.object({ token: linkToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const undoEmailChangeBody = z.object({ token: linkToken });
export type UndoEmailChangeBody = z.infer<typeof undoEmailChangeBody>;

/** How long the link sent to the old address undoes an email change. */
export const UNDO_EMAIL_CHANGE_DAYS = 7;
/** What a new email without the current password is answered, on `currentPassword`. */
export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.';

/** What a password-reset request always answers, whether or not an account has the address. */
export const RESET_LINK_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

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
  gstNumber: z.string(),
  gstLegalName: z.optional(z.string()),
  billingState: z.string(),
  language,
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export { messageBody };

export const registerUser = anyone.post(
  '/api/users',
  'Create an account (always a plain user); the email may not be taken in any letter case',
  { body: registerBody, response: user, status: 201 },
);

export const signIn = anyone.post(
  '/api/users/auth',
  'Sign in: sets the HttpOnly session cookie; repeated failures are slowed down with 429',
  { body: signInBody, response: user },
);

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

export const changePassword = signedIn.post(
  '/api/users/password',
  "Change the signed-in account's password: the current one must be right (400 otherwise); the new one may not be a common password; every other session of the account ends",
  { body: changePasswordBody, response: messageBody },
);

export const forgotPassword = anyone.post(
  '/api/users/password/forgot',
  `Email a single-use link to reset the password (valid ${RESET_LINK_MINUTES} minutes); always answers the same; throttled per email and per address`,
  { body: forgotPasswordBody, response: messageBody },
);

export const resetPassword = anyone.post(
  '/api/users/password/reset',
  "Set a new password with a reset link's token (once): every session of the account ends and this caller is signed in",
  { body: resetPasswordBody, response: user },
);

export const verifyEmail = anyone.post(
  '/api/users/verify-email',
  "Prove an address with the token of the link sent to it (once); a new address replaces the account's email then",
  { body: verifyEmailBody, response: messageBody },
);

export const undoEmailChange = anyone.post(
  '/api/users/email/undo',
  `Undo an email change with the link sent to the old address (once, within ${UNDO_EMAIL_CHANGE_DAYS} days; the token is the right to do it): the old address is the account's email again, a pending change and its links are dropped, and every session of the account ends`,
  { body: undoEmailChangeBody, response: messageBody },
);

export const resendVerification = signedIn.post(
  '/api/users/verify-email/resend',
  'Send the link that proves the address again (the pending new one, if any); throttled per account',
  { response: messageBody },
);
