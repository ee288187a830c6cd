// Mail: the outbox of messages, sent over SMTP when configured, and the admins' view of it.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { handleBookingEvents } from '../bookings/index.ts';
import { mailHandler } from './booking-mail-handler.ts';
import { registerMailJobs } from './mail.jobs.ts';
import { mailRoutes } from './mail.routes.ts';
import { registerMailer } from './mailer.ts';

export type { Message } from './letters.ts';
export { queueMail, queueMails, renderRow } from './outbox.ts';

export const mailModule = fp(
  async (app) => {
    registerMailer(app, app.config);
    registerMailJobs(app);
    registerRoutes(app, mailRoutes);
    handleBookingEvents(app, mailHandler);
  },
  { name: 'mail', dependencies: ['bookings'] },
);
