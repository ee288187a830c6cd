// Analytics: the admins' figures over bookings and money.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { analyticsRoutes } from './analytics.routes.ts';

export { analyticsFor, revenueIn } from './analytics.service.ts';

export const analyticsModule = fp(async (app) => registerRoutes(app, analyticsRoutes), { name: 'analytics' });
