// Signing in with a mobile number and a one-time code sent to it by SMS (docs/decisions/0080). An unknown
// number is registering: verifying its code makes the account.
import * as z from 'zod/mini';
import { anyone } from './collection.ts';
import { indianMobile, NOT_A_MOBILE } from './rules/indian-mobile.ts';
import { NOT_A_CODE, SIX_DIGITS } from './rules/one-time-code.ts';
import { user } from './users.ts';

/** How long a code works, how many wrong tries void it, how soon another may be sent to the same number. */
export const OTP_MINUTES = 5;
export const OTP_WRONG_TRIES = 3;
export const OTP_RESEND_SECONDS = 30;

export const mobileNumber = z.string().check(
  z.trim(),
  z.maxLength(20, NOT_A_MOBILE),
  z.refine((v) => indianMobile(v) !== null, NOT_A_MOBILE),
);
export const otpCode = z.string().check(z.trim(), z.regex(SIX_DIGITS, NOT_A_CODE));

export const otpRequestBody = z.object({ mobile: mobileNumber });
export type OtpRequestBody = z.infer<typeof otpRequestBody>;
export const otpVerifyBody = z.object({ mobile: mobileNumber, code: otpCode });
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;

/** What asking for a code always answers, for a known number and a new one alike. */
export const otpSent = z.object({
  message: z.string(),
  /** the number the code went to, in its one form (+91 and ten digits) */
  mobile: z.string(),
  expiresInSeconds: z.number(),
  /** how long until another code may be asked for */
  resendInSeconds: z.number(),
});
export type OtpSent = z.infer<typeof otpSent>;

/** The account signed in to; `newAccount` when the number made it (the page then asks for a name). */
export const otpSignedIn = z.extend(user, { newAccount: z.boolean() });
export type OtpSignedIn = z.infer<typeof otpSignedIn>;

export const requestOtp = anyone.post(
  '/api/auth/otp',
  `Send a 6-digit sign-in code by SMS to an Indian mobile number (valid ${OTP_MINUTES} minutes; ${OTP_WRONG_TRIES} wrong tries void it; another at most every ${OTP_RESEND_SECONDS} seconds, 429 with Retry-After sooner); a new number gets one too (it is registering), with the same answer; throttled per number and per address`,
  { body: otpRequestBody, response: otpSent },
);

export const verifyOtp = anyone.post(
  '/api/auth/otp/verify',
  'Sign in with the code sent to the number: sets the session cookie as a password sign-in does, and makes the account when the number is new (`newAccount`). Signed in already, it proves the number for this account instead (409 when another account has proven it)',
  { body: otpVerifyBody, response: otpSignedIn },
);
