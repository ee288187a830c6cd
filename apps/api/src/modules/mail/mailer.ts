import type { FastifyInstance } from 'fastify';
import { supplierOf, type AppConfig, type Supplier } from '../../config.ts';
import { mailDocumentsOf, type MailDocuments } from './documents.ts';
import { smtpMailer, type Mailer } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** sends email over SMTP when SMTP_URL is set; absent, messages stay in the outbox */
    mailer?: Mailer;
  }
}

export const DEFAULT_MAIL_FROM = 'Raahi <no-reply@raahi.test>';

/** The site's address in links (PUBLIC_ORIGIN); unset, this server on localhost (a mail has no request to take it from). */
export const mailOrigin = (app: FastifyInstance) => app.config.publicOrigin ?? `http://localhost:${app.config.port ?? 3000}`;

/** What a message is rendered with when sent: the site's address for its links, the supplier on its invoice, what makes its documents. */
export type MailSite = { origin: string; supplier: Supplier; documents: MailDocuments };
export const mailSite = (app: FastifyInstance): MailSite => ({
  origin: mailOrigin(app),
  supplier: supplierOf(app),
  documents: mailDocumentsOf(app),
});

export function registerMailer(app: FastifyInstance, config: AppConfig) {
  const mailer = config.mail?.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from ?? DEFAULT_MAIL_FROM) : undefined;
  app.decorate('mailer', mailer);
  if (mailer) app.addHook('onClose', async () => mailer.close());
}
