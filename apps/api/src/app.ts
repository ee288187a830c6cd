import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { pino } from 'pino';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { config as zodConfig } from 'zod/mini';
import { en } from 'zod/locales';
import { MAX_UPLOAD_BYTES } from '@raahi/contract/upload';
import { DEFAULT_RATE_LIMITS, type AppConfig, type TrustProxy } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { recordBeforeCommit } from './db/change-notes.ts';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter.ts';
import { LOG_REDACT, serializeError } from './lib/log-safety.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCatalogue } from './plugins/catalogue.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerCors } from './plugins/cors.ts';
import { registerOriginGuard } from './plugins/origin-guard.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { pageRender } from './http/page-render.ts';
import { homeInTheirLanguage } from './http/language.ts';
import { pageShell, type PageShell } from './http/page-shell.ts';
import { AccessLog, lazyRequestLogger } from './observability/access-log.ts';
import { registerMetrics } from './observability/metrics.ts';
import { registerReadiness } from './observability/readiness.ts';
import { requestIdGenerator, sendRequestId } from './observability/request-id.ts';
import { localStorage } from './storage/local-storage.ts';
import type { Storage } from './storage/storage.ts';
import { guardRouteTable } from './http/route.ts';
import { ENDPOINTS } from '@raahi/contract/api-table';
import { adminUsersModule } from './modules/admin-users/index.ts';
import { analyticsModule } from './modules/analytics/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bookingMailModule } from './modules/booking-mail/index.ts';
import { blogsModule } from './modules/blogs/index.ts';
import { bookingsModule } from './modules/bookings/index.ts';
import { cabsModule } from './modules/cabs/index.ts';
import { categoriesModule } from './modules/categories/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { earningsModule } from './modules/earnings/index.ts';
import { enquiriesModule } from './modules/enquiries/index.ts';
import { grievancesModule } from './modules/grievances/index.ts';
import { wishlistsModule } from './modules/wishlists/index.ts';
import { hotelsModule } from './modules/hotels/index.ts';
import { invoicesModule } from './modules/invoices/index.ts';
import { ledgerModule } from './modules/ledger/index.ts';
import { listingsModule } from './modules/listings/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { marketingModule } from './modules/marketing/index.ts';
import { offersModule } from './modules/offers/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { placesModule } from './modules/places/index.ts';
import { suggestModule } from './modules/suggest/index.ts';
import { privacyModule } from './modules/privacy/index.ts';
import { providersModule } from './modules/providers/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { roomsModule } from './modules/rooms/index.ts';
import { icalModule } from './modules/ical/index.ts';
import { sitemapModule } from './modules/sitemap/index.ts';
import { tourAdminModule } from './modules/tour-admin/index.ts';
import { toursModule } from './modules/tours/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { usersModule } from './modules/users/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    /** sign-in and password-change attempts (shared through Redis when configured) */
    attempts: AttemptCounter;
    /** signs device cookies: SESSION_SECRET, the one kept in the data folder, or (tests) a random one */
    sessionSecret: string;
    /** where pictures are kept: the uploads folder, or an S3 bucket */
    storage: Storage;
    /** background jobs (apps/api/src/jobs): modules register work, routes enqueue */
    jobs: JobQueue;
    /** every route registered, for documentation and the bad-input test */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** a JSON body as it arrived (webhook signatures are computed over it) */
    rawBody?: string;
  }
}

export const MAX_JSON_BODY = 1024 * 1024;

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

// Validation messages that the contract does not word itself are zod's English ones.
zodConfig(en());

/**
 * The app: the server and its infrastructure (database, configuration, logs, limits, sessions, jobs), then
 * the modules, each through its face, then the web app's pages for every other address.
 */
export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
  const app = createServer(database, config);
  await registerInfrastructure(app, database, config);
  await registerModules(app);
  await registerPages(app, config);
  return app;
}

/**
 * The API's modules (modules/<x>/index.ts): each registers its routes, jobs and booking event handlers.
 * Every row of the contract's table must have its route by the time the app is ready.
 */
async function registerModules(app: FastifyInstance) {
  guardRouteTable(app, ENDPOINTS, (url) => url.startsWith('/api/docs'));
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(adminUsersModule);
  await app.register(uploadsModule);
  await app.register(hotelsModule);
  await app.register(roomsModule);
  await app.register(icalModule);
  await app.register(cabsModule);
  await app.register(listingsModule);
  await app.register(placesModule);
  await app.register(suggestModule);
  await app.register(toursModule);
  await app.register(tourAdminModule);
  await app.register(categoriesModule);
  await app.register(blogsModule);
  await app.register(offersModule);
  await app.register(bookingsModule);
  await app.register(paymentsModule);
  await app.register(invoicesModule);
  await app.register(mailModule);
  await app.register(bookingMailModule);
  await app.register(dashboardModule);
  await app.register(analyticsModule);
  await app.register(ledgerModule);
  await app.register(earningsModule);
  await app.register(enquiriesModule);
  await app.register(grievancesModule);
  await app.register(wishlistsModule);
  await app.register(reviewsModule);
  await app.register(privacyModule);
  await app.register(marketingModule);
  await app.register(auditModule);
  await app.register(providersModule);
  await app.register(sitemapModule);
}

/** Fastify with its logger, request ids, validation by the contract's schemas, and what every module reads. */
function createServer(database: Database, config: AppConfig): FastifyInstance {
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          redact: LOG_REDACT,
          serializers: { err: serializeError },
          // standard output written asynchronously: lines that arrive while a write is under way go out
          // together in the next one (synchronous writes cost a system call per line, a tenth of a cached
          // answer); pino flushes what is left when the process exits
          stream: config.logStream ?? pino.destination({ dest: 1, sync: false }),
        };
  const app = Fastify({
    logger,
    bodyLimit: MAX_JSON_BODY,
    // X-Forwarded-For/-Host/-Proto are believed only from the proxies TRUST_PROXY names
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    routerOptions: { maxParamLength: 1000 },
    genReqId: requestIdGenerator((config.trustProxy ?? false) !== false),
    // one access line per request instead of two (observability/access-log.ts)
    logController: new AccessLog(),
    childLoggerFactory: lazyRequestLogger,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: r.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', recordBeforeCommit(database.db));
  app.decorate('database', database);
  app.decorate('config', config);
  sendRequestId(app);
  app.decorate('storage', config.storage ?? localStorage(config.uploadsDir));
  app.decorate('sessionSecret', config.sessionSecret ?? randomBytes(32).toString('base64url'));
  return app;
}

/** Shared state (Redis, the catalogue cache), request parsing, security, limits, sessions, probes and the job queue. */
async function registerInfrastructure(app: FastifyInstance, database: Database, config: AppConfig) {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  app.decorate('attempts', redis ? redisAttemptCounter(redis) : memoryAttemptCounter());
  if (redis) {
    watchRedis(app, redis);
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await registerCatalogue(app, database, redis, config.catalogueCacheMb);

  // An empty JSON body (a bare POST with a JSON content type) reads as no body rather than failing.
  app.removeContentTypeParser('application/json');
  app.decorateRequest('rawBody', undefined);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    req.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS pins a host to HTTPS in every browser that sees it: only for the real site, never localhost
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Text answers (JSON, HTML, scripts, styles) travel compressed; a phone on a slow network feels it most.
  // Built assets also exist pre-compressed (see registerWebApp), so this mostly works on API answers.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  await registerRateLimits(
    app,
    {
      perAddress: config.rateLimitPerMinute ?? DEFAULT_RATE_LIMITS.perAddress,
      perAccount: config.rateLimitPerAccountPerMinute ?? DEFAULT_RATE_LIMITS.perAccount,
    },
    redis,
  );
  // before the origin guard and the session lookup: a preflight is answered here
  await registerCors(app, config.allowedOrigins);
  registerOriginGuard(app, config.allowedOrigins);
  registerAuth(app, config.production);

  if (config.apiDocs ?? true) await registerApiDocs(app, config.production);

  // Probed every few seconds by load balancers: as little work as a route can do (no limit, no headers
  // beyond the answer's, no compression, no access log line; the answer is written once).
  const healthy = JSON.stringify({ status: 'ok' });
  const probe = { config: { rateLimit: false, securityHeaders: false, accessLog: false }, compress: false } as const;
  app.get('/healthz', probe, (_request, reply) => reply.type('application/json; charset=utf-8').send(healthy));
  registerReadiness(app, { database, redis });
  registerMetrics(app, {
    database,
    allow: config.metricsAllow ?? ['127.0.0.0/8', '::1'],
    behindTrustedProxy: (config.trustProxy ?? false) !== false,
  });
  registerJobQueue(app, database, config);
}

/** The web app's files and pages; unknown API paths answer JSON 404. */
async function registerPages(app: FastifyInstance, config: AppConfig) {
  const hasWeb = config.webDistDir && fs.existsSync(path.join(config.webDistDir, 'index.html'));
  const page = hasWeb ? await registerWebApp(app, config.webDistDir!) : undefined;
  // Unknown API paths answer JSON 404; any other GET that wants a page gets the web app, whose router decides.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/uploads/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (page && isPage) return page(request, reply);
    return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
  });
}

function registerJobQueue(app: FastifyInstance, database: Database, config: AppConfig) {
  const mode = config.jobQueue ?? 'workers';
  app.decorate(
    'jobs',
    createJobQueue({ database, log: app.log, runWorkers: mode === 'workers', pollingIntervalSeconds: config.jobPollingSeconds }),
  );
  if (mode === 'off') return;
  app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', () => app.jobs.stop());
}

/** One warning when Redis goes away (ioredis retries on its own and /readyz reports it), one line when it is back. */
function watchRedis(app: FastifyInstance, redis: Redis) {
  let lost = false;
  redis.on('error', (err: Error) => {
    if (lost) return;
    lost = true;
    app.log.warn({ err: { message: err.message } }, 'Redis is not reachable; retrying');
  });
  redis.on('ready', () => {
    if (lost) app.log.info('Redis is reachable again');
    lost = false;
  });
}

/**
 * Fastify takes addresses as they are; a hop count becomes "the nearest N hops" (Fastify itself treats a
 * number as trusting nothing). A hop count trusts whoever connects: only for a server no one reaches but its proxy.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Serves the built web app's files; returns what answers GET / and client routes: the page rendered on the
 * server from dist-server/ (public pages), else index.html (current after a rebuild).
 */
async function registerWebApp(app: FastifyInstance, dist: string): Promise<PageShell> {
  const shell = pageShell(path.join(dist, 'index.html'));
  const render = pageRender(app, { dist, serverEntry: path.join(dist, '..', 'dist-server', 'entry-server.js'), shell });
  app.get('/', { compress: false }, homeInTheirLanguage(render));
  app.get('/index.html', { compress: false }, shell);
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    // files are looked up per request, so a rebuild of the web app is served without a restart
    wildcard: true,
    index: false,
    // serves index-abc.js.br / .gz written at build time when the browser accepts them
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Vite's hashed assets never change; everything else is revalidated.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return render;
}
