// Dashboard: the back-office's first page, figures for each role.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardModule = fp(async (app) => registerRoutes(app, dashboardRoutes), { name: 'dashboard' });
