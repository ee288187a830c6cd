import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents, users, type ConsentMethod, type ConsentPurpose } from '../../db/schema.ts';

export type ConsentRow = typeof consents.$inferSelect;

export const consentHistory = (db: Db, userId: string): Promise<ConsentRow[]> =>
  db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.at), asc(consents.id));

export async function recordConsent(
  db: Db,
  row: {
    userId: string;
    purpose: ConsentPurpose;
    granted: boolean;
    noticeVersion: string;
    language: string;
    method: ConsentMethod;
    at?: Date;
  },
) {
  await db.insert(consents).values(row);
}

/**
 * The accounts whose latest word on `purpose` is a yes, not erased, with a proven address: the audience of
 * a marketing email. A withdrawal is a later row, so it wins.
 */
export async function consentingAccounts(db: Db, purpose: ConsentPurpose) {
  const latest = db
    .selectDistinctOn([consents.userId], { userId: consents.userId, granted: consents.granted })
    .from(consents)
    .where(eq(consents.purpose, purpose))
    .orderBy(consents.userId, sql`${consents.at} desc`, sql`${consents.id} desc`)
    .as('latest');
  return db
    .select({ id: users.id, firstName: users.firstName, email: users.email, language: users.language })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .where(and(eq(latest.granted, true), sql`${users.erasedAt} is null`, sql`${users.emailVerifiedAt} is not null`));
}
