import type { ProfileUpdateBody, RegisterBody, SignInBody } from '@raahi/contract/users';
import type { Db } from '../../db/client.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { findUserByEmail, insertUser, updateUser } from './users.repo.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export const EMAIL_TAKEN = 'Email already registered.';
export const BAD_CREDENTIALS = 'Email or password is incorrect.';
// Failed sign-ins per email and per address within the window before we answer 429.
export const SIGN_IN_LIMITS = { perEmail: 8, perAddress: 40, windowMs: 10 * 60 * 1000 };

/** Registration always makes a plain user, whatever else the body says. */
export async function registerUser(db: Db, body: RegisterBody) {
  const email = body.email.toLowerCase();
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'email_taken');
  try {
    return await insertUser(db, {
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      passwordHash: await hashPassword(body.password),
      role: 'user',
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
}

export async function signIn(db: Db, attempts: AttemptCounter, body: SignInBody, address: string) {
  const email = body.email.toLowerCase();
  const emailKey = `email:${email}`;
  const addressKey = `ip:${address}`;
  if ((await attempts.count(emailKey)) >= SIGN_IN_LIMITS.perEmail || (await attempts.count(addressKey)) >= SIGN_IN_LIMITS.perAddress) {
    throw new AppError(429, 'rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await attempts.hit(emailKey);
    await attempts.hit(addressKey);
    throw new AppError(401, 'bad_credentials', BAD_CREDENTIALS);
  }
  await attempts.reset(emailKey);
  return { user, session: await createSession(db, user.id) };
}

export async function updateProfile(db: Db, userId: string, body: ProfileUpdateBody) {
  const email = body.email.toLowerCase();
  const other = await findUserByEmail(db, email);
  if (other && other.id !== userId) throw conflict(EMAIL_TAKEN, 'email_taken');
  try {
    return (await updateUser(db, userId, { firstName: body.firstName, lastName: body.lastName, email }))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
}
