// Reading, acting on and setting the status of existing bookings, whatever their kind.
import type { AnyBooking, BookingAction, BookingActionResult } from '@raahi/contract/bookings';
import type { Db } from '../../db/client.ts';
import type { BookingKind, BookingStatus } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { toWireCabBooking, toWireHistory, toWireHotelBooking, toWireTourBooking } from '../../wire/booking.ts';
import { canManage, canSee, type Actor, type BookingOwnership } from './access.ts';
import {
  findBookingKind,
  findCabBooking,
  findHotelBooking,
  findTourBooking,
  historyOf,
  type CabBookingRow,
  type HotelBookingRow,
  type TourBookingRow,
} from './bookings.repo.ts';
import { rescheduleCabBooking } from './cab-bookings.service.ts';
import { rescheduleHotelBooking } from './hotel-bookings.service.ts';
import { changeStatus } from './status.ts';
import { rescheduleTourBooking } from './tour-bookings.service.ts';

type Loaded =
  | { kind: 'hotel'; row: HotelBookingRow; own: BookingOwnership; wire: AnyBooking }
  | { kind: 'cab'; row: CabBookingRow; own: BookingOwnership; wire: AnyBooking }
  | { kind: 'tour'; row: TourBookingRow; own: BookingOwnership; wire: AnyBooking };

export async function loadBooking(db: Db, kind: BookingKind, id: string): Promise<Loaded | undefined> {
  if (!isId(id)) return undefined;
  if (kind === 'hotel') {
    const row = await findHotelBooking(db, id);
    return row && { kind, row, own: { kind, userId: row.b.userId, listingOwnerId: row.h.ownerId }, wire: toWireHotelBooking(row) };
  }
  if (kind === 'cab') {
    const row = await findCabBooking(db, id);
    return row && { kind, row, own: { kind, userId: row.b.userId, listingOwnerId: row.c.ownerId }, wire: toWireCabBooking(row) };
  }
  const row = await findTourBooking(db, id);
  return row && { kind, row, own: { kind, userId: row.b.userId, listingOwnerId: null }, wire: toWireTourBooking(row) };
}

/** The booking if the actor may see it; otherwise 404, as if it did not exist. */
async function visibleBooking(db: Db, actor: Actor, id: string, kind?: BookingKind): Promise<Loaded> {
  const k = kind ?? (isId(id) ? await findBookingKind(db, id) : undefined);
  const found = k ? await loadBooking(db, k, id) : undefined;
  if (!found || !canSee(actor, found.own)) throw notFound('Booking');
  return found;
}

/** PUT …/status calls of the back-office: only staff who run the listing; others' bookings are 404. */
export async function setStatusAs(db: Db, actor: Actor, kind: BookingKind, id: string, status: BookingStatus): Promise<AnyBooking> {
  const found = await loadBooking(db, kind, id);
  if (!found || !canManage(actor, found.own)) throw notFound('Booking');
  await changeStatus(db, kind, id, status, actor.id);
  return (await loadBooking(db, kind, id))!.wire;
}

/**
 * POST /api/bookings/{bookingId}/{action}. The guest may cancel, reschedule and read the history of
 * their own booking; confirming is the provider's decision (see docs/decisions/0004-booking-rules.md).
 */
export async function runAction(
  db: Db,
  actor: Actor,
  id: string,
  action: BookingAction,
  body: { date?: string; pickupTime?: string } = {},
): Promise<BookingActionResult> {
  const found = await visibleBooking(db, actor, id);
  if (action === 'cancel') await changeStatus(db, found.kind, id, 'Cancelled', actor.id);
  if (action === 'confirm') {
    if (!canManage(actor, found.own)) throw forbidden('Only the provider can confirm a booking; it stays Pending until they do.');
    await changeStatus(db, found.kind, id, 'Confirmed', actor.id);
  }
  if (action === 'reschedule') {
    if (found.wire.status === 'Cancelled') throw conflict('A cancelled booking cannot be rescheduled.', 'stale_state');
    if (found.kind === 'hotel') await rescheduleHotelBooking(db, found.row, body.date, actor.id);
    if (found.kind === 'tour') await rescheduleTourBooking(db, found.row, body.date, actor.id);
    if (found.kind === 'cab') await rescheduleCabBooking(db, found.row, body.pickupTime, actor.id);
  }
  const now = action === 'history' ? found : (await loadBooking(db, found.kind, id))!;
  const history = await historyOf(db, found.kind, id);
  return { booking: now.wire, history: history.map(toWireHistory) };
}

export async function createdHotelBooking(db: Db, id: string) {
  return toWireHotelBooking((await findHotelBooking(db, id))!);
}
export async function createdCabBooking(db: Db, id: string) {
  return toWireCabBooking((await findCabBooking(db, id))!);
}
export async function createdTourBooking(db: Db, id: string) {
  return toWireTourBooking((await findTourBooking(db, id))!);
}
