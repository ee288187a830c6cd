// Ledger: the admins' view of money moved (payments and refunds).
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { ledgerRoutes } from './ledger.routes.ts';

export const ledgerModule = fp(async (app) => registerRoutes(app, ledgerRoutes), { name: 'ledger' });
