import type { GrievanceListQuery } from '@raahi/contract/grievances';
import type { Actor } from '@raahi/contract/rules/access';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { pageOfRows } from '../../db/rows.ts';
import { cabBookings, grievanceMessages, grievances, hotelBookings, tourBookings } from '../../db/schema.ts';
import { runBy } from '../listings/index.ts';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceMessageRow = typeof grievanceMessages.$inferSelect;
type NewMessage = Pick<typeof grievanceMessages.$inferInsert, 'fromSide' | 'authorId' | 'authorName' | 'text'>;

export async function insertGrievance(db: Db, values: typeof grievances.$inferInsert, first: NewMessage) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(grievances).values(values).returning();
    await tx.insert(grievanceMessages).values({ ...first, grievanceId: row!.id });
    return row!;
  });
}

export const findGrievance = async (db: Db, id: string) => (await db.select().from(grievances).where(eq(grievances.id, id)).limit(1))[0];

/** The listing it is about, as the access policy reads it. */
export const findGrievanceListing = async (db: Db, id: string) =>
  (await db.select({ kind: grievances.kind, listingId: grievances.listingId }).from(grievances).where(eq(grievances.id, id)).limit(1))[0];

/** The account that raised a complaint (null: raised signed out), or undefined when there is no such complaint. */
export async function findGrievanceRaiser(db: Db, id: string): Promise<string | null | undefined> {
  const [row] = await db.select({ userId: grievances.userId }).from(grievances).where(eq(grievances.id, id)).limit(1);
  return row?.userId;
}

/** The listing and the guest of a booking of any kind (ids are unique across the three tables). */
export async function bookingListing(db: Db, id: string): Promise<{ kind: BookingKind; listingId: string; userId: string } | undefined> {
  const rows = await db.execute(sql`
    select 'hotel' as kind, hotel_id as listing_id, user_id from ${hotelBookings} where id = ${id}
    union all select 'cab', cab_id, user_id from ${cabBookings} where id = ${id}
    union all select 'tour', tour_id, user_id from ${tourBookings} where id = ${id}
    limit 1`);
  const row = rowsOf<{ kind: BookingKind; listing_id: string; user_id: string }>(rows)[0];
  return row && { kind: row.kind, listingId: row.listing_id, userId: row.user_id };
}

export const pageOfMyGrievances = (db: Db, userId: string, q: { page?: number; limit?: number }) =>
  pageOfRows(db, grievances, eq(grievances.userId, userId), [desc(grievances.lastActivityAt)], q);

/**
 * The queue: overdue tickets first (past the resolution date, or unacknowledged past the acknowledgement
 * date; the same test as isOverdue), then the open ones by their nearest deadline, resolved ones last.
 */
export function pageOfQueue(db: Db, actor: Actor, q: GrievanceListQuery) {
  const g = grievances;
  const now = sql`${new Date().toISOString()}::timestamptz`;
  // a ticket about no listing is Raahi's own: only admins see it (runBy answers every row to them)
  const where: (SQL | undefined)[] = [actor.role === 'admin' ? undefined : runBy(actor, g)];
  if (q.status) where.push(eq(g.status, q.status));
  if (q.topic) where.push(eq(g.topic, q.topic));
  const overdue = sql`(${g.resolvedAt} is null and (${g.resolveBy} < ${now} or (${g.acknowledgedAt} is null and ${g.acknowledgeBy} < ${now})))`;
  const order = [
    sql`${g.resolvedAt} is not null`,
    sql`${overdue} desc`,
    sql`case when ${g.acknowledgedAt} is null then ${g.acknowledgeBy} else ${g.resolveBy} end`,
    desc(g.resolvedAt),
  ];
  return pageOfRows(db, g, and(...where), order, q);
}

/** The messages of each ticket, oldest first. */
export async function messagesOf(db: Db, ids: string[]): Promise<Map<string, GrievanceMessageRow[]>> {
  const byTicket = new Map<string, GrievanceMessageRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byTicket;
  const rows = await db
    .select()
    .from(grievanceMessages)
    .where(inArray(grievanceMessages.grievanceId, ids))
    .orderBy(asc(grievanceMessages.createdAt), asc(grievanceMessages.id));
  for (const m of rows) byTicket.get(m.grievanceId)!.push(m);
  return byTicket;
}

/**
 * Adds a message unless the ticket is resolved (checked in the same statement); undefined when it was.
 * The staff side's first message acknowledges the ticket and makes its author the handler.
 */
export async function addMessage(db: Db, id: string, message: NewMessage) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const staff = message.fromSide === 'staff';
    const [row] = await tx
      .update(grievances)
      .set({
        status: staff ? 'answered' : 'open',
        lastActivityAt: now,
        updatedAt: now,
        ...(staff && {
          acknowledgedAt: sql`coalesce(${grievances.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
          handlerId: sql`coalesce(${grievances.handlerId}, ${message.authorId}::uuid)`,
          handlerName: sql`coalesce(${grievances.handlerName}, ${message.authorName})`,
        }),
      })
      .where(and(eq(grievances.id, id), isNull(grievances.resolvedAt)))
      .returning();
    if (!row) return undefined;
    await tx.insert(grievanceMessages).values({ ...message, grievanceId: id });
    return row;
  });
}

/** Resolves an unresolved ticket with its outcome (undefined when it was resolved already). */
export async function resolve(db: Db, id: string, by: { id: string; name: string }, outcome: string) {
  const now = new Date();
  const [row] = await db
    .update(grievances)
    .set({
      status: 'resolved',
      outcome,
      resolvedAt: now,
      acknowledgedAt: sql`coalesce(${grievances.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
      handlerId: sql`coalesce(${grievances.handlerId}, ${by.id}::uuid)`,
      handlerName: sql`coalesce(${grievances.handlerName}, ${by.name})`,
      lastActivityAt: now,
      updatedAt: now,
    })
    .where(and(eq(grievances.id, id), isNull(grievances.resolvedAt)))
    .returning();
  return row;
}
