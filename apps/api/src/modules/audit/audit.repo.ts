import type { AuditQuery } from '@raahi/contract/audit';
import { and, arrayContains, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows } from '../../db/rows.ts';
import { auditEntries, users } from '../../db/schema.ts';

export type NewAuditEntry = typeof auditEntries.$inferInsert;
export type AuditRow = typeof auditEntries.$inferSelect;

export const insertAuditEntry = async (db: Db, entry: NewAuditEntry) => {
  await db.insert(auditEntries).values(entry);
};

export const userIdByEmail = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0]?.id;

/** Entries matching the search, newest first. `personId` matches the entries made by or about the person. */
export function searchAuditEntries(db: Db, q: AuditQuery & { personId?: string; since?: Date; before?: Date }) {
  const t = auditEntries;
  const filter = and(
    q.personId ? or(eq(t.actorId, q.personId), arrayContains(t.personIds, [q.personId])) : undefined,
    q.listing ? arrayContains(t.listingIds, [q.listing]) : undefined,
    q.booking ? arrayContains(t.bookingIds, [q.booking]) : undefined,
    q.kind ? eq(t.kind, q.kind) : undefined,
    q.since ? gte(t.at, q.since) : undefined,
    q.before ? lt(t.at, q.before) : undefined,
  );
  return pageOfRows(db, t, filter, [desc(t.at)], q);
}

/**
 * Replaces an erased person's id with `pseudonym` in every entry by or about them, and their
 * identifying texts (email, name, phone) inside the entries' values with '[erased]'. The one edit the
 * table's guard lets through, and only inside this transaction.
 */
export async function pseudonymiseEntries(db: Db, personId: string, pseudonym: string, texts: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('raahi.audit_pseudonymise', 'on', true)`);
    const t = auditEntries;
    const mentions = texts.map((text) => sql`(${t.request}::text || ${t.changes}::text) ilike ${'%' + text + '%'}`);
    const rows = await tx
      .select()
      .from(t)
      .where(or(eq(t.actorId, personId), arrayContains(t.personIds, [personId]), ...(mentions as SQL[])));
    for (const row of rows)
      await tx
        .update(t)
        .set(pseudonymised(row, personId, pseudonym, texts))
        .where(eq(t.id, row.id));
    return rows.length;
  });
}

function pseudonymised(row: AuditRow, personId: string, pseudonym: string, texts: string[]) {
  const scrub = (value: unknown): unknown => {
    let s = JSON.stringify(value).split(personId).join(pseudonym);
    for (const text of texts) s = s.split(JSON.stringify(text).slice(1, -1)).join('[erased]');
    return JSON.parse(s) as unknown;
  };
  return {
    actorId: row.actorId === personId ? pseudonym : row.actorId,
    ip: row.actorId === personId ? '' : row.ip,
    personIds: row.personIds.map((id) => (id === personId ? pseudonym : id)),
    request: scrub(row.request) as AuditRow['request'],
    changes: scrub(row.changes) as AuditRow['changes'],
  };
}
