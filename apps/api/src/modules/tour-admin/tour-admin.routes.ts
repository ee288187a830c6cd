import { idParams } from '@raahi/contract/common';
import { tour, tourInput, tourListQuery } from '@raahi/contract/tours';
import { deleteResult } from '@raahi/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireTour } from '../../wire/tour.ts';
import { listTours } from '../tours/tours.repo.ts';
import { createTour, editTour, getTour, removeTour } from './tour-admin.service.ts';

/** Tour managers and admins manage packages; the role is checked before validation. */
export const tourAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => void requireRole(request, 'tour'));

  // The admin list is the live catalogue with the same filters; archived packages are gone from it.
  app.get(
    '/api/admin/tour/alltour',
    { schema: { querystring: tourListQuery, response: { 200: z.array(tour) } } },
    async (request, reply) => {
      const { rows, total } = await listTours(app.db, request.query);
      return sendPage(reply, rows.map(toWireTour), total);
    },
  );

  app.post('/api/admin/tour', { schema: { body: tourInput, response: { 201: tour } } }, async (request, reply) =>
    reply.status(201).send(toWireTour(await createTour(app.db, request.body))),
  );

  app.get('/api/admin/tour/edit/:id', { schema: { params: idParams, response: { 200: tour } } }, async (request) =>
    toWireTour(await getTour(app.db, request.params.id)),
  );

  app.put('/api/admin/tour/edit/:id', { schema: { params: idParams, body: tourInput, response: { 200: tour } } }, async (request) =>
    toWireTour(await editTour(app.db, request.params.id, request.body)),
  );

  app.delete('/api/admin/tour/alltour/:id', { schema: { params: idParams, response: { 200: deleteResult } } }, async (request) => {
    const outcome = await removeTour(app.db, request.params.id);
    return { message: 'Package deleted successfully.', archived: outcome === 'archived' };
  });
};
