import type { Language } from '@raahi/contract/i18n/languages';
// Links sent by email that act on an account: a password reset, and the proof that an address is the
// account's (a new account's, or a new address that replaces the old one only once proven). Each link is
// single-use and short-lived; only a hash of its token is stored. docs/decisions/0028-mail-outbox.md
import { claimGuestBookings } from './guest-claims.repo.ts';
import { randomBytes } from 'node:crypto';
import { UNDO_EMAIL_CHANGE_DAYS } from '@raahi/contract/users';
import { RESET_LINK_MINUTES, RESET_LINK_SENT, type ResetPasswordBody } from '@raahi/contract/account-access';
import type { Db, Tx } from '../../db/client.ts';
import type { AccountTokenPurpose, users } from '../../db/schema.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import {
  admitAttempt,
  COMMON_PASSWORD,
  deleteUserSessions,
  hashPassword,
  hashToken,
  isCommonPassword,
  resendChecks,
  resetRequestChecks,
  tokenChecks,
} from '../auth/index.ts';
import { queueMail, type Message } from '../mail/index.ts';
import { insertAccountToken, insertAccountTokenForEmail, lockUnusedToken, markTokenUsed, useUpTokens } from './account-tokens.repo.ts';
import { findUserByEmail, findUserById, updateUser } from './users.repo.ts';

type UserRow = typeof users.$inferSelect;

export const LINK_INVALID = 'This link is not valid any more: it was used already, or it expired. Please ask for a new one.';
export const TOO_MANY_LINKS = 'Too many emails asked for. Please wait a few minutes and try again.';
export const EMAIL_TAKEN = 'Email already registered.';

const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'reset-password': RESET_LINK_MINUTES * 60_000,
  'verify-email': 24 * 3600_000,
  'undo-email-change': UNDO_EMAIL_CHANGE_DAYS * 24 * 3600_000,
};

/**
 * What a link says: a new account is welcomed; a new or unproven address is asked to confirm; a reset; the
 * old address told of a change to `newEmail`, with the link that undoes it.
 */
type LinkLetter = 'welcome' | 'verify-email' | 'reset-password' | 'undo-email-change';
const PURPOSE: Record<LinkLetter, AccountTokenPurpose> = {
  welcome: 'verify-email',
  'verify-email': 'verify-email',
  'reset-password': 'reset-password',
  'undo-email-change': 'undo-email-change',
};

/** Makes a single-use token for the account and writes its email to `email`, in the caller's transaction. */
export async function sendAccountLink(
  tx: Db,
  user: Pick<UserRow, 'id' | 'firstName' | 'language'>,
  email: string,
  letter: LinkLetter,
  newEmail = '',
) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const purpose = PURPOSE[letter];
  await insertAccountToken(tx, { tokenHash, userId: user.id, purpose, email, expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]) });
  const name = user.firstName;
  const message: Message =
    letter === 'verify-email'
      ? { template: letter, data: { name, token, email } }
      : letter === 'undo-email-change'
        ? { template: letter, data: { name, token, newEmail } }
        : { template: letter, data: { name, token } };
  await queueMail(tx, email, `${purpose}:${tokenHash}`, message, user.language);
}

/**
 * POST /api/users/password/forgot: the same answer, after the same work, whether or not an account has the
 * address (so its time tells nothing): a token is made and hashed, the account is looked up, the token row
 * is inserted for it (a statement that inserts nothing when there is none) and one message goes to the
 * address: the reset link, or word that no account uses it.
 */
export async function requestPasswordReset(db: Db, attempts: AttemptCounter, email: string, address: string, language: Language) {
  const lower = email.toLowerCase();
  // every request counts, sent or not: the counts are never taken back
  await admitAttempt(attempts, resetRequestChecks(lower, address), TOO_MANY_LINKS);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + LIFETIME_MS['reset-password']);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, lower);
    await insertAccountTokenForEmail(tx, { tokenHash, purpose: 'reset-password', email: lower, expiresAt });
    const message: Message = user
      ? { template: 'reset-password', data: { name: user.firstName, token } }
      : { template: 'reset-no-account', data: { email: lower } };
    // the account's language; an address no account uses is answered in the asking page's
    await queueMail(tx, lower, `reset-password:${tokenHash}`, message, user?.language ?? language);
  });
  return { message: RESET_LINK_SENT };
}

/** The unused, unexpired token of a link, locked; anything else is the one refusal. */
async function followLink(tx: Tx, token: string, purpose: AccountTokenPurpose) {
  const row = await lockUnusedToken(tx, hashToken(token), purpose);
  if (!row || row.expiresAt <= new Date()) throw new AppError(400, 'invalid_token', LINK_INVALID);
  return row;
}

/**
 * POST /api/users/password/reset: sets the password with a reset link (once; every reset link of the account
 * is used up), ends every session of the account, and answers the account to sign in. Following the link
 * proves the address it was sent to.
 */
export async function resetPassword(db: Db, attempts: AttemptCounter, body: ResetPasswordBody, address: string): Promise<UserRow> {
  const attempt = await admitAttempt(attempts, tokenChecks(address), 'Too many tries. Please wait a few minutes and try again.');
  if (isCommonPassword(body.password)) throw badRequest(`Please check password: ${COMMON_PASSWORD}`, { password: COMMON_PASSWORD });
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const link = await followLink(tx, body.token, 'reset-password');
    const account = (await findUserById(tx, link.userId))!;
    await useUpTokens(tx, link.userId, 'reset-password');
    await deleteUserSessions(tx, link.userId);
    const proven = account.email === link.email && !account.emailVerifiedAt;
    return (await updateUser(tx, link.userId, { passwordHash, ...(proven ? { emailVerifiedAt: new Date() } : {}) }))!;
  });
  await attempt.succeeded();
  return user;
}

/** POST /api/users/verify-email: proves the address the link was sent to; a pending new address becomes the email. */
export async function verifyEmail(db: Db, attempts: AttemptCounter, token: string, address: string) {
  const attempt = await admitAttempt(attempts, tokenChecks(address), 'Too many tries. Please wait a few minutes and try again.');
  const message = await db
    .transaction(async (tx) => {
      const link = await followLink(tx, token, 'verify-email');
      const account = (await findUserById(tx, link.userId))!;
      await markTokenUsed(tx, link.tokenHash);
      if (link.email === account.email) {
        await updateUser(tx, account.id, { emailVerifiedAt: account.emailVerifiedAt ?? new Date() });
        await claimGuestBookings(tx, account.id, link.email);
        return 'Thank you: your email address is confirmed.';
      }
      // a link to an address asked for earlier and replaced since proves nothing
      if (link.email !== account.pendingEmail) throw new AppError(400, 'invalid_token', LINK_INVALID);
      const other = await findUserByEmail(tx, link.email);
      if (other) throw conflict(EMAIL_TAKEN, 'email_taken');
      await updateUser(tx, account.id, { email: link.email, pendingEmail: null, emailVerifiedAt: new Date() });
      await claimGuestBookings(tx, account.id, link.email);
      return `Thank you: your account's email is now ${link.email}.`;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict(EMAIL_TAKEN, 'email_taken') : err;
    });
  await attempt.succeeded();
  return { message };
}

/** POST /api/users/verify-email/resend: a new link to the pending address, or to the email while it is unproven. */
export async function resendVerification(db: Db, attempts: AttemptCounter, userId: string) {
  await admitAttempt(attempts, resendChecks(userId), TOO_MANY_LINKS);
  const user = (await findUserById(db, userId))!;
  const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
  if (!email) return { message: 'Your email address is already confirmed.' };
  await db.transaction((tx) => sendAccountLink(tx, user, email, 'verify-email'));
  return { message: `We have sent a new link to ${email}.` };
}

/**
 * POST /api/users/email/undo: the link sent to the old address when a new email was asked for. Once, within
 * its days: the old address is the account's email again (proven: its owner followed the link), a pending
 * change is dropped with every unused link of the account (one sent to the new address could confirm it or
 * reset the password), and every session ends, the one that asked included.
 */
export async function undoEmailChange(db: Db, attempts: AttemptCounter, token: string, address: string) {
  const attempt = await admitAttempt(attempts, tokenChecks(address), 'Too many tries. Please wait a few minutes and try again.');
  const message = await db
    .transaction(async (tx) => {
      const link = await followLink(tx, token, 'undo-email-change');
      const account = (await findUserById(tx, link.userId))!;
      if (account.email !== link.email && (await findUserByEmail(tx, link.email))) throw conflict(EMAIL_TAKEN, 'email_taken');
      for (const purpose of ['undo-email-change', 'verify-email', 'reset-password'] as const) await useUpTokens(tx, account.id, purpose);
      await updateUser(tx, account.id, { email: link.email, pendingEmail: null, emailVerifiedAt: new Date() });
      await deleteUserSessions(tx, account.id);
      return `Done: your account's email is ${link.email}, as before, and every session has been signed out. If you did not ask for the change, reset your password now.`;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict(EMAIL_TAKEN, 'email_taken') : err;
    });
  await attempt.succeeded();
  return { message };
}
