// What the privacy screens show in the demo: every account accepted the notice in force when it was made
// (the demo traveller also turned offers by email on, then off), and the back-office's Data requests list
// has a download done, a nominee named and an erasure waiting for a stay still to come.
import { dataRequestDueBy } from '@raahi/contract/rules/personal-data';
import { PRIVACY_NOTICE_VERSION } from '@raahi/contract/rules/privacy-notice';
import type { Db } from '../client.ts';
import { consents, dataRequests } from '../schema.ts';

const DAY_MS = 86_400_000;

export async function seedPersonalData(db: Db, c: { accountIds: string[]; guestId: string; travellerId: string; now: Date }) {
  const at = (daysAgo: number) => new Date(c.now.getTime() - daysAgo * DAY_MS);
  const common = { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' };
  await db.insert(consents).values([
    ...c.accountIds.map((userId) => ({
      ...common,
      userId,
      purpose: 'bookings' as const,
      granted: true,
      method: 'registration' as const,
      at: at(40),
    })),
    { ...common, userId: c.guestId, purpose: 'marketing-email', granted: true, method: 'account-page', at: at(20) },
    { ...common, userId: c.guestId, purpose: 'marketing-email', granted: false, method: 'account-page', at: at(3) },
  ]);
  const request = (userId: string, kind: 'access' | 'nominee' | 'erasure', daysAgo: number, done: boolean, note: string) => ({
    userId,
    kind,
    status: done ? ('done' as const) : ('open' as const),
    note,
    requestedAt: at(daysAgo),
    dueBy: dataRequestDueBy(at(daysAgo)),
    completedAt: done ? at(daysAgo) : null,
  });
  await db
    .insert(dataRequests)
    .values([
      request(c.guestId, 'access', 5, true, 'Downloaded from My data.'),
      request(c.guestId, 'nominee', 4, true, 'Nominee named on the account page.'),
      request(c.travellerId, 'erasure', 2, false, 'Waiting for bookings still to come.'),
    ]);
}
