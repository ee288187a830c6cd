// The retention job on a clock (decision 0051, docs/operations.md): ended sessions, accounts never proven
// after 30 days, mail bodies after 180 days, enquiry threads two years after their last message; what is
// under a legal hold is kept; each run reports what it did.
import { RETENTION } from '@raahi/contract/rules/personal-data';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, mailOutbox, retentionRuns, sessions, users } from '../../src/db/schema.ts';
import { runRetention } from '../../src/modules/privacy/retention.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let proven: Actor, unproven: Actor, held: Actor;
let hotelId: string;
const DAY = 86_400_000;
const after = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  proven = await signedInAs(t, 'user', { firstName: 'Kavya' });
  unproven = await signedInAs(t, 'user', { firstName: 'Nobodyknows', verified: false });
  held = await signedInAs(t, 'user', { firstName: 'Heldback', verified: false });
  await t.db.update(users).set({ legalHold: 'Consumer commission case 12/2026' }).where(eq(users.id, held.id));
  hotelId = (await insertHotel(t.db, { name: 'Coorg Estate Stay' })).id;
  for (const who of [proven, unproven, held])
    expect(
      (await call(t, who, 'POST', '/api/enquiries', { kind: 'hotel', listingId: hotelId, message: 'Is it quiet at night?' })).statusCode,
    ).toBe(201);
});
afterAll(() => t?.close());

const usersNamed = (ids: string[]) => t.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));

describe('the retention job', () => {
  it('does nothing before a timer is reached', async () => {
    const report = await runRetention(t.db, after(1));
    expect(report).toEqual({ endedSessions: 0, unverifiedAccounts: 0, mailBodies: 0, enquiryThreads: 0, keptOnHold: 0 });
    expect(await usersNamed([proven.id, unproven.id, held.id])).toHaveLength(3);
  });

  it('removes an account never proven after 30 days, with its name on its enquiries, and keeps one under a legal hold', async () => {
    const open = (await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions)).length;
    expect(open).toBeGreaterThan(0);
    const report = await runRetention(t.db, after(RETENTION.unverifiedAccountDays + 1));
    expect(report.unverifiedAccounts).toBe(1);
    expect(report.keptOnHold).toBe(1);
    // sessions last 30 days at most: every one has ended by then
    expect(report.endedSessions).toBe(open);
    expect(await t.db.$count(sessions)).toBe(0);
    expect((await usersNamed([proven.id, unproven.id, held.id])).map((u) => u.id).sort()).toEqual([proven.id, held.id].sort());
    const threads = await t.db.select({ name: enquiries.name, email: enquiries.email }).from(enquiries);
    expect(threads.map((e) => e.email)).not.toContain(unproven.email);
    expect(JSON.stringify(threads)).not.toContain('Nobodyknows');
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, unproven.email))).toBe(0);
  });

  it('removes the words of emails after their time, keeping the subject, except to an account under a legal hold', async () => {
    const report = await runRetention(t.db, after(RETENTION.mailBodyDays + 1));
    expect(report.mailBodies).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select({ to: mailOutbox.to, template: mailOutbox.template, data: mailOutbox.data }).from(mailOutbox);
    for (const row of rows.filter((r) => r.to !== held.email)) {
      expect(row.template).toBe('removed');
      expect(row.data).toMatchObject({ why: 'retention', subject: expect.any(String) });
      expect(JSON.stringify(row.data)).not.toContain('Kavya');
    }
    expect(rows.filter((r) => r.to === held.email).every((r) => r.template !== 'removed')).toBe(true);
    const admin = await signedInAs(t, 'admin');
    const outbox = await call(t, admin, 'GET', '/api/admin/outbox?limit=100');
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(outbox.body).toContain('This message was removed');
  });

  it('deletes enquiry threads two years after their last message, keeping those under a legal hold, and reports each run', async () => {
    const report = await runRetention(t.db, after(RETENTION.enquiryThreadDays + 1));
    expect(report.enquiryThreads).toBe(2);
    expect(report.keptOnHold).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ email: enquiries.email }).from(enquiries);
    expect(left).toEqual([{ email: held.email }]);
    expect(await t.db.$count(retentionRuns)).toBe(4);
  });
});
