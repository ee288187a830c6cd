// Users: accounts (registration, sign-in, profile, email and password changes, account links).
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { userRoutes } from './users.routes.ts';

export { provideAccountLedger } from './account-ledger.ts';
export { toWireUser } from './user.wire.ts';
export { findUserById } from './users.repo.ts';

export const usersModule = fp(async (app) => registerRoutes(app, userRoutes), { name: 'users' });
