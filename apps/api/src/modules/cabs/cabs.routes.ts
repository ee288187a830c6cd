import { cab, cabIdParams, cabInput, cabListQuery } from '@raahi/contract/cabs';
import { idParams } from '@raahi/contract/common';
import { adminListQuery, deleteResult, userIdParams } from '@raahi/contract/hotels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireCab } from '../../wire/cab.ts';
import { listCabs, listCabsForAdmin } from './cabs.repo.ts';
import { createCab, deleteCab, getCabActorMayEdit, getCabOfUser, getPublicCab, updateCabAs } from './cabs.service.ts';

const cabList = { 200: z.array(cab) };

export const cabsRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- public ----
  app.get('/api/cab', { schema: { querystring: cabListQuery, response: cabList } }, async (request, reply) => {
    const { rows, total } = await listCabs(app.db, request.query);
    return sendPage(reply, rows.map(toWireCab), total);
  });

  app.get('/api/cab/:id', { schema: { params: idParams, response: { 200: cab } } }, async (request) =>
    toWireCab(await getPublicCab(app.db, request.params.id)),
  );

  // ---- owner (an admin may act for any owner) ----
  app.get('/api/cab/user/:userId', { schema: { params: userIdParams, response: { 200: cab } } }, async (request) => {
    const actor = requireRole(request, 'cab');
    return toWireCab(await getCabOfUser(app.db, actor, request.params.userId));
  });

  // The spec gives a cab owner no other edit call, so the admin edit calls also serve the owner of that cab.
  app.get('/api/admin/cab/edit/:cabId', { schema: { params: cabIdParams, response: { 200: cab } } }, async (request) => {
    const actor = requireRole(request, 'cab');
    return toWireCab(await getCabActorMayEdit(app.db, actor, request.params.cabId));
  });

  app.put('/api/admin/cab/edit/:cabId', { schema: { params: cabIdParams, body: cabInput, response: { 200: cab } } }, async (request) => {
    const actor = requireRole(request, 'cab');
    return toWireCab(await updateCabAs(app.db, actor, request.params.cabId, request.body));
  });

  // ---- admin ----
  app.post('/api/admin/cab', { schema: { body: cabInput, response: { 201: cab } } }, async (request, reply) => {
    requireRole(request);
    return reply.status(201).send(toWireCab(await createCab(app.db, request.body)));
  });

  app.get('/api/admin/cab/allcab', { schema: { querystring: adminListQuery, response: cabList } }, async (request, reply) => {
    requireRole(request);
    const { rows, total } = await listCabsForAdmin(app.db, request.query);
    return sendPage(reply, rows.map(toWireCab), total);
  });

  app.delete('/api/admin/cab/allcab/:id', { schema: { params: idParams, response: { 200: deleteResult } } }, async (request) => {
    requireRole(request);
    const { archived } = await deleteCab(app.db, request.params.id);
    return { message: 'Cab deleted successfully.', archived };
  });
};
