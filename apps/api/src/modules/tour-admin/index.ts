// Tour admin: the tour managers' editor of tours.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { tourAdminRoutes } from './tour-admin.routes.ts';

export const tourAdminModule = fp(async (app) => registerRoutes(app, tourAdminRoutes), { name: 'tour-admin' });
