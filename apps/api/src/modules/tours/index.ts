// Tours: the public catalogue of tours and their dates.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { tourRoutes } from './tours.routes.ts';

export { toWireTour, tourFromWire } from './tour.wire.ts';
export { liveTour } from './tours.repo.ts';
export { getLiveTour, tourPage } from './tours.service.ts';

export const toursModule = fp(async (app) => registerRoutes(app, tourRoutes), { name: 'tours' });
