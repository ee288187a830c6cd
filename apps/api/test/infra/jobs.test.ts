// The background job queue on the test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set):
// a failing job is retried with backoff up to its limit, a waiting job is not added twice for one key,
// jobs claimed in a batch succeed or fail one by one, the session clean-up job deletes ended sessions and keeps live ones, and a paid booking's tax invoice is
// issued by the invoices job once the payment is recorded (once, though verify and the webhook both report it).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, taxDocuments } from '../../src/db/schema.ts';
import { PURGE_SESSIONS_JOB } from '../../src/modules/auth/sessions.jobs.ts';
import { IDLE_TIMEOUT_MS } from '../../src/modules/auth/sessions.ts';
import { stayId } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { deliverAll, payAndVerify } from '../helpers/money-helpers.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

let t: TestApp;
const flaky: { attempt: number; data: unknown; at: number }[] = [];
const hopeless: number[] = [];
const keyed: string[] = [];
const batched: { n: number; attempt: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    jobQueue: 'workers',
    jobPollingSeconds: 0.5,
    beforeReady: (app) => {
      app.jobs.work<{ n: number }>(
        'test.flaky',
        async (data, job) => {
          flaky.push({ attempt: job.attempt, data, at: Date.now() });
          if (job.attempt < 2) throw new Error('not yet');
        },
        { retryLimit: 3, retryDelaySeconds: 1 },
      );
      app.jobs.work(
        'test.hopeless',
        async (_data, job) => {
          hopeless.push(job.attempt);
          throw new Error('never works');
        },
        { retryLimit: 1, retryDelaySeconds: 1 },
      );
      app.jobs.work<{ v: string }>('test.keyed', async (data) => void keyed.push(data.v));
      app.jobs.work<{ n: number }>(
        'test.batched',
        async (data, job) => {
          batched.push({ n: data.n, attempt: job.attempt });
          if (data.n === 3 && job.attempt === 0) throw new Error('not yet');
        },
        { retryLimit: 2, retryDelaySeconds: 1, batchSize: 10 },
      );
    },
  });
});
afterAll(() => t?.close());

describe('background jobs', () => {
  it('retries a failing job with growing waits until it succeeds, with the same data', async () => {
    await t.app.jobs.enqueue('test.flaky', { n: 7 });
    await waitUntil('the third attempt', () => flaky.length === 3, 30_000);
    expect(flaky.map((f) => f.attempt)).toEqual([0, 1, 2]);
    expect(flaky.every((f) => (f.data as { n: number }).n === 7)).toBe(true);
    // backoff: a retry waits at least the first delay (1 s)
    expect(flaky[1]!.at - flaky[0]!.at).toBeGreaterThanOrEqual(900);
    await sleep(3000);
    expect(flaky).toHaveLength(3);
  });

  it('gives up after the retry limit', async () => {
    await t.app.jobs.enqueue('test.hopeless', {});
    await waitUntil('the retry', () => hopeless.length === 2, 30_000);
    await sleep(4000);
    expect(hopeless).toEqual([0, 1]);
    expect(await t.app.jobs.depth()).not.toContainEqual(expect.objectContaining({ name: 'test.hopeless' }));
  });

  it('keeps one waiting job per key: a second enqueue updates it', async () => {
    const later = new Date(Date.now() + 1500);
    const first = await t.app.jobs.enqueue('test.keyed', { v: 'first' }, { singletonKey: 'k1', startAfter: later });
    const second = await t.app.jobs.enqueue('test.keyed', { v: 'second' }, { singletonKey: 'k1', startAfter: later });
    expect(second).toBe(first);
    expect(await t.app.jobs.depth()).toContainEqual({ name: 'test.keyed', state: 'waiting', count: 1 });
    await waitUntil('the keyed job', () => keyed.length === 1);
    await sleep(2000);
    expect(keyed).toEqual(['second']);
  });

  it('runs jobs claimed in one batch each on its own: one that fails is retried, the others are done once', async () => {
    for (let n = 1; n <= 5; n++) await t.app.jobs.enqueue('test.batched', { n });
    await waitUntil('the retry of the failed one', () => batched.length === 6, 30_000);
    await sleep(2500);
    expect(
      batched
        .filter((b) => b.attempt === 0)
        .map((b) => b.n)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(batched.filter((b) => b.attempt > 0)).toEqual([{ n: 3, attempt: 1 }]);
  });

  it('refuses a job name that no module registered', async () => {
    await expect(t.app.jobs.enqueue('test.unknown', {})).rejects.toThrow(/No job is registered/);
  });

  it('the session clean-up job deletes expired and idle sessions and keeps live ones', async () => {
    const [live, expired, idle] = [await signedInAs(t), await signedInAs(t), await signedInAs(t)];
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(sessions.userId, idle.id));
    await t.app.jobs.enqueue(PURGE_SESSIONS_JOB, {});
    const left = async () => (await t.db.select({ userId: sessions.userId }).from(sessions)).map((s) => s.userId);
    await waitUntil('the purge', async () => !(await left()).includes(expired.id) && !(await left()).includes(idle.id));
    expect(await left()).toContain(live.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: live.headers });
    expect(me.statusCode).toBe(200);
  });

  it('issues a paid booking’s tax invoice in the invoices job, once', async () => {
    const guest = await signedInAs(t, 'user');
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 2, location: 'Kochi, Kerala' });
    const id = await stayId(t, guest, hotel.id, 30, 31);
    const issued = async () => (await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, id))).map((d) => d.type);
    expect((await payAndVerify(t, guest, id)).status).toBe('Confirmed');
    await waitUntil('the invoice', async () => (await issued()).length > 0);
    // the gateway's webhook reports the same payment: recorded already, so nothing more is issued
    expect(await deliverAll(t)).toBeGreaterThan(0);
    await sleep(1500);
    expect(await issued()).toEqual(['invoice']);
  });
});
