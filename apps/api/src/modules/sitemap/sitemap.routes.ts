// GET /sitemap.xml (and /sitemap-N.xml when the site outgrows one file) and GET /robots.txt. Not API calls
// (no endpoint row): public files like pictures, answered through the catalogue cache so that a changed
// listing changes the sitemap at once, in every process (decision 0015).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapFileCount, sitemapIndex, URLS_PER_FILE, urlSet } from './sitemap.service.ts';

/** The site's address: PUBLIC_ORIGIN, else the one this request came to (X-Forwarded-* only from trusted proxies). */
const originOf = (app: FastifyInstance, request: FastifyRequest) => app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

/** Answers `make()`'s text from the catalogue cache, making and keeping it on a miss. */
async function cached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  make: (origin: string) => Promise<string | undefined>,
) {
  const origin = originOf(app, request);
  // one entry per origin and file, whatever query string a client adds
  const key = `${origin}${request.routeOptions.url}${JSON.stringify(request.params)}`;
  const { cache } = app.catalogue;
  if (await cache.serve(request, reply, key)) return reply;
  const before = cache.snapshot();
  const text = await make(origin);
  if (text === undefined) return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
  reply.type(type);
  return reply.send((await cache.store(request, reply, text, before, { key })) ?? undefined);
}

export function registerSitemap(app: FastifyInstance) {
  const plain = { compress: false as const };
  app.get('/sitemap.xml', plain, (request, reply) =>
    cached(app, request, reply, 'application/xml; charset=utf-8', async (origin) => {
      const entries = await sitemapEntries(app.db);
      return entries.length <= URLS_PER_FILE ? urlSet(origin, entries) : sitemapIndex(origin, entries);
    }),
  );
  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', plain, (request, reply) =>
    cached(app, request, reply, 'application/xml; charset=utf-8', async (origin) => {
      const entries = await sitemapEntries(app.db);
      const n = Number(request.params.n);
      if (entries.length <= URLS_PER_FILE || n < 1 || n > sitemapFileCount(entries)) return undefined;
      return urlSet(origin, entries.slice((n - 1) * URLS_PER_FILE, n * URLS_PER_FILE));
    }),
  );
  app.get('/robots.txt', plain, (request, reply) =>
    cached(app, request, reply, 'text/plain; charset=utf-8', async (origin) => robotsTxt(origin)),
  );
}
