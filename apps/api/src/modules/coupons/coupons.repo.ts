// Coupon codes (carried by offers) and their uses.
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { couponRedemptions, offers, users, type BookingKind } from '../../db/schema.ts';
import { awaitingPayment, bookingTables } from '../../db/booking-tables.ts';

export type CouponRow = typeof offers.$inferSelect;

const byCode = (code: string) => sql`upper(${offers.couponCode}) = upper(${code})`;

export const findCoupon = async (db: Db, code: string): Promise<CouponRow | undefined> =>
  (await db.select().from(offers).where(byCode(code)).limit(1))[0];

/** The offer carrying the code, locked: uses of one code are counted and taken one after the other. */
export const lockCoupon = async (tx: Tx, code: string): Promise<CouponRow | undefined> =>
  (await tx.select().from(offers).where(byCode(code)).for('update'))[0];

const OFFER_KIND = { hotel: 'Hotel', cab: 'Cab', tour: 'Tour' } as const;

/**
 * The automatic offers of a listing running today (Indian calendar day); locked when `lock` is given, so
 * their uses are counted and taken one after the other like a code's.
 */
export async function automaticOffers(db: Db, kind: BookingKind, listingId: string, today: string, lock?: Tx): Promise<CouponRow[]> {
  const select = (lock ?? db)
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.autoApply, true),
        eq(offers.relatedId, listingId),
        eq(offers.relatedTo, OFFER_KIND[kind]),
        lte(offers.startDate, today),
        gte(offers.endDate, today),
      ),
    )
    .orderBy(offers.id);
  return lock ? select.for('update') : select;
}

/** The redemption's booking is still waiting for its payment (its use is released if it is cancelled or its hold ends). */
const unpaidBooking = (r: typeof couponRedemptions) =>
  sql.join(
    Object.entries(bookingTables).map(
      ([kind, t]) =>
        sql`(${r.bookingKind} = ${kind} and exists (select 1 from ${t} where ${t.id} = ${r.bookingId} and ${awaitingPayment(t)}))`,
    ),
    sql` or `,
  );

/**
 * Uses not released (a booking cancelled before it was paid gives its use back): in all, by the account, and
 * by the account's bookings still waiting for their payment; and whether the account's email is proven.
 */
export async function couponUses(db: Db, offerId: string, userId: string | null) {
  const r = couponRedemptions;
  const mine = sql`${r.userId} = ${userId ?? sql`null`}`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byAccount: sql<number>`count(*) filter (where ${mine})::int`,
      byAccountUnpaid: sql<number>`count(*) filter (where ${mine} and (${unpaidBooking(r)}))::int`,
      emailVerified: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId ?? sql`null`} and ${users.emailVerifiedAt} is not null)`,
    })
    .from(r)
    .where(and(eq(r.offerId, offerId), isNull(r.releasedAt)));
  return {
    total: Number(row?.total ?? 0),
    byAccount: Number(row?.byAccount ?? 0),
    byAccountUnpaid: Number(row?.byAccountUnpaid ?? 0),
    emailVerified: row?.emailVerified === true,
  };
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
