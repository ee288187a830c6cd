// Earnings: the commission and what each provider earned.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { earningsRoutes } from './earnings.routes.ts';

export const earningsModule = fp(async (app) => registerRoutes(app, earningsRoutes), { name: 'earnings' });
