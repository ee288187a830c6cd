// Two app instances on one PostgreSQL database, as two API processes would be: every job enqueued runs
// exactly once between them, and a job whose process fails is retried (by either).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeAll, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

const JOBS = 40;
const ran: { job: string; by: string; attempt: number }[] = [];
let a: TestApp;
let b: TestApp;

const register = (by: string) => (app: FastifyInstance) => {
  app.jobs.work<{ i: number }>(
    'test.count',
    async (data, job) => {
      ran.push({ job: job.id, by, attempt: job.attempt });
      await sleep(30);
      // every fifth job fails its first try, wherever it runs
      if (data.i % 5 === 0 && job.attempt === 0) throw new Error('first try fails');
    },
    { retryDelaySeconds: 1 },
  );
};

beforeAll(async () => {
  a = await createTestApp({ postgres: 'required', jobQueue: 'workers', jobPollingSeconds: 0.5, beforeReady: register('a') });
  b = await createTestApp({ sameDatabaseAs: a, jobQueue: 'workers', jobPollingSeconds: 0.5, beforeReady: register('b') });
});
afterAll(() => closeAll(a, b));

describe('background jobs across two processes on PostgreSQL', () => {
  it(`runs each of ${JOBS} jobs once (failed first tries once more), never twice at the same attempt`, async () => {
    const ids = await Promise.all(Array.from({ length: JOBS }, (_, i) => (i % 2 ? a : b).app.jobs.enqueue('test.count', { i })));
    const expected = JOBS + JOBS / 5;
    await waitUntil('every job and retry', () => ran.length >= expected, 60_000);
    await sleep(3000);
    expect(ran).toHaveLength(expected);
    const attempts = new Map<string, number[]>();
    for (const r of ran) attempts.set(r.job, [...(attempts.get(r.job) ?? []), r.attempt]);
    expect([...attempts.keys()].sort()).toEqual([...ids].sort());
    const retried = [...attempts.values()].filter((list) => list.length === 2);
    expect(retried).toHaveLength(JOBS / 5);
    expect(retried.every((list) => list.join() === '0,1')).toBe(true);
    expect(await a.app.jobs.depth()).toEqual([]);
  });
});
