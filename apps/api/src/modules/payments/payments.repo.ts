// Drizzle for payments and refunds, and for the money columns of the three booking tables.
import { and, desc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import { noteChange } from '../../db/change-notes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couponRedemptions, offers, payments, refunds, users, type BookingKind, type RefundStatus } from '../../db/schema.ts';
import { bookingTables } from '../../db/booking-tables.ts';

const moneyOf = (kind: BookingKind) => {
  const t = bookingTables[kind];
  return {
    id: t.id,
    userId: t.userId,
    status: t.status,
    totalAmount: t.totalAmount,
    payNowAmount: t.payNowAmount,
    discountAmount: t.discountAmount,
    paidAmount: t.paidAmount,
    refundedAmount: t.refundedAmount,
    holdExpiresAt: t.holdExpiresAt,
    cancellationPolicy: t.cancellationPolicy,
    couponOfferId: t.couponOfferId,
  };
};

export const readBookingMoney = async (db: Db, kind: BookingKind, id: string) =>
  (await db.select(moneyOf(kind)).from(bookingTables[kind]).where(eq(bookingTables[kind].id, id)).limit(1))[0];

/** The booking's money columns with its row locked. */
export const lockBookingMoney = async (tx: Tx, kind: BookingKind, id: string) =>
  (await tx.select(moneyOf(kind)).from(bookingTables[kind]).where(eq(bookingTables[kind].id, id)).for('update'))[0];
export type BookingMoney = NonNullable<Awaited<ReturnType<typeof readBookingMoney>>>;

export async function setBookingMoney(
  tx: Tx,
  kind: BookingKind,
  id: string,
  set: Partial<{
    paidAmount: number;
    refundedAmount: number;
    refundStatus: RefundStatus;
    holdExpiresAt: Date | null;
  }>,
) {
  const t = bookingTables[kind];
  await tx
    .update(t)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(t.id, id));
}

// ---- payments ----

export type PaymentRow = typeof payments.$inferSelect;

export const insertPayment = async (db: Db, values: typeof payments.$inferInsert) =>
  (await db.insert(payments).values(values).returning())[0]!;

export const findPaymentByOrder = async (db: Db, orderId: string) =>
  (await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1))[0];

/** What the hand-off to the gateway's checkout names: the booking's reference and the payer's name, email and mobile. */
export async function findOrderPayer(db: Db, orderId: string) {
  const payment = await findPaymentByOrder(db, orderId);
  if (!payment) return undefined;
  const t = bookingTables[payment.bookingKind];
  const [row] = await db
    .select({
      reference: t.reference,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      guestEmail: users.guestEmail,
      mobile: users.mobile,
    })
    .from(t)
    .innerJoin(users, eq(users.id, payment.userId))
    .where(eq(t.id, payment.bookingId))
    .limit(1);
  return (
    row && {
      userId: payment.userId,
      reference: row.reference,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email || row.guestEmail || '',
      mobile: row.mobile,
    }
  );
}

/** The booking's open order (not yet paid, failed or voided): there is at most one (payments_open_order_key). */
export const findOpenPayment = async (db: Db, kind: BookingKind, bookingId: string) =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingKind, kind), eq(payments.bookingId, bookingId), eq(payments.status, 'created')))
      .limit(1)
  )[0];

/** The booking's open order no longer asks for what is due: it is voided (a capture of it is refunded). */
export async function voidOpenPayment(tx: Tx, kind: BookingKind, bookingId: string) {
  await tx
    .update(payments)
    .set({ status: 'voided', updatedAt: new Date() })
    .where(and(eq(payments.bookingKind, kind), eq(payments.bookingId, bookingId), eq(payments.status, 'created')));
}

export const lockPayment = async (tx: Tx, id: string) => (await tx.select().from(payments).where(eq(payments.id, id)).for('update'))[0];

export async function markPayment(
  db: Db,
  id: string,
  set: Partial<Pick<PaymentRow, 'status' | 'gatewayPaymentId' | 'method' | 'payer' | 'error' | 'capturedAt'>>,
) {
  await db
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** A failed attempt is recorded on an order still open (a later success of the same order wins). */
export async function markFailedIfOpen(db: Db, orderId: string, set: { gatewayPaymentId: string; method: string; error: string }) {
  await db
    .update(payments)
    .set({ status: 'failed', method: set.method, error: set.error, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}

/** Any number will do, as long as nothing else takes two-key advisory locks of this class. */
const PAYER_LOCK_CLASS = 7_310_002;

/**
 * Whether the UPI ID or card `payer` already paid (and kept) a booking that used the coupon `offerId`, other
 * than `booking`. Payments of one payer are checked one after the other (its lock, until the transaction ends).
 */
export async function payerHadCoupon(tx: Tx, payer: string, offerId: string, booking: { kind: BookingKind; id: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYER_LOCK_CLASS}, hashtext(${payer}))`);
  const r = couponRedemptions;
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(r, and(eq(r.bookingKind, payments.bookingKind), eq(r.bookingId, payments.bookingId)))
    .where(
      and(
        eq(payments.payer, payer),
        eq(payments.status, 'captured'),
        eq(payments.error, ''),
        eq(r.offerId, offerId),
        or(ne(payments.bookingKind, booking.kind), ne(payments.bookingId, booking.id)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The coupon terms a capture needs: its code and how often one account may use it. */
export const findCouponTerms = async (tx: Tx, offerId: string) =>
  (await tx.select({ code: offers.couponCode, perAccountLimit: offers.perAccountLimit }).from(offers).where(eq(offers.id, offerId)))[0];

// ---- refunds ----

export type RefundRow = typeof refunds.$inferSelect;

/** The booking's captured payments, newest first, with what each has already had refunded. */
export async function capturedPayments(db: Db, kind: BookingKind, bookingId: string) {
  return db
    .select({
      id: payments.id,
      amount: payments.amount,
      gatewayPaymentId: payments.gatewayPaymentId,
      refunded: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed'), 0)::bigint`,
    })
    .from(payments)
    .where(and(eq(payments.bookingKind, kind), eq(payments.bookingId, bookingId), eq(payments.status, 'captured')))
    .orderBy(desc(payments.capturedAt));
}

export const refundKeyUsed = async (db: Db, key: string) =>
  (
    await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(or(eq(refunds.key, key), like(refunds.key, `${key}|%`)))
      .limit(1)
  ).length > 0;

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const row = (await tx.insert(refunds).values(values).returning())[0]!;
  noteChange('refunds', row.id, null, row);
  return row;
}

/** Refunds not yet handed to the gateway (for one booking, or all), with the gateway's payment id. */
export async function unsentRefunds(db: Db, booking?: { kind: BookingKind; id: string }) {
  return db
    .select({
      id: refunds.id,
      amount: refunds.amount,
      reason: refunds.reason,
      bookingId: refunds.bookingId,
      gatewayPaymentId: payments.gatewayPaymentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        isNull(refunds.gatewayRefundId),
        eq(refunds.status, 'pending'),
        booking ? and(eq(refunds.bookingKind, booking.kind), eq(refunds.bookingId, booking.id)) : undefined,
      ),
    )
    .limit(100);
}

export async function setRefundSent(db: Db, id: string, gatewayRefundId: string, processed: boolean) {
  await db
    .update(refunds)
    .set(processed ? { gatewayRefundId, status: 'processed', processedAt: new Date() } : { gatewayRefundId })
    .where(eq(refunds.id, id));
}

/** The gateway says a refund went through: answers its booking. */
export async function markRefundProcessed(db: Db, gatewayRefundId: string) {
  const [row] = await db
    .update(refunds)
    .set({ status: 'processed', processedAt: new Date() })
    .where(eq(refunds.gatewayRefundId, gatewayRefundId))
    .returning({ bookingKind: refunds.bookingKind, bookingId: refunds.bookingId });
  return row;
}

export async function pendingRefundCount(db: Db, kind: BookingKind, bookingId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(eq(refunds.bookingKind, kind), eq(refunds.bookingId, bookingId), eq(refunds.status, 'pending')));
  return Number(row?.n ?? 0);
}

export async function setRefundStatus(db: Db, kind: BookingKind, bookingId: string, refundStatus: RefundStatus) {
  const t = bookingTables[kind];
  await db.update(t).set({ refundStatus }).where(eq(t.id, bookingId));
}
