import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { CatalogueCache } from '../http/catalogue-cache.ts';
import { openChangeFeed } from '../http/catalogue-changes.ts';

/** The catalogue cache of this process and the feed that invalidates it in every process (decision 0015). */
export async function registerCatalogue(app: FastifyInstance, database: Database, redis: Redis | undefined, cacheMb?: number) {
  const cache = new CatalogueCache(cacheMb === undefined ? undefined : cacheMb * 1024 * 1024);
  const feed = await openChangeFeed({
    notifications: database.notifications,
    redis,
    log: app.log,
    onChange: (scopes) => cache.invalidate(scopes),
  });
  app.decorate('catalogue', { cache, feed });
  app.addHook('onClose', () => feed.close());
}
