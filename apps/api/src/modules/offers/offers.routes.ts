import { idParams } from '@raahi/contract/common';
import { adminOfferListQuery, offer, offerInput, offerListQuery } from '@raahi/contract/offers';
import { messageBody } from '@raahi/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireOffer } from '../../wire/offer.ts';
import { createOffer, editOffer, getOffer, listAllOffers, listPublicOffers, removeOffer } from './offers.service.ts';

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/offer', { schema: { querystring: offerListQuery, response: { 200: z.array(offer) } } }, async (request, reply) => {
    const { rows, total } = await listPublicOffers(app.db, request.query);
    return sendPage(reply, rows.map(toWireOffer), total);
  });

  await app.register(adminOfferRoutes);
};

/** Content managers and admins; the role is checked before validation. */
const adminOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => void requireRole(request, 'content'));

  app.get(
    '/api/admin/offer/alloffer',
    { schema: { querystring: adminOfferListQuery, response: { 200: z.array(offer) } } },
    async (request, reply) => {
      const { rows, total } = await listAllOffers(app.db, request.query);
      return sendPage(reply, rows.map(toWireOffer), total);
    },
  );

  app.post('/api/admin/offer', { schema: { body: offerInput, response: { 201: offer } } }, async (request, reply) =>
    reply.status(201).send(toWireOffer(await createOffer(app.db, request.body))),
  );

  app.get('/api/admin/offer/alloffer/:id', { schema: { params: idParams, response: { 200: offer } } }, async (request) =>
    toWireOffer(await getOffer(app.db, request.params.id)),
  );

  app.put('/api/admin/offer/alloffer/:id', { schema: { params: idParams, body: offerInput, response: { 200: offer } } }, async (request) =>
    toWireOffer(await editOffer(app.db, request.params.id, request.body)),
  );

  app.delete('/api/admin/offer/alloffer/:id', { schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await removeOffer(app.db, request.params.id);
    return { message: 'Offer deleted successfully.' };
  });
};
