import { adminUser, adminUserListQuery, changeRoleBody } from '@raahi/contract/admin-users';
import { idParams } from '@raahi/contract/common';
import { messageBody } from '@raahi/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireAdminUser } from '../../wire/admin-user.ts';
import { listUsers } from './admin-users.repo.ts';
import { changeRole, removeUser } from './admin-users.service.ts';

/** User administration: admins only; the role is checked before validation. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => void requireRole(request, 'admin'));

  app.get(
    '/api/admin/user/alluser',
    { schema: { querystring: adminUserListQuery, response: { 200: z.array(adminUser) } } },
    async (request, reply) => {
      const { rows, total } = await listUsers(app.db, request.query);
      return sendPage(
        reply,
        rows.map((r) => toWireAdminUser(r.user, r.listing)),
        total,
      );
    },
  );

  app.post('/api/admin/user/changerole', { schema: { body: changeRoleBody, response: { 200: adminUser } } }, async (request) => {
    const { user, listing } = await changeRole(app.db, request.body);
    return toWireAdminUser(user, listing);
  });

  app.delete('/api/admin/user/:id', { schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await removeUser(app.db, request.user!, request.params.id);
    return { message: 'User deleted successfully' };
  });
};
