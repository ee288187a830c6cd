import { claimGuestBookings } from './guest-claims.repo.ts';
import { PASSWORD_FOR_EMAIL, type ProfileUpdateBody } from '@raahi/contract/users';
import { type ChangePasswordBody, type RegisterBody, type SignInBody } from '@raahi/contract/account-access';
import type { Db } from '../../db/client.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import {
  admitAttempt,
  checkCurrentPassword,
  COMMON_PASSWORD,
  createSession,
  deleteOtherSessions,
  hashPassword,
  isCommonPassword,
  issueDeviceToken,
  registrationChecks,
  signInChecks,
  verifyDeviceToken,
  verifyPassword,
} from '../auth/index.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from './users.repo.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { EMAIL_TAKEN, sendAccountLink } from './account-links.ts';
import type { AccountLedger } from './account-ledger.ts';
import { indianMobile } from '@raahi/contract/rules/indian-mobile';

export const BAD_CREDENTIALS = 'Email or password is incorrect.';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const SAME_PASSWORD = 'Choose a password different from the current one.';
export const PASSWORD_CHANGED = 'Password changed. You have been signed out everywhere else.';

export const EMAIL_NEEDED = 'Enter a valid email address.';
export const TOO_MANY_REGISTRATIONS = 'Too many new accounts from here. Please wait a while and try again.';

/**
 * Registration always makes a plain user, whatever else the body says. Every attempt counts against the
 * caller's address (attempt-throttle.ts REGISTRATION_LIMIT); the counts are never taken back.
 */
export async function registerUser(db: Db, ledger: AccountLedger, attempts: AttemptCounter, address: string, body: RegisterBody) {
  await admitAttempt(attempts, registrationChecks(address), TOO_MANY_REGISTRATIONS);
  if (isCommonPassword(body.password)) throw badRequest(`Please check password: ${COMMON_PASSWORD}`, { password: COMMON_PASSWORD });
  const email = body.email.toLowerCase();
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'email_taken');
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        passwordHash,
        role: 'user',
        language: body.language ?? 'en',
      });
      await ledger.registered(tx, user.id, body.marketingEmail === true, body.language ?? 'en');
      await sendAccountLink(tx, user, email, 'welcome');
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
}

export type SignInContext = {
  attempts: AttemptCounter;
  /** signs device cookies */
  secret: string;
  address: string;
  /** the device cookie the browser sent, if any */
  deviceToken: string | undefined;
};

/**
 * Signs in: the attempt is counted first (429 over a limit, before the password is looked at), then the
 * password decides. Answers the session and a device token for the browser to keep.
 */
export async function signIn(db: Db, body: SignInBody, ctx: SignInContext) {
  const email = body.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const device = user ? verifyDeviceToken(ctx.secret, ctx.deviceToken, user.id) : null;
  const attempt = await admitAttempt(ctx.attempts, signInChecks({ user, email, address: ctx.address, device }), TOO_MANY_SIGN_INS);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) throw new AppError(401, 'bad_credentials', BAD_CREDENTIALS);
  await attempt.succeeded();
  if (user.emailVerifiedAt) await claimGuestBookings(db, user.id, user.email);
  return startSession(db, ctx.secret, user);
}

/** A new session for the account and a device token for the browser to keep (sign-in, a password reset). */
export async function startSession<U extends { id: string }>(db: Db, secret: string, user: U) {
  return { user, session: await createSession(db, user.id), deviceToken: issueDeviceToken(secret, user.id) };
}

/** Changes the password after checking the current one; every other session of the account ends, this one stays. */
export async function changePassword(db: Db, attempts: AttemptCounter, userId: string, currentToken: string, body: ChangePasswordBody) {
  await checkCurrentPassword(attempts, (await findUserById(db, userId))!, body.currentPassword);
  if (body.newPassword === body.currentPassword)
    throw badRequest(`Please check newPassword: ${SAME_PASSWORD}`, { newPassword: SAME_PASSWORD });
  if (isCommonPassword(body.newPassword))
    throw badRequest(`Please check newPassword: ${COMMON_PASSWORD}`, { newPassword: COMMON_PASSWORD });
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await deleteOtherSessions(tx, userId, currentToken);
  });
  return { message: PASSWORD_CHANGED };
}

/** A number typed on the profile: the proven one kept as it is when it is the same number, else unproven. */
function mobileChange(user: { mobile: string; mobileVerifiedAt: Date | null }, typed: string) {
  if (user.mobileVerifiedAt && indianMobile(typed) === user.mobile) return {};
  return { mobile: typed, mobileVerifiedAt: null };
}

/**
 * Changes the name at once. A new email is only asked for, with the current password: it is kept as
 * pending and a link is sent to it; it replaces the old one when the link is followed (account-links.ts
 * verifyEmail), and the old address is told, with a link that undoes the change. Asking for the current
 * email again drops a pending change.
 */
export async function updateProfile(db: Db, ledger: AccountLedger, attempts: AttemptCounter, userId: string, body: ProfileUpdateBody) {
  const email = body.email.toLowerCase();
  const user = (await findUserById(db, userId))!;
  if (!email && user.email) throw badRequest(`Please check email: ${EMAIL_NEEDED}`, { email: EMAIL_NEEDED });
  const pendingEmail = email === user.email ? null : email;
  const asksNewEmail = pendingEmail !== null && pendingEmail !== user.pendingEmail;
  // an account made with a mobile number has no password to ask for: its session is the proof
  if (asksNewEmail && user.passwordHash) {
    if (!body.currentPassword)
      throw badRequest(`Please check currentPassword: ${PASSWORD_FOR_EMAIL}`, { currentPassword: PASSWORD_FOR_EMAIL });
    await checkCurrentPassword(attempts, user, body.currentPassword);
  }
  if (pendingEmail && (await findUserByEmail(db, email))) throw conflict(EMAIL_TAKEN, 'email_taken');
  const billing = {
    ...(body.mobile !== undefined && mobileChange(user, body.mobile)),
    ...(body.gstNumber !== undefined && { gstNumber: body.gstNumber.toUpperCase() }),
    ...(body.gstLegalName !== undefined && { gstLegalName: body.gstLegalName }),
    ...(body.billingState !== undefined && { billingState: body.billingState }),
    ...(body.language !== undefined && { language: body.language }),
  };
  return db.transaction(async (tx) => {
    const updated = (await updateUser(tx, userId, { firstName: body.firstName, lastName: body.lastName, pendingEmail, ...billing }))!;
    const fields = ['firstName', 'lastName', 'mobile', 'gstNumber', 'gstLegalName', 'billingState'] as const;
    const corrected: string[] = fields.filter((k) => updated[k] !== user[k]);
    if (asksNewEmail) corrected.push('email');
    if (corrected.length) await ledger.corrected(tx, userId, corrected.join(', '));
    if (asksNewEmail) {
      await sendAccountLink(tx, updated, pendingEmail, 'verify-email');
      await sendAccountLink(tx, updated, user.email, 'undo-email-change', pendingEmail);
    }
    return updated;
  });
}
