// Coupon codes (carried by offers) and their uses.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { couponRedemptions, offers, type BookingKind } from '../../db/schema.ts';

export type CouponRow = typeof offers.$inferSelect;

const byCode = (code: string) => sql`upper(${offers.couponCode}) = upper(${code})`;

export const findCoupon = async (db: Db, code: string): Promise<CouponRow | undefined> =>
  (await db.select().from(offers).where(byCode(code)).limit(1))[0];

/** The offer carrying the code, locked: uses of one code are counted and taken one after the other. */
export const lockCoupon = async (tx: Tx, code: string): Promise<CouponRow | undefined> =>
  (await tx.select().from(offers).where(byCode(code)).for('update'))[0];

/** Uses not released (a booking cancelled before it was paid gives its use back). */
export async function couponUses(db: Db, offerId: string, userId: string | null) {
  const r = couponRedemptions;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byAccount: sql<number>`count(*) filter (where ${r.userId} = ${userId ?? sql`null`})::int`,
    })
    .from(r)
    .where(and(eq(r.offerId, offerId), isNull(r.releasedAt)));
  return { total: Number(row?.total ?? 0), byAccount: Number(row?.byAccount ?? 0) };
}

export async function insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert) {
  await tx.insert(couponRedemptions).values(values);
}

export async function releaseRedemption(db: Db, kind: BookingKind, bookingId: string) {
  await db
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.bookingKind, kind), eq(couponRedemptions.bookingId, bookingId), isNull(couponRedemptions.releasedAt)));
}
