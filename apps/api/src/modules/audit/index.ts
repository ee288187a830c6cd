// Audit: the trail of what staff and providers did, and the admins' view of it.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { provideAuditTrail } from '../../http/audit-hook.ts';
import { registerRoutes } from '../../http/route.ts';
import { recordAuditedCall } from './audit-trail.ts';
import { auditRoutes } from './audit.routes.ts';

export { insertAuditEntry } from './audit.repo.ts';
export { pseudonymisePerson } from './audit.service.ts';

export const auditModule = fp(
  async (app) => {
    registerRoutes(app, auditRoutes);
    provideAuditTrail(app, recordAuditedCall);
  },
  { name: 'audit' },
);
