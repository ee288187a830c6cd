// Signing in with a mobile number and a code sent to it by SMS (decision 0080). Asking for a code never looks
// at the accounts, so a known and an unknown number get the same answer after the same work; the code's
// verification signs in the number's account, or makes one (the number was registering).
import {
  OTP_MINUTES,
  OTP_RESEND_SECONDS,
  OTP_WRONG_TRIES,
  type OtpRequestBody,
  type OtpSent,
  type OtpVerifyBody,
} from '@raahi/contract/mobile-sign-in';
import type { Language } from '@raahi/contract/i18n/languages';
import { indianMobile } from '@raahi/contract/rules/indian-mobile';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { admitAttempt, codeRequestChecks, codeTryChecks, issueCode, spendCode, type CodeRules } from '../auth/index.ts';
import { queueSms } from '../mail/index.ts';
import type { AccountLedger } from './account-ledger.ts';
import { findUserById, findUserByVerifiedMobile, insertUser, updateUser } from './users.repo.ts';

export const OTP_RULES: CodeRules = { validMinutes: OTP_MINUTES, wrongTries: OTP_WRONG_TRIES, resendSeconds: OTP_RESEND_SECONDS };
export const CODE_SENT = 'We have sent a 6-digit code by SMS to your mobile number.';
export const TOO_MANY_CODES = 'Too many codes asked for. Please wait a while and try again.';
export const TOO_MANY_TRIES = 'Too many codes tried. Please wait a few minutes and try again.';
export const MOBILE_TAKEN = 'Another account has proven this mobile number. Sign in with it to use that account.';

const subjectOf = (mobile: string) => `mobile:${mobile}`;

/** Sends a sign-in code to the number, whoever it belongs to (it may be registering). */
export async function sendSignInCode(
  db: Db,
  attempts: AttemptCounter,
  secret: string,
  body: OtpRequestBody,
  address: string,
  /** the asking page's: the number may be nobody's yet */
  language: Language,
): Promise<OtpSent> {
  const mobile = indianMobile(body.mobile)!;
  await admitAttempt(attempts, codeRequestChecks(subjectOf(mobile), address), TOO_MANY_CODES);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, secret, subjectOf(mobile), OTP_RULES);
    await queueSms(
      tx,
      mobile,
      `sign-in-code:${randomUUID()}`,
      { template: 'sign-in-code', data: { token: code, minutes: OTP_MINUTES } },
      language,
    );
  });
  return { message: CODE_SENT, mobile, expiresInSeconds: OTP_MINUTES * 60, resendInSeconds: OTP_RESEND_SECONDS };
}

export type CodeSignIn = { attempts: AttemptCounter; secret: string; address: string; language: Language };

/**
 * Spends the code, then answers the account of the number, made now when it has none (`newAccount`). Signed in
 * already (`current`), the number is proven for that account instead.
 */
export async function verifySignInCode(
  db: Db,
  ledger: AccountLedger,
  body: OtpVerifyBody,
  ctx: CodeSignIn,
  current: { id: string } | null,
) {
  const mobile = indianMobile(body.mobile)!;
  const attempt = await admitAttempt(ctx.attempts, codeTryChecks(ctx.address), TOO_MANY_TRIES);
  await spendCode(db, ctx.secret, subjectOf(mobile), body.code, OTP_RULES);
  await attempt.succeeded();
  if (current) return { user: await proveMobile(db, current.id, mobile), newAccount: false };
  const known = await findUserByVerifiedMobile(db, mobile);
  if (known) return { user: known, newAccount: false };
  try {
    return { user: await registerMobile(db, ledger, mobile, ctx.language), newAccount: true };
  } catch (err) {
    // the same number verified twice at once: the other request made the account
    const made = isUniqueViolation(err) && (await findUserByVerifiedMobile(db, mobile));
    if (made) return { user: made, newAccount: false };
    throw err;
  }
}

/** An account with a proven number and nothing else: no email, no password; a name may be given afterwards. */
function registerMobile(db: Db, ledger: AccountLedger, mobile: string, language: Language) {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      firstName: '',
      email: '',
      passwordHash: '',
      role: 'user',
      language,
      mobile,
      mobileVerifiedAt: new Date(),
    });
    await ledger.registered(tx, user.id, false, language);
    return user;
  });
}

async function proveMobile(db: Db, userId: string, mobile: string) {
  const holder = await findUserByVerifiedMobile(db, mobile);
  if (holder && holder.id !== userId) throw conflict(MOBILE_TAKEN, 'mobile_taken');
  try {
    return (
      (await updateUser(db, userId, { mobile, mobileVerifiedAt: holder?.mobileVerifiedAt ?? new Date() })) ??
      (await findUserById(db, userId))!
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MOBILE_TAKEN, 'mobile_taken');
    throw err;
  }
}
