import { categoryInput, categoryListQuery, packageCategory } from '@raahi/contract/categories';
import { idParams } from '@raahi/contract/common';
import { messageBody } from '@raahi/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireCategory } from '../../wire/category.ts';
import { listCategories } from './categories.repo.ts';
import { createCategory, editCategory, getCategory, removeCategory } from './categories.service.ts';

/** Package categories: tour managers and admins; the role is checked before validation. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => void requireRole(request, 'tour'));

  app.get(
    '/api/admin/tour/category',
    { schema: { querystring: categoryListQuery, response: { 200: z.array(packageCategory) } } },
    async (request, reply) => {
      const { rows, total } = await listCategories(app.db, request.query);
      return sendPage(reply, rows.map(toWireCategory), total);
    },
  );

  app.post('/api/admin/tour/category', { schema: { body: categoryInput, response: { 201: packageCategory } } }, async (request, reply) =>
    reply.status(201).send(toWireCategory(await createCategory(app.db, request.body))),
  );

  app.get('/api/admin/tour/category/:id', { schema: { params: idParams, response: { 200: packageCategory } } }, async (request) =>
    toWireCategory(await getCategory(app.db, request.params.id)),
  );

  app.put(
    '/api/admin/tour/category/:id',
    { schema: { params: idParams, body: categoryInput, response: { 200: packageCategory } } },
    async (request) => toWireCategory(await editCategory(app.db, request.params.id, request.body)),
  );

  app.delete('/api/admin/tour/category/:id', { schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await removeCategory(app.db, request.params.id);
    return { message: 'Category deleted successfully.' };
  });
};
