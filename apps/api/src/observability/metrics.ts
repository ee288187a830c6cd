// GET /metrics in Prometheus's text format (prom-client), answered only to the addresses in METRICS_ALLOW:
// request latency by route, bookings created and refused by reason, the catalogue cache, database pool use, job queue depth,
// and the process's own figures (CPU, memory, event-loop delay). One registry per app, so several apps in
// one process (tests) do not collide.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { JobQueueNotRunning } from '../jobs/job-queue.ts';
import { addressList } from './address-list.ts';

export type Metrics = {
  bookingCreated(kind: string): void;
  bookingRefused(kind: string, reason: string): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export function registerMetrics(app: FastifyInstance, opts: { database: Database; allow: string[]; behindTrustedProxy: boolean }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'raahi_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (its pattern) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const created = new Counter({
    name: 'raahi_bookings_created_total',
    help: 'Bookings made (replays of an Idempotency-Key not counted again), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'raahi_bookings_refused_total',
    help: 'Booking requests refused, by kind and reason (the error code: sold_out, unavailable, invalid_input, …)',
    labelNames: ['kind', 'reason'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'raahi_db_pool_connections',
    help: 'PostgreSQL connections of this process: total open, idle, and requests waiting for one; max is the limit',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = opts.database.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'raahi_jobs',
    help: 'Background jobs waiting (queued, deferred or awaiting a retry) and running, by job name',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const row of await app.jobs.depth()) this.set({ name: row.name, state: row.state }, row.count);
      } catch (err) {
        if (!(err instanceof JobQueueNotRunning)) throw err;
      }
    },
  });
  new Counter({
    name: 'raahi_catalogue_cache_total',
    help:
      'The catalogue cache of this process (decision 0015): hit, miss (asked the database), waited (a hit that waited for ' +
      "another request's read), stored, stale (read across a change, not stored), and invalidations (catalogue, availability)",
    labelNames: ['event'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [event, n] of Object.entries(app.catalogue.cache.counts)) this.inc({ event }, n);
    },
  });
  app.decorate('metrics', {
    bookingCreated: (kind) => created.inc({ kind }),
    bookingRefused: (kind, reason) => refused.inc({ kind, reason }),
  } satisfies Metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const allowed = addressList(opts.allow);
  const mayRead = (request: FastifyRequest) =>
    // behind a proxy that is not trusted, request.ip is the proxy's own address: never enough
    (request.headers['x-forwarded-for'] === undefined || opts.behindTrustedProxy) && allowed(request.ip);

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!mayRead(request)) return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
