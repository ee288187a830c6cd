import type { Language } from '@raahi/contract/i18n/languages';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { mailOutbox, type MailAttachment } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a message unless one with its key exists; answers the new row's id, or undefined for a repeat. */
export async function insertMessage(
  db: Db,
  values: {
    key: string;
    to: string;
    channel?: OutboxRow['channel'];
    template: string;
    data: Record<string, unknown>;
    attachments: MailAttachment[];
    language: Language;
  },
) {
  const [row] = await db.insert(mailOutbox).values(values).onConflictDoNothing({ target: mailOutbox.key }).returning({ id: mailOutbox.id });
  return row?.id;
}

/** insertMessage for several messages in one statement; answers the new rows' ids (repeats add none). */
export async function insertMessages(
  db: Db,
  values: { key: string; to: string; template: string; data: Record<string, unknown>; attachments: MailAttachment[]; language: Language }[],
) {
  if (!values.length) return [];
  const rows = await db.insert(mailOutbox).values(values).onConflictDoNothing({ target: mailOutbox.key }).returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

export const listMessages = (db: Db, q: { page?: number; limit?: number }) =>
  pageOfSelect(db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).$dynamic(), db.$count(mailOutbox), q);

/**
 * Takes an unsent message for `leaseMs` (counting the attempt): no one else takes it meanwhile, and a
 * process that dies mid-send lets it go when the lease ends. Answers the row, or undefined when it is sent
 * already, taken by another sender, or not there (yet).
 */
export async function claimMessage(db: Db, id: string, leaseMs: number, channel: OutboxRow['channel']) {
  const now = new Date();
  const [row] = await db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.channel, channel),
        isNull(mailOutbox.sentAt),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** Stamps a message sent and drops its link's secret (the data's `token`). */
export async function markSent(db: Db, id: string) {
  await db
    .update(mailOutbox)
    .set({ sentAt: new Date(), claimedUntil: null, lastError: '', data: sql`${mailOutbox.data} - 'token'` })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string) {
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Messages written at least `olderThan` ago and never tried: their send job was lost (or never queued). */
export async function untriedMessages(db: Db, olderThan: Date, channel: OutboxRow['channel'], limit = 500) {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), eq(mailOutbox.channel, channel), eq(mailOutbox.attempts, 0), lt(mailOutbox.createdAt, olderThan)))
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
