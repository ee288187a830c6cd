// Providers: the business profiles of hotel and cab owners, named on their listings.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { providerRoutes } from './providers.routes.ts';

export { oneWithProvider, pageWithProviders } from './providers.service.ts';

export const providersModule = fp(async (app) => registerRoutes(app, providerRoutes), { name: 'providers' });
