// Booking calls of both specs, served from the contract's rows (packages/contract/src/bookings.ts): the
// visitor's create, list and act calls, and the providers' and admins' lists and status changes.
import { requestLanguage } from '../../http/language.ts';
import * as api from '@raahi/contract/bookings';
import * as quoteApi from '@raahi/contract/quote';
import * as findApi from '@raahi/contract/find-booking';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { UNPAID_BOOKINGS } from '@raahi/contract/rules/booking-limits';
import type { BookingSubject } from '../../http/authorize.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../plugins/rate-limits.ts';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { toWireCabBooking, toWireHotelBooking, toWireTourBooking } from './booking.wire.ts';
import { listCabBookings, listHotelBookings, listTourBookings } from './bookings.repo.ts';
import { DEFAULT_HOLD_MINUTES } from './booking-money.ts';
import type { Holding } from './booking-routine.ts';
import { ownedScope, runAction, setStatus, withPart } from './bookings.service.ts';
import { sendBookingCode, verifyBookingCode } from './find-booking.ts';
import { dispatchNewEvent, dispatchSoon } from './booking-events.jobs.ts';
import { moneySideOf } from './money-side.ts';
import { cabPart, createCabBooking } from './cab-bookings.ts';
import type { Created } from './idempotency.ts';
import { createHotelBooking, hotelPart } from './hotel-bookings.ts';
import { quoteBooking } from './quote.ts';
import { bookerOf, startBookingSession } from './guest-booker.ts';
import { createTourBooking, tourPart } from './tour-bookings.ts';

/** How long an unpaid booking holds its capacity (BOOKING_HOLD_MINUTES). */
export const holdMinutesOf = (app: FastifyInstance) => app.config.payments?.holdMinutes ?? DEFAULT_HOLD_MINUTES;
const holdingOf = (app: FastifyInstance): Holding => ({
  minutes: holdMinutesOf(app),
  unpaidBookings: app.config.unpaidBookings ?? UNPAID_BOOKINGS,
});

const codeCaller = (app: FastifyInstance, request: FastifyRequest) => ({
  attempts: app.attempts,
  secret: app.sessionSecret,
  address: addressKey(request.ip),
});

/** The user a list is of; the policy let only them or an admin through, and an admin's malformed id names no one. */
function userOf(id: string): string {
  if (!isId(id)) throw notFound('User');
  return id;
}

/** 201 for a new booking; 200 when an Idempotency-Key replays an earlier one. Answers the booking's row. */
async function created<R>(reply: FastifyReply, c: Created<R>, find: (id: string) => Promise<R | undefined>): Promise<R> {
  if (c.replay) {
    reply.status(200);
    reply.header('idempotent-replayed', 'true');
  }
  return c.row ?? (await find(c.id))!;
}

/**
 * Counts a create call for /metrics: a new booking, or a refusal by its error code (sold_out, unavailable, …).
 * A new booking's messages follow from its event.
 */
async function counted<R>(app: FastifyInstance, kind: BookingKind, create: () => Promise<Created<R>>): Promise<Created<R>> {
  try {
    const c = await create();
    if (!c.replay) {
      app.metrics.bookingCreated(kind);
      await (c.event ? dispatchNewEvent(app, { id: c.event, kind: 'held' }) : dispatchSoon(app, { kind, id: c.id }));
    }
    return c;
  } catch (err) {
    app.metrics.bookingRefused(kind, err instanceof AppError ? err.code : 'error');
    throw err;
  }
}

/** A back-office status change; what follows from it (a refund, its credit note) runs from its events. */
async function statusSet<R>(app: FastifyInstance, subject: BookingSubject, set: () => Promise<R>): Promise<R> {
  const row = await set();
  await dispatchSoon(app, subject);
  return row;
}

export const bookingRoutes = [
  // ---- a visitor's own bookings ----
  route(api.createTourBooking, async ({ app, db, actor, body, headers, request, reply }) => {
    const { booker, isGuest } = await bookerOf(app, request, actor, body.guest, 'tour', headers['idempotency-key']);
    const c = await counted(app, 'tour', () => createTourBooking(db, booker, body, headers['idempotency-key'], holdingOf(app)));
    if (isGuest) await startBookingSession(app, reply, booker.id, c.id);
    return toWireTourBooking(await created(reply, c, (id) => tourPart.find(db, id)));
  }),
  route(api.createHotelBooking, async ({ app, db, actor, body, headers, request, reply, changed }) => {
    const { booker, isGuest } = await bookerOf(app, request, actor, body.guest, 'hotel', headers['idempotency-key']);
    const stay = isGuest ? { ...body, guestName: body.guestName || body.guest!.name, mobile: body.mobile || body.guest!.mobile } : body;
    const c = await counted(app, 'hotel', () => createHotelBooking(db, booker, stay, headers['idempotency-key'], holdingOf(app)));
    if (isGuest) await startBookingSession(app, reply, booker.id, c.id);
    const booking = toWireHotelBooking(await created(reply, c, (id) => hotelPart.find(db, id)));
    // only hotel searches with a night of this stay read what it took (a replay took nothing)
    changed(c.replay ? [] : [{ nights: { from: booking.checkInDate, to: booking.checkOutDate } }]);
    return { ...booking, message: booking };
  }),
  route(api.createCabBooking, async ({ app, db, actor, body, headers, request, reply }) => {
    const { booker, isGuest } = await bookerOf(app, request, actor, body.guest, 'cab', headers['idempotency-key']);
    const c = await counted(app, 'cab', () => createCabBooking(db, booker, body, headers['idempotency-key'], holdingOf(app)));
    if (isGuest) await startBookingSession(app, reply, booker.id, c.id);
    return toWireCabBooking(await created(reply, c, (id) => cabPart.find(db, id)));
  }),
  // ---- 'Find my booking' ----
  route(findApi.findBooking, async ({ db, app, body, request }) => sendBookingCode(db, body, codeCaller(app, request))),
  route(findApi.verifyFindBooking, async ({ db, app, actor, body, request, reply }) => {
    const b = await verifyBookingCode(db, body, codeCaller(app, request));
    // its owner signed in already keeps their whole session
    if (actor?.id !== b.userId) await startBookingSession(app, reply, b.userId, b.id);
    return withPart(b.kind, async (part) => part.wire((await part.find(db, b.id))!, requestLanguage(request)));
  }),
  route(quoteApi.getQuote, async ({ db, app, actor, body, request }) =>
    quoteBooking(db, actor?.id ?? null, body, holdMinutesOf(app), requestLanguage(request)),
  ),
  // a person's own bookings: their terms in words in the reader's language
  route(api.listUserHotelBookings, async ({ db, params, query, request }) =>
    page(await listHotelBookings(db, { userId: userOf(params.userId) }, query), (r) => toWireHotelBooking(r, requestLanguage(request))),
  ),
  route(api.listUserCabBookings, async ({ db, params, query, request }) =>
    page(await listCabBookings(db, { userId: userOf(params.userId) }, query), (r) => toWireCabBooking(r, requestLanguage(request))),
  ),
  route(api.listMyTourBookings, async ({ db, actor, query, request }) =>
    page(await listTourBookings(db, { userId: actor.id }, query), (r) => toWireTourBooking(r, requestLanguage(request))),
  ),
  route(api.actOnBooking, async ({ db, app, actor, subject, params, body, headers }) => {
    const result = await runAction(db, moneySideOf(app), actor, subject, params.action, body, headers['idempotency-key']);
    if (params.action !== 'history') await dispatchSoon(app, subject);
    return result;
  }),

  // ---- the providers' and admins' tables ----
  route(api.listHotelBookingsOfHotel, async ({ db, params, query }) =>
    page(await listHotelBookings(db, { listingId: params.hotelId }, query), toWireHotelBooking),
  ),
  route(api.listHotelBookings, async ({ db, actor, query }) =>
    page(await listHotelBookings(db, ownedScope(actor), query), toWireHotelBooking),
  ),
  route(api.setHotelBookingStatus, async ({ db, app, actor, subject, body }) =>
    toWireHotelBooking(
      await statusSet(app, subject, () => setStatus(db, moneySideOf(app), actor, subject, hotelPart, body.status, body.reason)),
    ),
  ),
  route(api.listCabBookingsOfCab, async ({ db, params, query }) =>
    page(await listCabBookings(db, { listingId: params.cabId }, query), toWireCabBooking),
  ),
  route(api.listCabBookings, async ({ db, actor, query }) => page(await listCabBookings(db, ownedScope(actor), query), toWireCabBooking)),
  route(api.setCabBookingStatus, async ({ db, app, actor, subject, body }) =>
    toWireCabBooking(
      await statusSet(app, subject, () => setStatus(db, moneySideOf(app), actor, subject, cabPart, body.status, body.reason)),
    ),
  ),
  route(api.updateCabBookingStatus, async ({ db, app, actor, subject, body }) =>
    toWireCabBooking(
      await statusSet(app, subject, () => setStatus(db, moneySideOf(app), actor, subject, cabPart, body.status, body.reason)),
    ),
  ),
  route(api.listTourBookings, async ({ db, query }) => page(await listTourBookings(db, {}, query), toWireTourBooking)),
  route(api.setTourBookingStatus, async ({ db, app, actor, subject, body }) =>
    toWireTourBooking(
      await statusSet(app, subject, () => setStatus(db, moneySideOf(app), actor, subject, tourPart, body.status, body.reason)),
    ),
  ),
];
