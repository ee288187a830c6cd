import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** The subject's live code, locked until the caller's transaction ends (tries are counted one at a time). */
export const lockCode = async (db: Db, subject: string): Promise<CodeRow | undefined> =>
  (await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subject, subject)).for('update'))[0];

/**
 * Writes the subject's new code unless one was sent after `notBefore` (then writes nothing); answers the row
 * as it stands, so the caller sees whether it was replaced.
 */
export async function replaceCode(db: Db, row: CodeRow, notBefore: Date): Promise<CodeRow> {
  const [written] = await db
    .insert(oneTimeCodes)
    .values(row)
    .onConflictDoUpdate({
      target: oneTimeCodes.subject,
      set: { codeHash: row.codeHash, wrongTries: 0, sentAt: row.sentAt, expiresAt: row.expiresAt },
      setWhere: sql`${oneTimeCodes.sentAt} <= ${notBefore}`,
    })
    .returning();
  return written ?? (await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subject, row.subject)))[0]!;
}

export const countWrongTry = (db: Db, subject: string) =>
  db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
    .where(eq(oneTimeCodes.subject, subject));

export const deleteCode = (db: Db, subject: string) => db.delete(oneTimeCodes).where(eq(oneTimeCodes.subject, subject));
