import { idParams } from '@raahi/contract/common';
import { adminListQuery, deleteResult, hotel, hotelIdParams, hotelInput, hotelListQuery, userIdParams } from '@raahi/contract/hotels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireHotel } from '../../wire/hotel.ts';
import { listHotels, listHotelsForAdmin } from './hotels.repo.ts';
import {
  createHotel,
  deleteHotel,
  getHotelForAdmin,
  getHotelOfUser,
  getPublicHotel,
  updateHotelAsAdmin,
  updateHotelAsOwner,
} from './hotels.service.ts';

const hotelList = { 200: z.array(hotel) };

export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- public ----
  app.get('/api/hotel', { schema: { querystring: hotelListQuery, response: hotelList } }, async (request, reply) => {
    const { rows, total } = await listHotels(app.db, request.query);
    return sendPage(reply, rows.map(toWireHotel), total);
  });

  app.get('/api/hotel/:id', { schema: { params: idParams, response: { 200: hotel } } }, async (request) =>
    toWireHotel(await getPublicHotel(app.db, request.params.id)),
  );

  // ---- owner (an admin may act for any owner) ----
  app.get('/api/hotel/user/:userId', { schema: { params: userIdParams, response: { 200: hotel } } }, async (request) => {
    const actor = requireRole(request, 'hotel');
    return toWireHotel(await getHotelOfUser(app.db, actor, request.params.userId));
  });

  app.put('/api/hotel/:hotelId', { schema: { params: hotelIdParams, body: hotelInput, response: { 200: hotel } } }, async (request) => {
    const actor = requireRole(request, 'hotel');
    return toWireHotel(await updateHotelAsOwner(app.db, actor, request.params.hotelId, request.body));
  });

  // ---- admin ----
  app.post('/api/admin/hotel', { schema: { body: hotelInput, response: { 201: hotel } } }, async (request, reply) => {
    requireRole(request);
    return reply.status(201).send(toWireHotel(await createHotel(app.db, request.body)));
  });

  app.get('/api/admin/hotel/allhotel', { schema: { querystring: adminListQuery, response: hotelList } }, async (request, reply) => {
    requireRole(request);
    const { rows, total } = await listHotelsForAdmin(app.db, request.query);
    return sendPage(reply, rows.map(toWireHotel), total);
  });

  app.delete('/api/admin/hotel/allhotel/:id', { schema: { params: idParams, response: { 200: deleteResult } } }, async (request) => {
    requireRole(request);
    const { archived } = await deleteHotel(app.db, request.params.id);
    return { message: 'Hotel deleted successfully.', archived };
  });

  app.get('/api/admin/hotel/edit/:hotelId', { schema: { params: hotelIdParams, response: { 200: hotel } } }, async (request) => {
    requireRole(request);
    return toWireHotel(await getHotelForAdmin(app.db, request.params.hotelId));
  });

  app.put(
    '/api/admin/hotel/edit/:hotelId',
    { schema: { params: hotelIdParams, body: hotelInput, response: { 200: hotel } } },
    async (request) => {
      requireRole(request);
      return toWireHotel(await updateHotelAsAdmin(app.db, request.params.hotelId, request.body));
    },
  );
};
