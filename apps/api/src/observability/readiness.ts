// GET /readyz: 200 only when this process can do its work: the database answers, and Redis does when it
// is configured (shared rate limits and sign-in throttles live there). A load balancer takes a process
// that answers 503 out of rotation until it recovers.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';

const CHECK_TIMEOUT_MS = 2000;

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

export function registerReadiness(app: FastifyInstance, deps: { database: Database; redis?: Redis }) {
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    const unavailable = (message: string) => reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable', message });
    try {
      await within(CHECK_TIMEOUT_MS, deps.database.ping());
    } catch {
      return unavailable('The database is not reachable.');
    }
    if (deps.redis) {
      try {
        // a client that is reconnecting would queue the ping; it is not ready either
        if (deps.redis.status !== 'ready') throw new Error(deps.redis.status);
        await within(CHECK_TIMEOUT_MS, deps.redis.ping());
      } catch {
        return unavailable('Redis is not reachable.');
      }
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' });
  });
}
