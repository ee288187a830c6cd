import * as api from '@raahi/contract/admin-users';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireAdminUser } from './admin-user.wire.ts';
import { listUsers } from './admin-users.repo.ts';
import { changeRole, removeUser } from './admin-users.service.ts';

export const adminUserRoutes = [
  route(api.listUsers, async ({ db, query }) => page(await listUsers(db, query), (r) => toWireAdminUser(r.user, r.listing))),

  route(api.changeRole, async ({ db, body }) => {
    const { user, listing } = await changeRole(db, body);
    return toWireAdminUser(user, listing);
  }),

  route(api.deleteUser, async ({ db, actor, params }) => {
    await removeUser(db, actor, params.id);
    return { message: 'User deleted successfully' };
  }),
];
