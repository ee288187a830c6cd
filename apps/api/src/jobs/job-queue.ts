// Background work on a PostgreSQL-backed queue (pg-boss; docs/decisions/0013-job-queue.md). Modules register
// what they do with `work()` and `every()` while the app is built; `start()` (the app's onReady) installs
// pg-boss's tables, creates the queues and, in a process that runs workers, attaches them; `stop()` (onClose)
// lets running jobs finish. A job is claimed by one process at a time (FOR UPDATE SKIP LOCKED), so N
// processes on one database run each job once; a handler that throws is retried with exponential backoff.
// On the embedded database pg-boss runs on the same PGlite instance (its own `pglite` backend).
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type JobResult } from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobContext = { id: string; /** 0 on the first try, then 1, 2, … */ attempt: number };
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type WorkOptions = {
  /** tries after the first one; then the job is kept as failed */
  retryLimit?: number;
  /** first wait before a retry; it doubles (with jitter) on each further one */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** a job still running after this long is taken to be lost (its process died) and tried again */
  expireInSeconds?: number;
  /**
   * jobs claimed per fetch (1 by default). A worker fetches again at once while fetches come back full, and
   * otherwise every polling interval: a job queued by many requests a second needs a batch, or one job per
   * interval falls ever further behind. The jobs of a batch run side by side (so at most this many at once),
   * and each succeeds or fails (and is retried) on its own.
   */
  batchSize?: number;
};

export type EnqueueOptions = {
  /** at most one waiting job per key: enqueuing the same key again while it waits updates that job instead */
  singletonKey?: string;
  /** not before this moment */
  startAfter?: Date;
};

export type JobQueue = {
  /** Registers the handler of a job name; before start(). Every process registers every job, workers or not. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /** Runs a registered job on a cron schedule (UTC), once per occurrence across all processes; before start(). */
  every(name: string, cron: string): void;
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** jobs waiting (queued, deferred or awaiting a retry) and running, by job name */
  depth(): Promise<{ name: string; state: 'waiting' | 'running'; count: number }[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** false: this process enqueues but runs no jobs and no schedules (BACKGROUND_JOBS=false) */
  runWorkers: boolean;
  /**
   * how often an idle worker looks for new jobs (retries, schedules, jobs another process queued); a job
   * queued for now in this process wakes its worker at once
   */
  pollingIntervalSeconds?: number;
};

const SCHEMA = 'pgboss';
const DEFAULTS = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 600,
  batchSize: 1,
} satisfies Required<WorkOptions>;
const STOP_TIMEOUT_MS = 10_000;
/** each worker's look costs a query: at 2 s, a dozen idle queues were 7.7 transactions a second doing nothing */
const POLLING_INTERVAL_SECONDS = 10;

export class JobQueueNotRunning extends Error {
  constructor() {
    super('The background job queue is not running.');
  }
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const handlers = new Map<string, { handler: JobHandler<object>; options: Required<WorkOptions> }>();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;
  const workerIds = new Map<string, string>();
  /** a job queued for now runs at once when this process works its queue, not at the worker's next look */
  const wake = (b: PgBoss, name: string) => {
    const id = workerIds.get(name);
    if (id) b.notifyWorker(id);
  };

  const started = () => {
    if (!boss) throw new JobQueueNotRunning();
    return boss;
  };
  const known = (name: string) => {
    if (!handlers.has(name)) throw new Error(`No job is registered under the name "${name}".`);
  };

  async function attachWorker(b: PgBoss, name: string, handler: JobHandler<object>, batchSize: number) {
    const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS;
    const options = { pollingIntervalSeconds, batchSize, burstWhenBatchFull: batchSize > 1, perJobResults: true as const };
    // the jobs of a batch run side by side: one after another, a batch waits out every round trip of each
    const id = await b.work<object>(name, options, (jobs) =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            await handler(job.data, { id: job.id, attempt: job.retryCount });
            return { id: job.id, status: 'completed' };
          } catch (err) {
            opts.log.warn({ err, job: { name, id: job.id, attempt: job.retryCount } }, 'background job failed; it will be retried');
            return { id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } };
          }
        }),
      ),
    );
    workerIds.set(name, id);
  }

  return {
    work(name, handler, options = {}) {
      if (boss) throw new Error('Register jobs before the queue starts.');
      handlers.set(name, { handler: handler as JobHandler<object>, options: { ...DEFAULTS, ...options } });
    },
    every(name, cron) {
      known(name);
      schedules.set(name, cron);
    },
    async enqueue(name, data, options = {}) {
      known(name);
      const b = started();
      if (options.singletonKey) {
        const { singletonKey, startAfter } = options;
        const result = await b.upsert(name, data, { singletonKey, ...(startAfter && { startAfter }) });
        if (!startAfter) wake(b, name);
        return result.jobs?.[0] ?? null;
      }
      const id = await b.send(name, data, options.startAfter ? { startAfter: options.startAfter } : {});
      if (!options.startAfter) wake(b, name);
      return id;
    },
    async depth() {
      const { rows } = await started()
        .getDb()
        .executeSql(
          `select name, case when state = 'active' then 'running' else 'waiting' end as state, count(*)::int as count
             from ${SCHEMA}.job where state in ('created', 'retry', 'active') group by 1, 2`,
        );
      return rows as { name: string; state: 'waiting' | 'running'; count: number }[];
    },
    async start() {
      if (boss) return;
      const { connection } = opts.database;
      const b = new PgBoss({
        schema: SCHEMA,
        ...(connection.kind === 'postgres'
          ? { connectionString: connection.url, max: 3, application_name: 'raahi-jobs' }
          : { db: fromPglite(connection.client), backend: 'pglite' as const }),
        // a process that runs no workers still enqueues, but leaves schedules and upkeep to the others
        schedule: opts.runWorkers,
        supervise: opts.runWorkers,
        openTelemetry: { enabled: false },
      });
      b.on('error', (err) => opts.log.error({ err }, 'job queue error'));
      await b.start();
      for (const [name, { options: o }] of handlers) {
        const queue = {
          retryLimit: o.retryLimit,
          retryDelay: o.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: o.retryDelayMaxSeconds,
          expireInSeconds: o.expireInSeconds,
        };
        await b.createQueue(name, queue);
        // createQueue keeps an existing queue as it was; settings changed in code apply from the next start
        await b.updateQueue(name, queue);
      }
      for (const [name, cron] of schedules) await b.schedule(name, cron, {}, { tz: 'UTC' });
      if (opts.runWorkers) for (const [name, { handler, options: o }] of handlers) await attachWorker(b, name, handler, o.batchSize);
      boss = b;
    },
    async stop() {
      const b = boss;
      boss = undefined;
      workerIds.clear();
      // waits for running jobs (up to the timeout); a job cut off is tried again when it expires
      await b?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
