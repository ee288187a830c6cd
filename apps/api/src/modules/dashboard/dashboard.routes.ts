import { dashboard } from '@raahi/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';
import { dashboardFor } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any staff role; each sees the figures of its own scope (admin: everything).
  app.get('/api/admin/dashboard', { schema: { response: { 200: dashboard } } }, async (request) => {
    const user = requireRole(request, 'hotel', 'cab', 'tour', 'content');
    return dashboardFor(app.db, user);
  });
};
