// Privacy: a person's data (the notice, consents, download, erasure, nominee, requests) and its retention.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { registerRetentionJobs } from './retention.jobs.ts';
import { provideAccountLedger } from '../users/index.ts';
import { recordRegistration } from './consents.service.ts';
import { recordCorrection } from './data-requests.ts';

export { acceptNotice, marketingAudience, noticeInForce } from './consents.service.ts';

export const privacyModule = fp(
  async (app) => {
    registerRoutes(app, privacyRoutes);
    registerRetentionJobs(app);
    provideAccountLedger(app, { registered: recordRegistration, corrected: recordCorrection });
  },
  { name: 'privacy' },
);
