// Offers: deals and the coupons they carry, public and in the back-office.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { offerRoutes } from './offers.routes.ts';

export { ruleOf } from './offer.wire.ts';

export const offersModule = fp(async (app) => registerRoutes(app, offerRoutes), { name: 'offers' });
