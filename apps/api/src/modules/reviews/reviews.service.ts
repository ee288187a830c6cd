// Reviews from real stays (decisions 0029, 0042): written by the booking's guest once it ended, published at
// once unless the moderation rule holds it, answered once by the listing's provider, published, hidden with a
// reason or shown again by content managers. Every write that changes what is published recomputes the
// listing's rating from its published reviews in the same transaction (refreshListingRating).
import type { ModeratedReview, Review, ReviewInput, WrittenReview } from '@raahi/contract/reviews';
import type { Actor } from '@raahi/contract/rules/access';
import { holdReason } from '@raahi/contract/rules/review-moderation';
import { bookingEndsAt, reviewRefusal, type ReviewKind } from '@raahi/contract/rules/reviews';
import type { Db } from '../../db/client.ts';
import { refusalError } from '../../http/authorize.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { timestamps } from '../../lib/timestamps.ts';
import { listingNames, liveListingName } from '../listings/index.ts';
import {
  findReview,
  findReviewableBooking,
  findWithAuthor,
  hide,
  insertReview,
  publish,
  unhide,
  pageOfListingReviews,
  pageOfStaffReviews,
  pageOfUserReviews,
  setReply,
  withListingRating,
  type ReviewableBooking,
  type ReviewWithAuthor,
} from './reviews.repo.ts';

const endOf = (b: ReviewableBooking): Date =>
  bookingEndsAt(
    b.kind === 'cab'
      ? { kind: 'cab', dropoff: new Date(b.dropoffMs!) }
      : b.kind === 'hotel'
        ? { kind: 'hotel', checkOutDate: b.day! }
        : { kind: 'tour', bookingDate: b.day!, days: b.days! },
  );

const bookingMissing = () => notFound('Booking');
const reviewMissing = () => notFound('Review');

export async function writeReview(db: Db, actor: Actor, body: ReviewInput): Promise<WrittenReview> {
  const booking = isId(body.bookingId) ? await findReviewableBooking(db, body.bookingId) : undefined;
  if (!booking) throw bookingMissing();
  const refusal = reviewRefusal(actor, { ...booking, endsAt: endOf(booking) });
  if (refusal) throw refusalError(refusal);
  const ref = { kind: booking.kind, id: booking.listingId };
  const row = await withListingRating(db, ref, (tx) =>
    insertReview(tx, {
      kind: booking.kind,
      listingId: booking.listingId,
      bookingId: body.bookingId,
      userId: actor.id,
      rating: body.rating,
      text: body.text,
      stayedOn: booking.firstDay,
      heldReason: holdReason(body.text),
    }),
  );
  if (!row) throw conflict('You have already reviewed this booking.', 'already_reviewed');
  const { hidden: _, ...written } = await wireOf(db, row.id);
  return written;
}

export async function listingReviews(db: Db, kind: ReviewKind, id: string, q: { page?: number; limit?: number }) {
  if (!isId(id) || (await liveListingName(db, { kind, id })) === undefined)
    throw notFound(kind === 'hotel' ? 'Hotel' : kind === 'cab' ? 'Cab' : 'Tour');
  return toWirePage(db, await pageOfListingReviews(db, { kind, id }, q), false);
}

export const myReviews = async (db: Db, actor: Actor, q: { page?: number; limit?: number }) =>
  toWirePage(db, await pageOfUserReviews(db, actor.id, q), true);

export const staffReviews = async (db: Db, actor: Actor, q: { page?: number; limit?: number; kind?: ReviewKind; held?: boolean }) =>
  toWirePage(db, await pageOfStaffReviews(db, actor, q), true);

export async function reply(db: Db, actor: Actor, id: string, text: string): Promise<ModeratedReview> {
  // in one transaction with the audit entry that records it (db/change-notes.ts recordBeforeCommit)
  if (!(await db.transaction((tx) => setReply(tx, id, text, actor.id)))) {
    if (!(await findReview(db, id))) throw reviewMissing();
    throw conflict('This review has a reply already.', 'already_replied');
  }
  return moderatedReview(db, id);
}

/** A moderation step on one review, with the listing's figures recomputed; `refusal` when it does not apply. */
async function moderate(db: Db, id: string, step: (tx: Db) => Promise<unknown>, refusal: () => Error): Promise<ModeratedReview> {
  const found = isId(id) ? await findReview(db, id) : undefined;
  if (!found) throw reviewMissing();
  if (!(await withListingRating(db, { kind: found.kind, id: found.listingId }, step))) throw refusal();
  return moderatedReview(db, id);
}

export const hideReview = (db: Db, actor: Actor, id: string, reason: string) =>
  moderate(
    db,
    id,
    (tx) => hide(tx, id, reason, actor.id),
    () => conflict('This review is hidden already.', 'already_hidden'),
  );

export const unhideReview = (db: Db, id: string) =>
  moderate(
    db,
    id,
    (tx) => unhide(tx, id),
    () => conflict('This review is not hidden.', 'not_hidden'),
  );

export const publishReview = (db: Db, id: string) =>
  moderate(
    db,
    id,
    (tx) => publish(tx, id),
    () => conflict('This review is published already.', 'not_held'),
  );

// ---- the wire ----

const hiddenOf = (r: ReviewWithAuthor['review']): ModeratedReview['hidden'] =>
  r.hiddenAt ? { reason: r.hiddenReason ?? '', at: r.hiddenAt.toISOString() } : null;
const heldOf = (r: ReviewWithAuthor['review']): ModeratedReview['held'] => (r.heldReason !== null ? { reason: r.heldReason } : null);

/** A page on the wire; `moderated` adds whether and why each review is held or hidden (the back-office's and the author's view). */
async function toWirePage(db: Db, { rows, total }: { rows: ReviewWithAuthor[]; total: number }, moderated: boolean) {
  const nameOf = await listingNames(
    db,
    rows.map(({ review: r }) => ({ kind: r.kind, id: r.listingId })),
  );
  const items = rows.map((row) => ({
    ...toWire(row, nameOf),
    ...(moderated && { held: heldOf(row.review), hidden: hiddenOf(row.review) }),
  }));
  return { items: items as ModeratedReview[], total };
}

function toWire({ review: r, firstName, lastName }: ReviewWithAuthor, nameOf: (ref: { kind: ReviewKind; id: string }) => string): Review {
  return {
    _id: r.id,
    kind: r.kind,
    listing: { _id: r.listingId, name: nameOf({ kind: r.kind, id: r.listingId }) },
    bookingId: r.bookingId,
    rating: r.rating,
    text: r.text,
    author: lastName ? `${firstName} ${lastName.slice(0, 1).toUpperCase()}.` : firstName,
    verified: true,
    stayedOn: r.stayedOn,
    reply: r.replyText !== null && r.repliedAt ? { text: r.replyText, createdAt: r.repliedAt.toISOString() } : null,
    ...timestamps(r),
  };
}

async function wireOf(db: Db, id: string) {
  const row = await findWithAuthor(db, id);
  if (!row) throw reviewMissing();
  const nameOf = await listingNames(db, [{ kind: row.review.kind, id: row.review.listingId }]);
  return { ...toWire(row, nameOf), held: heldOf(row.review), hidden: hiddenOf(row.review) };
}

const moderatedReview = (db: Db, id: string): Promise<ModeratedReview> => wireOf(db, id);
