// Visitor booking calls (public-site.md section 7): create, list own, act on own.
import {
  bookingActionBody,
  bookingActionParams,
  bookingActionResult,
  bookingListQuery,
  cabBooking,
  cabBookingInput,
  hotelBooking,
  hotelBookingCreated,
  hotelBookingInput,
  idempotencyHeaders,
  tourBooking,
  tourBookingInput,
  userIdParams,
} from '@raahi/contract/bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { sendPage } from '../../lib/paging.ts';
import { requireUser } from '../../plugins/auth.ts';
import { toWireCabBooking, toWireHotelBooking, toWireTourBooking } from '../../wire/booking.ts';
import { listCabBookings, listHotelBookings, listTourBookings } from './bookings.repo.ts';
import { createdCabBooking, createdHotelBooking, createdTourBooking, runAction } from './bookings.service.ts';
import { createCabBooking } from './cab-bookings.service.ts';
import { createHotelBooking } from './hotel-bookings.service.ts';
import { createTourBooking } from './tour-bookings.service.ts';

function idempotencyKey(request: FastifyRequest): string | undefined {
  const parsed = idempotencyHeaders.safeParse(request.headers);
  if (!parsed.success) throw badRequest('The Idempotency-Key header must be 1 to 200 characters.', { 'idempotency-key': 'Invalid value.' });
  return parsed.data['idempotency-key'];
}

/** 201 for a new booking; 200 when an Idempotency-Key replays an earlier one. */
const created = (reply: FastifyReply, replay: boolean) => {
  reply.status(replay ? 200 : 201);
  if (replay) reply.header('idempotent-replayed', 'true');
};

/** A user's own list, or any user's for an admin; malformed ids are 404. */
function ownListOwner(request: FastifyRequest, userId: string): string {
  const user = requireUser(request);
  if (!isId(userId)) throw notFound('User');
  if (userId !== user.id && user.role !== 'admin') throw forbidden('You can only see your own bookings.');
  return userId;
}

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tour/booking/create',
    { schema: { body: tourBookingInput, response: { 200: tourBooking, 201: tourBooking } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, replay, row } = await createTourBooking(app.db, user, request.body, idempotencyKey(request));
      created(reply, replay);
      return row ? toWireTourBooking(row) : createdTourBooking(app.db, id);
    },
  );

  app.post(
    '/api/booking/create',
    { schema: { body: hotelBookingInput, response: { 200: hotelBookingCreated, 201: hotelBookingCreated } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, replay, row } = await createHotelBooking(app.db, user, request.body, idempotencyKey(request));
      created(reply, replay);
      const booking = row ? toWireHotelBooking(row) : await createdHotelBooking(app.db, id);
      return { ...booking, message: booking };
    },
  );

  app.post(
    '/api/cab/booking/create',
    { schema: { body: cabBookingInput, response: { 200: cabBooking, 201: cabBooking } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, replay, row } = await createCabBooking(app.db, user, request.body, idempotencyKey(request));
      created(reply, replay);
      return row ? toWireCabBooking(row) : createdCabBooking(app.db, id);
    },
  );

  app.get(
    '/api/booking/user/:userId',
    { schema: { params: userIdParams, querystring: bookingListQuery, response: { 200: z.array(hotelBooking) } } },
    async (request, reply) => {
      const userId = ownListOwner(request, request.params.userId);
      const { rows, total } = await listHotelBookings(app.db, { userId }, request.query);
      return sendPage(reply, rows.map(toWireHotelBooking), total);
    },
  );

  app.get(
    '/api/cab/booking/user/:userId',
    { schema: { params: userIdParams, querystring: bookingListQuery, response: { 200: z.array(cabBooking) } } },
    async (request, reply) => {
      const userId = ownListOwner(request, request.params.userId);
      const { rows, total } = await listCabBookings(app.db, { userId }, request.query);
      return sendPage(reply, rows.map(toWireCabBooking), total);
    },
  );

  app.get(
    '/api/tour/booking/user',
    { schema: { querystring: bookingListQuery, response: { 200: z.array(tourBooking) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { rows, total } = await listTourBookings(app.db, { userId: user.id }, request.query);
      return sendPage(reply, rows.map(toWireTourBooking), total);
    },
  );

  app.post(
    '/api/bookings/:bookingId/:action',
    { schema: { params: bookingActionParams, body: bookingActionBody, response: { 200: bookingActionResult } } },
    async (request) => {
      const user = requireUser(request);
      return runAction(app.db, user, request.params.bookingId, request.params.action, request.body ?? {});
    },
  );
};
