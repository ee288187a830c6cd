// Sending over SMTP (SMTP_URL, from MAIL_FROM) with nodemailer: one pooled transport per process.
import nodemailer from 'nodemailer';
import type { AttachedFile } from './attachments.ts';

export type Email = { to: string; subject: string; text: string; html: string; messageId: string; attachments?: AttachedFile[] };
export type Mailer = { send(email: Email): Promise<void>; close(): void };

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}
