// A job queued for now in a process that works its queue runs at once, not at the worker's next look for
// jobs (idle workers look seldom, so that an idle server does not query the database all the time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait.ts';

let t: TestApp;
const ran: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    jobQueue: 'workers',
    // far longer than the wait below: only the wake on enqueue can run the jobs in time
    jobPollingSeconds: 600,
    beforeReady: (app) => app.jobs.work<{ v: string }>('test.prompt', async (data) => void ran.push(data.v)),
  });
});
afterAll(() => t?.close());

describe('an idle worker', () => {
  it('runs a job queued for now, and one queued under a key, without waiting for its next look', async () => {
    await t.app.jobs.enqueue('test.prompt', { v: 'plain' });
    await waitUntil('the plain job', () => ran.length === 1, 60_000);
    await t.app.jobs.enqueue('test.prompt', { v: 'keyed' }, { singletonKey: 'k' });
    await waitUntil('the keyed job', () => ran.length === 2, 60_000);
    expect(ran).toEqual(['plain', 'keyed']);
  });
});
