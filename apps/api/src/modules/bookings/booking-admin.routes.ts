// Provider and admin booking calls (back-office.md section 7): lists in the caller's scope and status changes.
import type { CabBooking, HotelBooking, TourBooking } from '@raahi/contract/bookings';
import {
  bookingIdParams,
  bookingListQuery,
  cabBooking,
  cabIdParams,
  hotelBooking,
  hotelIdParams,
  statusBody,
  tourBooking,
} from '@raahi/contract/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireCabBooking, toWireHotelBooking, toWireTourBooking } from '../../wire/booking.ts';
import { findCab, findHotel, listCabBookings, listHotelBookings, listTourBookings } from './bookings.repo.ts';
import { setStatusAs } from './bookings.service.ts';

export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- hotels: the owner sees the hotel it owns, an admin every hotel ----
  app.get(
    '/api/booking/hotel/:hotelId',
    { schema: { params: hotelIdParams, querystring: bookingListQuery, response: { 200: z.array(hotelBooking) } } },
    async (request, reply) => {
      const user = requireRole(request, 'hotel');
      const { hotelId } = request.params;
      const hotel = isId(hotelId) ? await findHotel(app.db, hotelId) : undefined;
      if (!hotel || (user.role !== 'admin' && hotel.ownerId !== user.id)) throw notFound('Hotel');
      const { rows, total } = await listHotelBookings(app.db, { listingId: hotel.id }, request.query);
      return sendPage(reply, rows.map(toWireHotelBooking), total);
    },
  );

  app.get(
    '/api/admin/hotel/booking',
    { schema: { querystring: bookingListQuery, response: { 200: z.array(hotelBooking) } } },
    async (request, reply) => {
      const user = requireRole(request, 'hotel');
      const scope = user.role === 'admin' ? {} : { ownerId: user.id };
      const { rows, total } = await listHotelBookings(app.db, scope, request.query);
      return sendPage(reply, rows.map(toWireHotelBooking), total);
    },
  );

  app.put(
    '/api/booking/status/:bookingId',
    { schema: { params: bookingIdParams, body: statusBody, response: { 200: hotelBooking } } },
    async (request) => {
      const user = requireRole(request, 'hotel');
      return (await setStatusAs(app.db, user, 'hotel', request.params.bookingId, request.body.status)) as HotelBooking;
    },
  );

  // ---- cabs: the owner sees the cab it owns, an admin every cab ----
  app.get(
    '/api/cab/booking/cabBook/:cabId',
    { schema: { params: cabIdParams, querystring: bookingListQuery, response: { 200: z.array(cabBooking) } } },
    async (request, reply) => {
      const user = requireRole(request, 'cab');
      const { cabId } = request.params;
      const cab = isId(cabId) ? await findCab(app.db, cabId) : undefined;
      if (!cab || (user.role !== 'admin' && cab.ownerId !== user.id)) throw notFound('Cab');
      const { rows, total } = await listCabBookings(app.db, { listingId: cab.id }, request.query);
      return sendPage(reply, rows.map(toWireCabBooking), total);
    },
  );

  app.get(
    '/api/admin/cab/booking',
    { schema: { querystring: bookingListQuery, response: { 200: z.array(cabBooking) } } },
    async (request, reply) => {
      const user = requireRole(request, 'cab');
      const scope = user.role === 'admin' ? {} : { ownerId: user.id };
      const { rows, total } = await listCabBookings(app.db, scope, request.query);
      return sendPage(reply, rows.map(toWireCabBooking), total);
    },
  );

  // The owner's table and the admin's table each have their own path; both follow the same rule.
  for (const url of ['/api/cab/booking/:bookingId', '/api/cab/booking/update/status/:bookingId']) {
    app.put(url, { schema: { params: bookingIdParams, body: statusBody, response: { 200: cabBooking } } }, async (request) => {
      const user = requireRole(request, 'cab');
      return (await setStatusAs(app.db, user, 'cab', request.params.bookingId, request.body.status)) as CabBooking;
    });
  }

  // ---- tours: every tour manager and admin ----
  app.get(
    '/api/admin/tour/booking',
    { schema: { querystring: bookingListQuery, response: { 200: z.array(tourBooking) } } },
    async (request, reply) => {
      requireRole(request, 'tour');
      const { rows, total } = await listTourBookings(app.db, {}, request.query);
      return sendPage(reply, rows.map(toWireTourBooking), total);
    },
  );

  app.put(
    '/api/tour/booking/updatestatus/:bookingId',
    { schema: { params: bookingIdParams, body: statusBody, response: { 200: tourBooking } } },
    async (request) => {
      const user = requireRole(request, 'tour');
      return (await setStatusAs(app.db, user, 'tour', request.params.bookingId, request.body.status)) as TourBooking;
    },
  );
};
