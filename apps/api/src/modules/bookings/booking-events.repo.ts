// Drizzle queries of a booking's events and the handlers that completed for them (booking-changes.ts,
// booking-events.jobs.ts).
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { bookingEventFailures, bookingEventHandlings, bookingEvents, type BookingKind } from '../../db/schema.ts';

export type BookingEventRow = typeof bookingEvents.$inferSelect;

export const insertBookingEvent = async (tx: Tx, values: typeof bookingEvents.$inferInsert) =>
  (await tx.insert(bookingEvents).values(values).returning({ id: bookingEvents.id }))[0]!.id;

export const findBookingEvent = async (db: Db, id: string) =>
  (await db.select().from(bookingEvents).where(eq(bookingEvents.id, id)).limit(1))[0];

/** The event and whether `handler` completed for it, in one round trip; undefined when there is no such event. */
export async function findEventToHandle(db: Db, id: string, handler: string) {
  const handled = sql<boolean>`exists (select 1 from ${bookingEventHandlings} where ${bookingEventHandlings.eventId} = ${bookingEvents.id} and ${bookingEventHandlings.handler} = ${handler})`;
  const [row] = await db.select({ event: bookingEvents, handled }).from(bookingEvents).where(eq(bookingEvents.id, id)).limit(1);
  return row;
}

/** The booking's event of `kind` made by a call with Idempotency-Key `key`, if any. */
export const findEventByKey = async (db: Db, booking: { kind: BookingKind; id: string }, kind: string, key: string) =>
  (
    await db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(
        and(
          eq(bookingEvents.bookingKind, booking.kind),
          eq(bookingEvents.bookingId, booking.id),
          eq(bookingEvents.kind, kind),
          eq(bookingEvents.idempotencyKey, key),
        ),
      )
      .limit(1)
  )[0];

/** A booking's events, oldest first. */
export const eventsOfBooking = (db: Db, booking: { kind: BookingKind; id: string }) =>
  db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingKind, booking.kind), eq(bookingEvents.bookingId, booking.id)))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));

/** Events of `kinds` since `since` that `handler` has not completed, oldest first. */
export const eventsNotHandled = (db: Db, handler: string, kinds: readonly string[], since: Date, limit: number) =>
  db
    .select()
    .from(bookingEvents)
    .leftJoin(bookingEventHandlings, and(eq(bookingEventHandlings.eventId, bookingEvents.id), eq(bookingEventHandlings.handler, handler)))
    .where(and(gt(bookingEvents.createdAt, since), inArray(bookingEvents.kind, [...kinds]), isNull(bookingEventHandlings.eventId)))
    .orderBy(asc(bookingEvents.createdAt))
    .limit(limit);

export const handlingsOfEvents = async (db: Db, eventIds: string[]) =>
  eventIds.length === 0 ? [] : db.select().from(bookingEventHandlings).where(inArray(bookingEventHandlings.eventId, eventIds));

export const handlingsOf = (db: Db, eventId: string) =>
  db.select().from(bookingEventHandlings).where(eq(bookingEventHandlings.eventId, eventId));

/**
 * Records that `handler` completed for the event and forgets its failures, in one statement (so at once,
 * without a transaction of its own): false when it had completed before.
 */
export async function completeHandling(db: Db, eventId: string, handler: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      with cleared as (
        delete from ${bookingEventFailures}
        where ${bookingEventFailures.eventId} = ${eventId} and ${bookingEventFailures.handler} = ${handler}
      )
      insert into ${bookingEventHandlings} (event_id, handler) values (${eventId}, ${handler})
      on conflict do nothing
      returning event_id`),
  );
  return rows.length > 0;
}

/** Counts a failed run of `handler` for the event, keeping the message of its last error. */
export async function noteFailure(db: Db, eventId: string, handler: string, message: string) {
  await db
    .insert(bookingEventFailures)
    .values({ eventId, handler, lastError: message })
    .onConflictDoUpdate({
      target: [bookingEventFailures.eventId, bookingEventFailures.handler],
      set: { attempts: sql`${bookingEventFailures.attempts} + 1`, lastError: message, lastFailedAt: new Date() },
    });
}

/** One page of the handlers that failed and have not completed since, with their events, the latest failure first. */
export const failingHandlings = (db: Db, q: { page?: number; limit?: number }) =>
  pageOfSelect(
    db
      .select({ failure: bookingEventFailures, event: bookingEvents })
      .from(bookingEventFailures)
      .innerJoin(bookingEvents, eq(bookingEvents.id, bookingEventFailures.eventId))
      .orderBy(desc(bookingEventFailures.lastFailedAt), asc(bookingEventFailures.eventId), asc(bookingEventFailures.handler))
      .$dynamic(),
    db.$count(bookingEventFailures),
    q,
  );

export const findFailure = async (db: Db, eventId: string, handler: string) =>
  (
    await db
      .select()
      .from(bookingEventFailures)
      .where(and(eq(bookingEventFailures.eventId, eventId), eq(bookingEventFailures.handler, handler)))
      .limit(1)
  )[0];
