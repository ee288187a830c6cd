// The retention job: what has served its purpose is erased on clear timers (RETENTION in
// rules/personal-data.ts, docs/operations.md), what is under a legal hold is kept, and each run reports what
// it did (a `retention_runs` row and a log line). `now` is a parameter so a test can run it on a clock.
import { daysBefore, ERASED_NAME, ERASED_TEXT, erasedEmail, RETENTION } from '@raahi/contract/rules/personal-data';
import type { Db } from '../../db/client.ts';
import { purgeEndedSessions } from '../auth/index.ts';
import { renderRow } from '../mail/index.ts';
import { removeWords, replaceConversations, replaceEmails } from './erasure.repo.ts';
import {
  countHeldUnproven,
  deleteAccount,
  deleteQuietThreads,
  mailBodiesOlderThan,
  recordRun,
  unprovenAccounts,
} from './retention.repo.ts';

export type RetentionReport = {
  endedSessions: number;
  unverifiedAccounts: number;
  mailBodies: number;
  enquiryThreads: number;
  /** what a timer had reached but a legal hold kept */
  keptOnHold: number;
};

const subjectOf = (row: { template: string; data: Record<string, unknown> }) => renderRow(row, 'https://raahi.invalid').subject;

export async function runRetention(db: Db, now = new Date()): Promise<RetentionReport> {
  const endedSessions = await purgeEndedSessions(db, now);

  const unproven = await unprovenAccounts(db, daysBefore(now, RETENTION.unverifiedAccountDays));
  for (const account of unproven)
    await db.transaction(async (tx) => {
      const to = { name: ERASED_NAME, email: erasedEmail(account.id), text: ERASED_TEXT };
      await replaceConversations(tx, account.id, account.email, to);
      await replaceEmails(tx, [account.email, ...(account.pendingEmail ? [account.pendingEmail] : [])], [], { ...to, at: now }, subjectOf);
      await deleteAccount(tx, account.id);
    });

  let mailBodies = 0;
  for (;;) {
    const batch = await mailBodiesOlderThan(db, daysBefore(now, RETENTION.mailBodyDays));
    for (const row of batch) await removeWords(db, row.id, subjectOf(row), 'retention', now);
    mailBodies += batch.length;
    if (batch.length < 1000) break;
  }

  const threads = await deleteQuietThreads(db, daysBefore(now, RETENTION.enquiryThreadDays));
  const keptOnHold = threads.kept + (await countHeldUnproven(db, daysBefore(now, RETENTION.unverifiedAccountDays)));
  const report = { endedSessions, unverifiedAccounts: unproven.length, mailBodies, enquiryThreads: threads.deleted, keptOnHold };
  await recordRun(db, now, report);
  return report;
}
