// Reading and sending the mail outbox in tests.
import { isNull } from 'drizzle-orm';
import type { OutboxMessage } from '@raahi/contract/mail';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { mailSite } from '../../src/modules/mail/mailer.ts';
import { sendMessage } from '../../src/modules/mail/outbox.ts';
import { listOf } from './requests.ts';
import type { TestApp } from './test-app.ts';

/** The outbox as an admin reads it (GET /api/admin/outbox), newest first. */
export async function outbox(t: TestApp, admin: { headers: { cookie: string } }): Promise<OutboxMessage[]> {
  return (await listOf(t, '/api/admin/outbox?limit=100', admin)).items as OutboxMessage[];
}

/** The newest message to `to` whose subject matches. */
export function messageTo(messages: OutboxMessage[], to: string, subject: RegExp): OutboxMessage {
  const m = messages.find((x) => x.to === to && subject.test(x.subject));
  expect(m, `a message to ${to} with subject ${subject}; have: ${messages.map((x) => `${x.to}: ${x.subject}`).join(' | ')}`).toBeDefined();
  return m!;
}

/** Sends every unsent message as the `mail.send` job does; answers how many went out. */
export async function sendOutbox(t: TestApp): Promise<number> {
  const unsent = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  let sent = 0;
  for (const { id } of unsent) if ((await sendMessage(t.db, t.app.mailer!, mailSite(t.app), id)) === 'sent') sent++;
  return sent;
}
