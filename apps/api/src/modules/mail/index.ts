// Mail: the outbox of messages (email and SMS), sent over SMTP when configured, and the admins' view of it. Any module may
// write to it; it knows no other module (the documents a message carries are provided, documents.ts).
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { registerMailJobs } from './mail.jobs.ts';
import { mailRoutes } from './mail.routes.ts';
import { registerMailer } from './mailer.ts';
import { registerSmsJobs } from './sms.jobs.ts';

export type { BookingSummary, Message } from './letters.ts';
export { provideMailDocuments } from './documents.ts';
export { queueMail, queueMails, queueSms, renderRow } from './outbox.ts';
export { dayInWords, indianDateTime } from './mail-dates.ts';

export const mailModule = fp(
  async (app) => {
    registerMailer(app, app.config);
    registerMailJobs(app);
    registerSmsJobs(app);
    registerRoutes(app, mailRoutes);
  },
  { name: 'mail' },
);
