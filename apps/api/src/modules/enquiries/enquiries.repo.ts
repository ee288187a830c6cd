import type { EnquiryListQuery } from '@raahi/contract/enquiries';
import type { Actor } from '@raahi/contract/rules/access';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows } from '../../db/rows.ts';
import { enquiries, enquiryMessages, type EnquiryStatus } from '../../db/schema.ts';
import { runBy } from '../listings/index.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryMessageRow = typeof enquiryMessages.$inferSelect;
type NewMessage = Pick<typeof enquiryMessages.$inferInsert, 'fromSide' | 'authorId' | 'authorName' | 'text'>;

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert, first: NewMessage) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(enquiries).values(values).returning();
    await tx.insert(enquiryMessages).values({ ...first, enquiryId: row!.id });
    return row!;
  });
}

export const findEnquiry = async (db: Db, id: string) => (await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1))[0];

/** The listing it is about, as the access policy reads it. */
export const findEnquiryListing = async (db: Db, id: string) =>
  (await db.select({ kind: enquiries.kind, listingId: enquiries.listingId }).from(enquiries).where(eq(enquiries.id, id)).limit(1))[0];

const latestFirst = [desc(enquiries.lastActivityAt)];

export const pageOfMyEnquiries = (db: Db, userId: string, q: { page?: number; limit?: number }) =>
  pageOfRows(db, enquiries, eq(enquiries.userId, userId), latestFirst, q);

/** The inbox of a kind: the enquiries about listings the actor runs. */
export function pageOfInbox(db: Db, actor: Actor, q: EnquiryListQuery) {
  const where: (SQL | undefined)[] = [runBy(actor, enquiries, q.kind)];
  if (q.status) where.push(eq(enquiries.status, q.status));
  return pageOfRows(db, enquiries, and(...where), latestFirst, q);
}

/** Unread enquiries per kind, among the listings the actor runs. */
export async function unreadByKind(db: Db, actor: Actor) {
  const rows = await db
    .select({ kind: enquiries.kind, n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(runBy(actor, enquiries), eq(enquiries.unreadByProvider, true)))
    .groupBy(enquiries.kind);
  return rows;
}

/** The messages of each enquiry, oldest first. */
export async function messagesOf(db: Db, ids: string[]): Promise<Map<string, EnquiryMessageRow[]>> {
  const byEnquiry = new Map<string, EnquiryMessageRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byEnquiry;
  const rows = await db
    .select()
    .from(enquiryMessages)
    .where(inArray(enquiryMessages.enquiryId, ids))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  for (const m of rows) byEnquiry.get(m.enquiryId)!.push(m);
  return byEnquiry;
}

export async function markReadByProvider(db: Db, id: string) {
  const [row] = await db.update(enquiries).set({ unreadByProvider: false }).where(eq(enquiries.id, id)).returning();
  return row;
}

/** Adds the provider's answer unless the enquiry is closed (checked in the same statement); undefined when it was. */
export async function addAnswer(db: Db, id: string, message: NewMessage) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(enquiries)
      .set({ status: 'answered', unreadByProvider: false, lastActivityAt: now, updatedAt: now })
      .where(and(eq(enquiries.id, id), sql`${enquiries.status} <> 'closed'`))
      .returning();
    if (!row) return undefined;
    await tx.insert(enquiryMessages).values({ ...message, enquiryId: id });
    return row;
  });
}

export async function setEnquiryStatus(db: Db, id: string, status: EnquiryStatus) {
  const [row] = await db.update(enquiries).set({ status, updatedAt: new Date() }).where(eq(enquiries.id, id)).returning();
  return row;
}
