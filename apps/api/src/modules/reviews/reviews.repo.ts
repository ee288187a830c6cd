import type { Actor } from '@raahi/contract/rules/access';
import { noteChange } from '../../db/change-notes.ts';
import type { BookingKind, BookingStatus } from '@raahi/contract/rules/booking-actions';
import { ratingOf } from '@raahi/contract/rules/reviews';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { cabBookings, hotelBookings, reviews, tourBookings, tours, users } from '../../db/schema.ts';
import { lockListingRating, runBy, setListingRating, type ListingRef } from '../listings/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A booking as a review needs it: whose, its status, its listing, its first day and how it ends. */
export type ReviewableBooking = {
  kind: BookingKind;
  listingId: string;
  userId: string;
  status: BookingStatus;
  firstDay: string;
  /** hotel: the check-out day; tour: the tour date; cab: null */
  day: string | null;
  /** tour: its length in days */
  days: number | null;
  /** cab: the drop-off, ms since the epoch */
  dropoffMs: number | null;
  reviewed: boolean;
};

export async function findReviewableBooking(db: Db, bookingId: string): Promise<ReviewableBooking | undefined> {
  const reviewed = sql`exists (select 1 from ${reviews} r where r.booking_id = b.id)`;
  const result = await db.execute(sql`
    select 'hotel' as kind, b.hotel_id as listing_id, b.user_id, b.status, b.check_in_date::text as first_day,
           b.check_out_date::text as day, null::int as days, null::float8 as dropoff_ms, ${reviewed} as reviewed
      from ${hotelBookings} b where b.id = ${bookingId}
    union all
    select 'cab', b.cab_id, b.user_id, b.status, ((b.pickup_time at time zone 'UTC') + interval '330 minutes')::date::text,
           null, null, extract(epoch from b.dropoff_time) * 1000, ${reviewed}
      from ${cabBookings} b where b.id = ${bookingId}
    union all
    select 'tour', b.tour_id, b.user_id, b.status, b.booking_date::text, b.booking_date::text, t.days, null, ${reviewed}
      from ${tourBookings} b join ${tours} t on t.id = b.tour_id where b.id = ${bookingId}
    limit 1`);
  const row = rowsOf<{
    kind: BookingKind;
    listing_id: string;
    user_id: string;
    status: BookingStatus;
    first_day: string;
    day: string | null;
    days: number | null;
    dropoff_ms: number | string | null;
    reviewed: boolean;
  }>(result)[0];
  return (
    row && {
      kind: row.kind,
      listingId: row.listing_id,
      userId: row.user_id,
      status: row.status,
      firstDay: row.first_day,
      day: row.day,
      days: row.days,
      dropoffMs: row.dropoff_ms === null ? null : Number(row.dropoff_ms),
      reviewed: row.reviewed,
    }
  );
}

/** Published: neither held for moderation nor hidden. Only these are listed and counted. */
const published = and(isNull(reviews.hiddenAt), isNull(reviews.heldReason));

/** Sets a listing's rating and review count from its published reviews (ratingOf). */
export async function refreshListingRating(tx: Db, ref: ListingRef) {
  const [stars] = await tx
    .select({ sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.kind, ref.kind), eq(reviews.listingId, ref.id), published));
  await setListingRating(tx, ref, ratingOf(stars!));
}

/**
 * Runs `change` under the listing's row lock, then sets the listing's figures from its published reviews,
 * in one transaction; undefined from `change` stops (nothing is recomputed), as does a missing listing.
 */
export async function withListingRating<T>(db: Db, ref: ListingRef, change: (tx: Db) => Promise<T | undefined>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockListingRating(tx, ref))) return undefined;
    const result = await change(tx);
    if (result === undefined) return undefined;
    await refreshListingRating(tx, ref);
    return result;
  });
}

/** The new review, or undefined when the booking has one already. */
export async function insertReview(tx: Db, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

export const findReview = async (db: Db, id: string) => (await db.select().from(reviews).where(eq(reviews.id, id)).limit(1))[0];

/** The listing it is about, as the access policy reads it. */
export const findReviewListing = async (db: Db, id: string) =>
  (await db.select({ kind: reviews.kind, listingId: reviews.listingId }).from(reviews).where(eq(reviews.id, id)).limit(1))[0];

type Guard = typeof reviews.replyText | typeof reviews.hiddenAt | typeof reviews.heldReason;

/**
 * Sets `values` (stamped now) on the review only while `guard` is null (or, with `whenSet`, only while it
 * is set), checked in the same statement; the row, or undefined.
 */
async function setOnce(db: Db, id: string, guard: Guard, values: (now: Date) => Partial<ReviewRow>, whenSet = false) {
  const now = new Date();
  const [row] = await db
    .update(reviews)
    .set({ ...values(now), updatedAt: now })
    .where(and(eq(reviews.id, id), whenSet ? isNotNull(guard) : isNull(guard)))
    .returning();
  if (row) noteChange('reviews', id, { [guard.name]: whenSet ? 'set' : null }, values(now));
  return row;
}

/** Sets the provider's reply unless there is one. */
export const setReply = (db: Db, id: string, text: string, by: string) =>
  setOnce(db, id, reviews.replyText, (now) => ({ replyText: text, repliedBy: by, repliedAt: now }));

/** Hides a visible review, keeping the reason. */
export const hide = (tx: Db, id: string, reason: string, by: string) =>
  setOnce(tx, id, reviews.hiddenAt, (now) => ({ hiddenReason: reason, hiddenBy: by, hiddenAt: now }));

/** Shows a hidden review again (it stays held if it was). */
export const unhide = (tx: Db, id: string) =>
  setOnce(tx, id, reviews.hiddenAt, () => ({ hiddenReason: null, hiddenBy: null, hiddenAt: null }), true);

/** Publishes a review held for moderation. */
export const publish = (tx: Db, id: string) => setOnce(tx, id, reviews.heldReason, () => ({ heldReason: null }), true);

const withAuthor = (db: Db) =>
  db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId));
export type ReviewWithAuthor = { review: ReviewRow; firstName: string; lastName: string };

function pageOf(db: Db, filter: SQL | undefined, q: { page?: number; limit?: number }) {
  const select = withAuthor(db).where(filter).orderBy(desc(reviews.createdAt), desc(reviews.id)).$dynamic();
  return pageOfSelect(select, db.$count(reviews, filter), q);
}

/** A listing's published reviews, newest first. */
export const pageOfListingReviews = (db: Db, ref: ListingRef, q: { page?: number; limit?: number }) =>
  pageOf(db, and(eq(reviews.kind, ref.kind), eq(reviews.listingId, ref.id), published), q);

export const pageOfUserReviews = (db: Db, userId: string, q: { page?: number; limit?: number }) =>
  pageOf(db, eq(reviews.userId, userId), q);

/** The back-office's reviews: those of the listings the actor runs (content managers and admins: all); `held` narrows to those waiting or not. */
export const pageOfStaffReviews = (db: Db, actor: Actor, q: { page?: number; limit?: number; kind?: BookingKind; held?: boolean }) =>
  pageOf(
    db,
    and(
      runBy(actor, reviews, q.kind),
      q.held === undefined ? undefined : q.held ? isNotNull(reviews.heldReason) : isNull(reviews.heldReason),
    ),
    q,
  );

export async function findWithAuthor(db: Db, id: string): Promise<ReviewWithAuthor | undefined> {
  return (await withAuthor(db).where(eq(reviews.id, id)).limit(1))[0];
}
