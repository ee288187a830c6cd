// Cabs: the public list of cabs and what their owners and admins edit.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { cabRoutes } from './cabs.routes.ts';

export const cabsModule = fp(async (app) => registerRoutes(app, cabRoutes), { name: 'cabs' });

export {
  addressOrder,
  bookedTrip,
  cardOf,
  fareFor,
  fareOfStored,
  orderOf,
  pricedTrip,
  routeSlot,
  serves,
  storedTrip,
} from './cab-trips.ts';
export type { CabSlot, TripOrder } from './cab-trips.ts';
export { searchTrip } from './cab-search.ts';
