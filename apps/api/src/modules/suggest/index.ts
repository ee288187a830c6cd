// Suggest: what one may search for while typing (GET /api/suggest), over places and listings' names.
// The module's face: the plugin that registers it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { suggestRoutes } from './suggest.routes.ts';

export const suggestModule = fp(async (app) => registerRoutes(app, suggestRoutes), { name: 'suggest' });
