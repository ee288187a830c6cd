// Sending the outbox by background jobs (pg-boss) through a real SMTP server: a message goes out shortly
// after its transaction commits, one the server refuses is retried, and however the job is repeated (a retry,
// a duplicate, two at once) the message is sent once. A message whose job was lost is sent by the sweep. A
// burst of messages goes out in batches over a few reused connections, not one message per polling interval.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { SEND_MAIL_JOB, SWEEP_MAIL_JOB } from '../../src/modules/mail/mail.jobs.ts';
import { mailSite } from '../../src/modules/mail/mailer.ts';
import { queueMail, sendMessage } from '../../src/modules/mail/outbox.ts';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp-server.ts';
import { closeAll, createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url }, jobQueue: 'workers', jobPollingSeconds: 0.5, mailRetryDelaySeconds: 1 });
});
afterAll(() => closeAll(smtp, t));
beforeEach(() => void smtp.received.splice(0));

const rowTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
const arrivedTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
const welcome = (n: number) => ({ template: 'welcome' as const, data: { name: `Guest ${n}`, token: `token-${n}` } });

describe('the mail.send job', () => {
  it('sends a message soon after it is written, and stamps it sent', async () => {
    const user = await signedInAs(t);
    await waitUntil('the welcome email', () => arrivedTo(user.email).length === 1, 15_000);
    expect(arrivedTo(user.email)[0]!.subject).toBe('Welcome to Raahi: please confirm your email');
    await waitUntil('the row stamped sent', async () => (await rowTo(user.email)).sentAt !== null);
    expect(await rowTo(user.email)).toMatchObject({ attempts: 1, lastError: '' });
  });

  it('retries a message the server refused, and it arrives once', async () => {
    smtp.refuseNext(1);
    const to = 'retried@example.test';
    await queueMail(t.db, to, 'test:retried', welcome(1), 'en');
    await waitUntil('the retried email', () => arrivedTo(to).length === 1, 20_000);
    await waitUntil('the row stamped sent', async () => (await rowTo(to)).sentAt !== null);
    expect(await rowTo(to)).toMatchObject({ attempts: 2, lastError: '' });
    // the job again, as a duplicate or a late retry: nothing more goes out
    await t.app.jobs.enqueue(SEND_MAIL_JOB, { id: (await rowTo(to)).id });
    await sleep(2500);
    expect(arrivedTo(to)).toHaveLength(1);
  });

  it('sends a message once when two senders try it at the same moment', async () => {
    const to = 'raced@example.test';
    const id = (await queueMail(t.db, to, 'test:raced', welcome(2), 'en'))!;
    const results = await Promise.all([1, 2, 3].map(() => sendMessage(t.db, t.app.mailer!, mailSite(t.app), id)));
    expect(results.filter((r) => r === 'sent').length).toBeLessThanOrEqual(1);
    await sleep(2500);
    expect(arrivedTo(to)).toHaveLength(1);
  });

  it('writes one message per key, however often the event is written', async () => {
    const to = 'once@example.test';
    expect(await queueMail(t.db, to, 'test:once', welcome(3), 'en')).toBeDefined();
    expect(await queueMail(t.db, to, 'test:once', welcome(3), 'en')).toBeUndefined();
    await waitUntil('the email', () => arrivedTo(to).length === 1, 15_000);
    await sleep(1500);
    expect(arrivedTo(to)).toHaveLength(1);
  });

  it('the sweep sends a message whose job was lost', async () => {
    const to = 'lost@example.test';
    await t.db
      .insert(mailOutbox)
      .values({ key: 'test:lost', to, template: 'welcome', data: { name: 'Lost', token: 'x' }, createdAt: new Date(Date.now() - 60_000) });
    await t.app.jobs.enqueue(SWEEP_MAIL_JOB, {});
    await waitUntil('the swept email', () => arrivedTo(to).length === 1, 15_000);
    expect(arrivedTo(to)[0]!.text).toContain('Welcome to Raahi, Lost!');
  });
});

describe('a burst of messages', () => {
  let burstSmtp: TestSmtp;
  let slow: TestApp;

  beforeAll(async () => {
    burstSmtp = await startSmtpServer();
    // a worker that looks for jobs every 6 s: one message a poll would take 3 minutes for these 30
    slow = await createTestApp({ mail: { smtpUrl: burstSmtp.url }, jobQueue: 'workers', jobPollingSeconds: 6 });
  });
  afterAll(() => closeAll(burstSmtp, slow));

  it('sends thirty messages written at once within a few polls, over at most five connections', async () => {
    const to = (n: number) => `burst-${n}@example.test`;
    for (let n = 1; n <= 30; n++) await queueMail(slow.db, to(n), `test:burst:${n}`, welcome(n), 'en');
    await waitUntil('all thirty emails', () => burstSmtp.received.length === 30, 30_000);
    expect(new Set(burstSmtp.received.flatMap((m) => m.to))).toEqual(new Set(Array.from({ length: 30 }, (_, i) => to(i + 1))));
    expect(burstSmtp.connections()).toBeLessThanOrEqual(5);
  });
});
