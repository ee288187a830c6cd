// Mail: the outbox of messages, sent over SMTP when configured, and the admins' view of it. Any module may
// write to it; it knows no other module (the documents a message carries are provided, documents.ts).
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { registerMailJobs } from './mail.jobs.ts';
import { mailRoutes } from './mail.routes.ts';
import { registerMailer } from './mailer.ts';

export type { BookingSummary, Message } from './letters.ts';
export { provideMailDocuments } from './documents.ts';
export { queueMail, queueMails, renderRow } from './outbox.ts';

export const mailModule = fp(
  async (app) => {
    registerMailer(app, app.config);
    registerMailJobs(app);
    registerRoutes(app, mailRoutes);
  },
  { name: 'mail' },
);
