import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import {
  deleteEndedSessions,
  deleteSessionByHash,
  deleteSessionsOfUser,
  deleteSessionsOfUserExcept,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.repo.ts';

export const IDLE_TIMEOUT_MS = 14 * 24 * 3600 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/** sha256 of a secret token in a cookie or a link: what is stored instead of the token */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `onlyBooking`: the session reaches that booking only (a guest's; rules/access.ts) */
export type SessionUser = typeof users.$inferSelect & { onlyBooking?: string | null };

/** A new session of the account; with `onlyBooking`, one limited to that booking (decision 0076). */
export async function createSession(db: Db, userId: string, onlyBooking?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ABSOLUTE_TIMEOUT_MS);
  await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt, ...(onlyBooking && { bookingId: onlyBooking }) });
  return { token, expiresAt };
}

/** The signed-in user for a cookie token, or null when the session is unknown, expired or idle too long. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const row = await findLiveSession(db, tokenHash, now);
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > IDLE_TIMEOUT_MS) {
    await deleteSessionByHash(db, tokenHash);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await touchSession(db, tokenHash, now);
  return { ...row.user, onlyBooking: row.bookingId };
}

/** Deletes sessions that can no longer be used (the background job `sessions.purge`); answers how many. */
export async function purgeEndedSessions(db: Db, now = new Date()): Promise<number> {
  return deleteEndedSessions(db, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
}

export async function deleteSession(db: Db, token: string) {
  await deleteSessionByHash(db, hashToken(token));
}

export async function deleteUserSessions(db: Db, userId: string) {
  await deleteSessionsOfUser(db, userId);
}

/** Ends every session of the account except the one whose token is given (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string) {
  await deleteSessionsOfUserExcept(db, userId, hashToken(keepToken));
}
