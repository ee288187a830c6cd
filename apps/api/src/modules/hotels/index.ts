// Hotels: the public search of stays and what their owners and admins edit.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { hotelRoutes } from './hotels.routes.ts';

export { searchHotels } from './hotels.repo.ts';

export const hotelsModule = fp(async (app) => registerRoutes(app, hotelRoutes), { name: 'hotels' });
