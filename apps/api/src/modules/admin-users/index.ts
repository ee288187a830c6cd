// Admin users: the back-office's table of accounts and what an admin changes on one.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { adminUserRoutes } from './admin-users.routes.ts';

export const adminUsersModule = fp(async (app) => registerRoutes(app, adminUserRoutes), { name: 'admin-users' });
