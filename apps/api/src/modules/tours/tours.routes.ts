import { idParams } from '@raahi/contract/common';
import { tour, tourListQuery } from '@raahi/contract/tours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { sendPage } from '../../lib/paging.ts';
import { toWireTour } from '../../wire/tour.ts';
import { findTour, listTours } from './tours.repo.ts';

export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/tour', { schema: { querystring: tourListQuery, response: { 200: z.array(tour) } } }, async (request, reply) => {
    const { rows, total } = await listTours(app.db, request.query);
    return sendPage(reply, rows.map(toWireTour), total);
  });

  app.get('/api/tour/:id', { schema: { params: idParams, response: { 200: tour } } }, async (request) => {
    const found = isId(request.params.id) ? await findTour(app.db, request.params.id) : undefined;
    if (!found) throw notFound('Tour');
    return toWireTour(found);
  });
};
