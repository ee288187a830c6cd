// Categories: the tour categories the catalogue is grouped by.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { categoryRoutes } from './categories.routes.ts';

export const categoriesModule = fp(async (app) => registerRoutes(app, categoryRoutes), { name: 'categories' });
