import type { Language } from '@raahi/contract/i18n/languages';
// The one booking routine, for every kind: create (lock → replay → archived → fits → holds that ran out end
// → capacity → the account's unpaid cap → price and insert → history) and reschedule (lock → may this actor,
// in this status → archived → fits → holds that ran out end → capacity → move → history). What differs
// between a hotel, a cab and a tour is the kind's part: how it locks its listing, what it refuses outright,
// how it counts capacity and what one booking holds of an account's unpaid allowance, and how it moves a
// booking (hotel-bookings.ts, cab-bookings.ts, tour-bookings.ts). docs/decisions/0006-booking-routine.md
import type { AnyBooking, BookingActionBody } from '@raahi/contract/bookings';
import type { Actor } from '@raahi/contract/rules/access';
import { bookingRefusal, type BookingKind, type BookingStatus } from '@raahi/contract/rules/booking-actions';
import type { DateProblem } from '@raahi/contract/rules/booking-dates';
import type { CancellationPolicy } from '@raahi/contract/rules/cancellation';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { unpaidBookingsRefusal, unpaidCapRefusal, type UnpaidBookingsCaps } from '@raahi/contract/rules/booking-limits';
import { todayInIndia } from '@raahi/contract/rules/dates';
import type { Db, Tx } from '../../db/client.ts';
import { enforce } from '../../http/authorize.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { lockBooking, unpaidBookings, unpaidHeld, updatePrice, type Guest } from './bookings.repo.ts';
import { recordChange } from './booking-changes.ts';
import { createOnce, type Created } from './idempotency.ts';
import { bookingCharge, redeem, type Charge } from '../coupons/index.ts';
import { moneyColumns, policyOf } from './booking-money.ts';
import { freeRunOutHolds } from './holds.ts';

/** What every listing has: an id and whether it still takes bookings. */
export type Listing = { id: string; archivedAt: Date | null };

/** A booking as the routine sees it: which listing it holds and what it holds there (its slot). */
export type Held<S> = { id: string; listingId: string; slot: S };

/**
 * What one kind of booking adds to the routine. `L` is its locked listing, `S` its slot (a stay, a trip, a
 * tour date with persons), `R` its booking row as read for answers.
 */
export type KindPart<L extends Listing, S, R> = {
  kind: BookingKind;
  /** 'Hotel', as in 'Hotel was not found.' */
  noun: string;
  lock(tx: Tx, listingId: string): Promise<L | undefined>;
  /** a slot the listing can never take (a tour date outside its window): 400 */
  misfit?(listing: L, slot: S): DateProblem | null;
  /** the policy the slot is sold under, when not the listing's own (a hotel's rate plan) */
  policy?(listing: L, slot: S): CancellationPolicy | null;
  /** refuses (409) a slot the listing has no capacity left for; `moving` is left out of the count */
  reserve(tx: Tx, listing: L, slot: S, moving?: string): Promise<void>;
  /** how much of an account's unpaid allowance the slot takes (rules/booking-limits.ts UNPAID_CAPS) */
  holds(slot: S): number;
  /** reads a booking of this kind for answers */
  find(db: Db, id: string): Promise<R | undefined>;
  /** the booking as answered, its words in `language` (English unless said) */
  wire(row: R, language?: Language): AnyBooking;
  held(row: R): Held<S>;
  /** the slot a reschedule asks for (keeping the booking's length); 400 when the body lacks it or it is not bookable */
  requested(row: R, body: NonNullable<BookingActionBody>): S;
  sameSlot(a: S, b: S): boolean;
  /** what the booking's own choices cost in `slot` at the listing's tariff now, with `discount` (paise) off */
  price(listing: L, row: R, slot: S, discount: number): Breakdown;
  /** what the booking keeps of its price besides the totals (a tour's fare parts), stored when it is priced anew */
  storePriceParts?(tx: Tx, bookingId: string, listing: L, slot: S): Promise<void>;
  move(tx: Tx, bookingId: string, slot: S): Promise<void>;
  /** the history note, 'Rescheduled from … to …' */
  moveNote(from: S, to: S): string;
};

/** Throws the 400 for a date problem (the field's message under its name), if any. */
export function refuseDates(problem: DateProblem | null): void {
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.fieldMessage });
}

const noLongerTaking = (noun: string) => conflict(`This ${noun.toLowerCase()} is no longer taking bookings.`, 'unavailable');

/**
 * `guest.email`: the caller's address, when at hand (the new booking's message goes there);
 * `guest.emailVerifiedAt`: when that address was proven (how many unpaid bookings it may hold)
 */
export type Order<S> = {
  guest: Guest & { email?: string; emailVerifiedAt: Date | null };
  listingId: string;
  slot: S;
  idempotencyKey?: string;
};

/**
 * How unpaid bookings are held: for how long (BOOKING_HOLD_MINUTES), and how many one account may hold at
 * once (rules/booking-limits.ts UNPAID_BOOKINGS; tests that are not about it raise it).
 */
export type Holding = { minutes: number; unpaidBookings: UnpaidBookingsCaps };
/** The create call every kind offers: who books, the body, its idempotency key, and how unpaid bookings are held. */
export type CreateKindBooking<Input, R> = (
  db: Db,
  guest: Order<unknown>['guest'],
  input: Input,
  idempotencyKey: string | undefined,
  holding: Holding,
) => Promise<Created<R>>;
/** How a new booking is charged: the kind's price at the locked listing (with a discount), the coupon asked for, the unpaid hold. */
export type Charging<L> = { price: (listing: L) => (discount: number) => Breakdown; code?: string; nights?: number; holding: Holding };
/** What a kind's insert is given: the charge (price lines, coupon) and the money columns every booking stores. */
export type Money = { charge: Charge; columns: ReturnType<typeof moneyColumns> };

/**
 * Books `order.slot` at the listing in one transaction: charges it (the kind's price at the locked listing,
 * less the coupon's discount), has `insert` write the row (the kind's part of a create) and records the
 * coupon's use. A repeated Idempotency-Key answers the first booking instead (see idempotency.ts).
 */
export async function createBooking<
  L extends Listing & { cancellationPolicy: CancellationPolicy | null },
  S,
  R extends { b: { id: string } },
>(
  db: Db,
  part: KindPart<L, S, R>,
  order: Order<S>,
  charging: Charging<L>,
  insert: (tx: Tx, listing: L, money: Money) => Promise<R>,
): Promise<Created<R>> {
  if (!isId(order.listingId)) throw notFound(part.noun);
  return createOnce(db, part.kind, order.guest.id, order.idempotencyKey, async (tx, prior) => {
    const listing = await part.lock(tx, order.listingId);
    // the account's holds are locked here (after the listing's, as always) with the key's look-up: one round trip
    const replay = await prior(tx);
    if (replay) return replay;
    if (!listing) throw notFound(part.noun);
    if (listing.archivedAt) throw noLongerTaking(part.noun);
    refuseDates(part.misfit?.(listing, order.slot) ?? null);
    await freeRunOutHolds(tx, part.kind, listing.id);
    await part.reserve(tx, listing, order.slot);
    await refuseHoarding(tx, part, order, charging.holding.unpaidBookings);
    const { kind } = part;
    const charge = await bookingCharge(tx, {
      kind,
      listingId: listing.id,
      userId: order.guest.id,
      code: charging.code,
      nights: charging.nights,
      price: charging.price(listing),
    });
    const row = await insert(tx, listing, {
      charge,
      columns: moneyColumns(
        charge,
        policyOf(kind, part.policy ? part.policy(listing, order.slot) : listing.cancellationPolicy),
        charging.holding.minutes,
      ),
    });
    await redeem(tx, charge, order.guest.id, kind, row.b.id);
    const event = await recordChange(tx, {
      kind,
      bookingId: row.b.id,
      from: null,
      to: 'Pending',
      by: order.guest.id,
      note: 'Booked',
      event: 'held',
    });
    return { id: row.b.id, replay: false, row, event };
  });
}

/**
 * One account may hold only so much unpaid at once (rules/booking-limits.ts): so many bookings across the
 * site (fewer while its email is unproven), and so much of each kind. Its bookings are serialised on its
 * own lock, taken after the listing's (createBooking takes it with the key's look-up), and what it already
 * holds is counted under it. A reschedule keeps what a booking holds, so only a create is checked.
 */
async function refuseHoarding<S>(tx: Tx, part: { kind: BookingKind; holds(slot: S): number }, order: Order<S>, caps: UnpaidBookingsCaps) {
  const now = new Date();
  const today = todayInIndia(now);
  const refusal =
    unpaidBookingsRefusal(order.guest.emailVerifiedAt !== null, await unpaidBookings(tx, order.guest.id, today, now), caps) ??
    unpaidCapRefusal(part.kind, await unpaidHeld(tx, part.kind, order.guest.id, today, now), part.holds(order.slot));
  if (refusal) throw conflict(refusal, 'hold_limit');
}

/** Refuses a slot the listing cannot take now: 400 outside its window, 409 when full (`moving` left out of the count). */
/** A booking priced anew for `slot` (a guest's reschedule): its totals and what its kind keeps of the price. */
export async function setPrice<L extends Listing, S, R>(
  tx: Tx,
  part: KindPart<L, S, R>,
  bookingId: string,
  listing: L,
  slot: S,
  price: Breakdown,
) {
  await updatePrice(tx, part.kind, bookingId, price);
  await part.storePriceParts?.(tx, bookingId, listing, slot);
}

export async function refuseSlot<L extends Listing, S, R>(tx: Tx, part: KindPart<L, S, R>, listing: L, slot: S, moving: string) {
  refuseDates(part.misfit?.(listing, slot) ?? null);
  await part.reserve(tx, listing, slot, moving);
}

/** Moves the booking from one slot to another and says so in its history ('Rescheduled from … to …; `note`'). */
export async function moveTo<S>(
  tx: Tx,
  part: Pick<KindPart<Listing, S, unknown>, 'kind' | 'move' | 'moveNote'>,
  b: { id: string; from: S; status: BookingStatus },
  to: S,
  by: string,
  note = '',
) {
  await part.move(tx, b.id, to);
  const said = [part.moveNote(b.from, to), note].filter(Boolean).join('; ');
  await recordChange(tx, { kind: part.kind, bookingId: b.id, from: b.status, to: b.status, by, note: said, event: 'rescheduled' });
}

/**
 * What the money side makes of a move, decided under the locks once the new slot is known to be free: move
 * now (`note` goes into the history), or not yet (a difference is to be paid first).
 */
export type MoveMoney<L, S> = (tx: Tx, listing: L, to: S) => Promise<{ move: boolean; note?: string }>;

/**
 * Moves a booking to `to`. Under the booking's lock the actor's right to reschedule it (and its status: a
 * cancelled booking cannot be rescheduled) is checked again with the policy's own rule; capacity is counted
 * without the booking itself; `money` (payments/reschedule.service.ts) settles the price. The same slot
 * changes nothing. Answers whether the booking moved.
 */
export async function rescheduleBooking<L extends Listing, S, R>(
  db: Db,
  part: KindPart<L, S, R>,
  actor: Actor,
  booking: Held<S>,
  to: S,
  money: MoveMoney<L, S> = async () => ({ move: true }),
): Promise<boolean> {
  if (part.sameSlot(booking.slot, to)) return false;
  return db.transaction(async (tx) => {
    const listing = await part.lock(tx, booking.listingId);
    const facts = await lockBooking(tx, part.kind, booking.id);
    if (!listing || !facts) throw notFound('Booking');
    enforce(bookingRefusal(actor, facts, 'reschedule'));
    if (listing.archivedAt) throw noLongerTaking(part.noun);
    await freeRunOutHolds(tx, part.kind, listing.id, booking.id);
    await refuseSlot(tx, part, listing, to, booking.id);
    const settled = await money(tx, listing, to);
    if (settled.move) await moveTo(tx, part, { id: booking.id, from: booking.slot, status: facts.status }, to, actor.id, settled.note);
    return settled.move;
  });
}
