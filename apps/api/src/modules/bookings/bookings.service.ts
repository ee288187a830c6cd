// Acting on existing bookings, whatever their kind: the visitor's actions, the back-office's status
// changes, and whose bookings a list shows. Who may call what is the endpoint's access rule
// (packages/contract/src/bookings.ts), checked before these run; the booking it names arrives as `booking`.
import type { BookingActionBody, BookingActionResult } from '@raahi/contract/bookings';
import type { Actor } from '@raahi/contract/rules/access';
import { cancellerOf, cancelsForGuest, type BookingKind, type BookingStatus } from '@raahi/contract/rules/booking-actions';
import type { BookingAction } from '@raahi/contract/rules/booking-operations';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toWireHistory } from './booking.wire.ts';
import type { KindPart, Listing } from './booking-routine.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import { findEventByKey } from './booking-events.repo.ts';
import { changeStatus, type StatusChange } from './booking-status.ts';
import type { MoneySide } from './money-side.ts';
import { cancelBooking } from './booking-cancel.ts';
import { historyOf, type ListScope } from './bookings.repo.ts';
import { cabPart } from './cab-bookings.ts';
import { hotelPart } from './hotel-bookings.ts';
import { tourPart } from './tour-bookings.ts';

type Named = BookingSubject;

/**
 * Cancels with the refund the policy gives (in full when the provider cancels), all in one transaction
 * (booking-cancel.ts, with the money side the payments module provides). Staff cancelling someone else's booking are named to the guest with their
 * reason, which the history keeps. A retry with the Idempotency-Key of the cancel that was done changes nothing.
 */
async function cancel(db: Db, money: MoneySide, actor: Actor, booking: Named, change: StatusChange, reason?: string, key?: string) {
  if (key && (await findEventByKey(db, booking, 'cancelled', key))) return;
  const staff = cancelsForGuest(actor, booking) ? { by: cancellerOf(actor, booking.kind), reason: reason || null } : undefined;
  await cancelBooking(db, money, actor, booking, change, staff, key);
}

/** The new path of a staff cancel (POST …/cancel) needs its reason; the specs' status calls may leave it out (decision 0045). */
function requireReason(actor: Actor, booking: Named, reason: string | undefined) {
  if (cancelsForGuest(actor, booking) && !reason)
    throw badRequest('Say why you are cancelling this booking: the guest is told your reason.', { reason: 'Give a reason.' });
}

/** Runs `use` with the part of the booking's kind. */
export function withPart<T>(kind: BookingKind, use: <L extends Listing, S, R>(part: KindPart<L, S, R>) => T): T {
  if (kind === 'hotel') return use(hotelPart);
  if (kind === 'cab') return use(cabPart);
  return use(tourPart);
}

/**
 * POST /api/bookings/{bookingId}/{action}: cancel, confirm, reschedule (with its price: reschedule.service.ts),
 * or only read. Answers the booking as it now is and its history, oldest first.
 */
export function runAction(
  db: Db,
  money: MoneySide,
  actor: Actor,
  booking: Named,
  action: BookingAction,
  body: BookingActionBody,
  idempotencyKey?: string,
): Promise<BookingActionResult> {
  return withPart(booking.kind, async (part) => {
    const row = await part.find(db, booking.id);
    if (!row) throw notFound('Booking');
    if (action === 'cancel') {
      requireReason(actor, booking, body?.reason);
      await cancel(db, money, actor, booking, { op: 'cancel', to: 'Cancelled' }, body?.reason, idempotencyKey);
    }
    if (action === 'confirm') await changeStatus(db, actor, part.kind, booking.id, { op: 'confirm', to: 'Confirmed' });
    const reschedule = action === 'reschedule' ? await money.reschedule(db, actor, booking, body ?? {}) : undefined;
    const now = action === 'history' ? row : ((await part.find(db, booking.id)) ?? row);
    const history = await historyOf(db, part.kind, booking.id);
    return { booking: part.wire(now), history: history.map(toWireHistory), ...(reschedule ? { reschedule } : {}) };
  });
}

/**
 * The back-office's PUT …/status calls, one path per kind: a booking of another kind is not found there.
 * Answers the booking's row after the change.
 */
export async function setStatus<L extends Listing, S, R>(
  db: Db,
  money: MoneySide,
  actor: Actor,
  booking: BookingSubject,
  part: KindPart<L, S, R>,
  to: BookingStatus,
  reason?: string,
): Promise<R> {
  if (booking.kind !== part.kind) throw notFound('Booking');
  if (to === 'Cancelled') await cancel(db, money, actor, booking, { op: 'set-status', to }, reason);
  else await changeStatus(db, actor, part.kind, booking.id, { op: 'set-status', to });
  const row = await part.find(db, booking.id);
  if (!row) throw notFound('Booking');
  return row;
}

/** The back-office's "all bookings" lists: everything for an admin, the bookings of the listing an owner owns. */
export const ownedScope = (actor: Actor): ListScope => (actor.role === 'admin' ? {} : { ownerId: actor.id });
