// The queries of the consistency sweep (sweep.ts): bookings whose money and status disagree.
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { and, eq, exists, gt, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingEvents, payments, refunds } from '../../db/schema.ts';
import { bookingTables } from '../../db/booking-tables.ts';

/**
 * Paid and Cancelled with no refund row: `owed` is the refund its cancellation event recorded (null when it
 * has none, as for a booking cancelled before events were kept).
 */
export async function cancelledWithoutRefund(db: Db, kind: BookingKind, limit: number) {
  const t = bookingTables[kind];
  const owed = db
    .select({ owed: sql<number>`(${bookingEvents.change}->>'refundPaise')::bigint` })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingKind, kind), eq(bookingEvents.bookingId, t.id), eq(bookingEvents.kind, 'cancelled')))
    .limit(1);
  const rows = await db
    .select({ id: t.id, owed: sql<string | null>`(${owed})` })
    .from(t)
    .where(
      and(
        eq(t.status, 'Cancelled'),
        gt(t.paidAmount, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refunds)
            .where(and(eq(refunds.bookingKind, kind), eq(refunds.bookingId, t.id))),
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => ({ id: r.id, owed: r.owed === null ? null : Number(r.owed) }));
}

/** Paid what is due now and still Pending, though the payment was captured before `before`. */
export async function pendingThoughPaid(db: Db, kind: BookingKind, before: Date, limit: number) {
  const t = bookingTables[kind];
  return db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.status, 'Pending'),
        gt(t.paidAmount, 0),
        gte(t.paidAmount, t.payNowAmount),
        exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(
                eq(payments.bookingKind, kind),
                eq(payments.bookingId, t.id),
                eq(payments.status, 'captured'),
                lt(payments.capturedAt, before),
              ),
            ),
        ),
      ),
    )
    .limit(limit);
}
