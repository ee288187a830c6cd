// Enquiries: questions about a listing, to its provider.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { provideSubjectFacts } from '../../http/subject-facts.ts';
import { findEnquiryListing } from './enquiries.repo.ts';
import { enquiryRoutes } from './enquiries.routes.ts';

export const enquiriesModule = fp(
  async (app) => {
    registerRoutes(app, enquiryRoutes);
    provideSubjectFacts(app, { enquiry: findEnquiryListing });
  },
  { name: 'enquiries' },
);
