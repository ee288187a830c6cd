// Sending over SMTP (SMTP_URL, from MAIL_FROM) with nodemailer: one pooled transport per process (at most 5
// connections, each reused for many messages), unless the URL says `pool=false`.
import nodemailer from 'nodemailer';

/** a document sent with a message (attachments.ts makes them) */
export type AttachedFile = { filename: string; content: Buffer; contentType: 'application/pdf' };
export type Email = { to: string; subject: string; text: string; html: string; messageId: string; attachments?: AttachedFile[] };
export type Mailer = { send(email: Email): Promise<void>; close(): void };

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(pooled(url));
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}

/** The URL with `pool=true` unless it says otherwise: nodemailer reads its transport options from the URL's query. */
function pooled(url: string): string {
  const u = new URL(url);
  if (!u.searchParams.has('pool')) u.searchParams.set('pool', 'true');
  return u.toString();
}
