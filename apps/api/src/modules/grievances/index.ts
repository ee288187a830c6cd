// Grievances: complaints, their tickets and the grievance officer's answers.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { provideSubjectFacts } from '../../http/subject-facts.ts';
import { findGrievanceListing, findGrievanceRaiser } from './grievances.repo.ts';
import { grievanceRoutes } from './grievances.routes.ts';

export { contactsOf } from './officer.ts';

export const grievancesModule = fp(
  async (app) => {
    registerRoutes(app, grievanceRoutes);
    provideSubjectFacts(app, { grievance: findGrievanceListing, grievanceRaiser: findGrievanceRaiser });
  },
  { name: 'grievances' },
);
