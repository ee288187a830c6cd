// Places: the towns and sights cab trips run between, and the road distances between them.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { placeRoutes } from './places.routes.ts';

export const placesModule = fp(async (app) => registerRoutes(app, placeRoutes), { name: 'places' });

export {
  cityOf,
  findPlaces,
  knownRoutes,
  placeById,
  placeNamedBy,
  placeOfAddress,
  placeOrRefuse,
  roadDistance,
  suggestionsFor,
} from './places.ts';
export type { Place, RoadDistance } from './places.ts';
export { areaOf, findDestinations, searchTermsFor, whereIs } from './destinations.ts';
export type { Destination } from './destinations.ts';
