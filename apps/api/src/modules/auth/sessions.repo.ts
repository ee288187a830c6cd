import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export async function insertSession(db: Db, values: { tokenHash: string; userId: string; expiresAt: Date; bookingId?: string }) {
  await db.insert(sessions).values(values);
}

/** Sessions past their absolute expiry or not seen since `idleSince`; answers how many were deleted. */
export async function deleteEndedSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

/** The session's user and when it was last seen, if the session exists and has not expired. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, bookingId: sessions.bookingId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionByHash(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteSessionsOfUserExcept(db: Db, userId: string, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}
