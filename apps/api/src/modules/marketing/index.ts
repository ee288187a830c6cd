// Marketing: the newsletter, sent only to those who consented.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerNewsletterJobs } from './newsletter.jobs.ts';

export const marketingModule = fp(async (app) => registerNewsletterJobs(app), { name: 'marketing' });
