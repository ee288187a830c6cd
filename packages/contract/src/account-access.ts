// The calls of getting into an account: signing up and in, the password (changed, forgotten, reset) and the
// links sent by email. Apart from the signed-in person's own rows (users.ts), which every page loads (the
// header asks who is signed in), so that only the pages with these forms carry their schemas.
import * as z from 'zod/mini';
import { anyone, signedIn } from './collection.ts';
import { messageBody, password, REQUIRED } from './fields.ts';
import { email, firstName, language, lastName, UNDO_EMAIL_CHANGE_DAYS, user } from './users.ts';

const newPassword = password(8, 'Use at least 8 characters.');

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

/** What a password-reset request always answers, whether or not an account has the address. */
export const RESET_LINK_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

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
