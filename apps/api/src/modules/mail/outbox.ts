// The outbox: every email is first a row (written in the transaction of the event it tells of), then sent by
// the `mail.send` job when an SMTP server is set (mail.jobs.ts). docs/decisions/0028-mail-outbox.md
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { DEFAULT_LANGUAGE, type Language } from '@raahi/contract/i18n/languages';
import type { OutboxAttachment, OutboxMessage } from '@raahi/contract/mail';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema.ts';
import { attachmentFiles } from './attachments.ts';
import { letterOf, render, renderSms, type Message } from './letters.ts';
import type { MailSite } from './mailer.ts';
import { claimMessage, insertMessage, insertMessages, markFailed, markSent, type OutboxRow } from './outbox.repo.ts';
import type { SmsSender } from './sms.ts';
import type { Mailer } from './transport.ts';

export type Channel = OutboxRow['channel'];

/** Says 'written' with a new message's id and its channel, so this process can queue its sending (after the writer's commit). */
export const outboxWrites = new EventEmitter().setMaxListeners(0);

/** How long a sender has a message to itself before another may try it (a process that died mid-send). */
export const SEND_LEASE_MS = 2 * 60_000;

/**
 * Writes a message to `to`, said in `language` (the recipient's), in the caller's transaction. `key` names the event and the recipient: writing the
 * same key again (a retried event) adds nothing. `attachments` names the documents it carries (made when it
 * is sent). Answers the new message's id, or undefined for a repeat.
 */
export async function queueMail(
  db: Db,
  to: string,
  key: string,
  message: Message,
  language: Language,
  attachments: MailAttachment[] = [],
): Promise<string | undefined> {
  // an account made with a mobile number has no email to write to
  if (!to) return undefined;
  const id = await insertMessage(db, { key, to, template: message.template, data: message.data, attachments, language });
  if (id) outboxWrites.emit('written', id, 'email');
  return id;
}

/** Writes an SMS to a mobile number (+91…) in the caller's transaction; sent by the `sms.send` job when SMS keys are set. */
export async function queueSms(db: Db, to: string, key: string, message: Message, language: Language): Promise<string | undefined> {
  const id = await insertMessage(db, {
    key,
    to,
    channel: 'sms',
    template: message.template,
    data: message.data,
    attachments: [],
    language,
  });
  if (id) outboxWrites.emit('written', id, 'sms');
  return id;
}

/** queueMail for several messages, written in one statement. */
export async function queueMails(
  db: Db,
  messages: { to: string; key: string; message: Message; language: Language; attachments?: MailAttachment[] }[],
): Promise<void> {
  const ids = await insertMessages(
    db,
    messages
      .filter(({ to }) => to)
      .map(({ to, key, message, language, attachments = [] }) => ({
        key,
        to,
        template: message.template,
        data: message.data,
        attachments,
        language,
      })),
  );
  for (const id of ids) outboxWrites.emit('written', id, 'email');
}

/** A row's message in the language it was written in (a row from before messages had one: English). */
export function renderRow(row: Pick<OutboxRow, 'template' | 'data'> & { channel?: Channel; language?: Language }, origin: string) {
  const language = row.language ?? DEFAULT_LANGUAGE;
  const letter = letterOf({ template: row.template, data: row.data } as Message, language);
  return row.channel === 'sms' ? renderSms(letter) : render(letter, origin, language);
}

/** What a link's secret reads as where it is hidden. */
export const HIDDEN_SECRET = '••••••••';

/** The message with its link's secret (the data's `token`) hidden wherever it appears. */
function withoutSecret(rendered: ReturnType<typeof renderRow>, row: Pick<OutboxRow, 'data'>): ReturnType<typeof renderRow> {
  const token = row.data.token;
  if (typeof token !== 'string' || !token) return rendered;
  const hide = (s: string) => s.replaceAll(token, HIDDEN_SECRET).replaceAll(encodeURIComponent(token), HIDDEN_SECRET);
  return { subject: hide(rendered.subject), text: hide(rendered.text), html: hide(rendered.html) };
}

/**
 * A row as the outbox lists it, with its attachments' names (attachments.ts `attachmentNames`). With
 * `hideSecrets` (production) a link's token is shown to no one but its recipient: an admin reading the outbox
 * could otherwise reset anyone's password. Elsewhere the outbox is the demo's readable inbox.
 */
export function toWireMessage(row: OutboxRow, origin: string, attachments: OutboxAttachment[], hideSecrets: boolean): OutboxMessage {
  const rendered = renderRow(row, origin);
  return {
    _id: row.id,
    to: row.to,
    channel: row.channel,
    ...(hideSecrets ? withoutSecret(rendered, row) : rendered),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    attachments,
  };
}

/**
 * Sends one message, once: it is claimed first (a message sent already, or being sent by another job, is
 * left alone), then its attachments are made, then it is sent, then stamped sent. A failure is recorded and
 * thrown, so the job is retried.
 */
export async function sendMessage(db: Db, mailer: Mailer, site: MailSite, id: string): Promise<'sent' | 'skipped'> {
  const row = await claimMessage(db, id, SEND_LEASE_MS, 'email');
  if (!row) return 'skipped';
  try {
    const attachments = await attachmentFiles(db, site, row.attachments, row.language);
    await mailer.send({
      to: row.to,
      ...renderRow(row, site.origin),
      messageId: `<${createHash('sha256').update(row.key).digest('hex').slice(0, 32)}@raahi.mail>`,
      ...(attachments.length ? { attachments } : {}),
    });
  } catch (err) {
    await markFailed(db, id, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await markSent(db, id);
  return 'sent';
}

/** sendMessage for an SMS: claimed, sent through the SMS provider with its code, stamped sent (its code dropped). */
export async function sendSms(db: Db, sender: SmsSender, id: string): Promise<'sent' | 'skipped'> {
  const row = await claimMessage(db, id, SEND_LEASE_MS, 'sms');
  if (!row) return 'skipped';
  try {
    const code = row.data.token;
    await sender.send({ to: row.to, text: renderRow(row, '').text, ...(typeof code === 'string' && { code }) });
  } catch (err) {
    await markFailed(db, id, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await markSent(db, id);
  return 'sent';
}
