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
import { DEFAULT_RATE_LIMITS, type Config, type TrustProxy } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter.ts';
import { LOG_REDACT, serializeError } from './lib/log-safety.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCatalogue } from './plugins/catalogue.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerCors } from './plugins/cors.ts';
import { registerOriginGuard } from './plugins/origin-guard.ts';
import { moduleJobs, tableRoutes } from './modules/index.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { pageRender } from './http/page-render.ts';
import { homeInTheirLanguage } from './http/language.ts';
import { pageShell, type PageShell } from './http/page-shell.ts';
import { webhookSoon } from './modules/payments/payments.jobs.ts';
import { registerRazorpayCallback, registerRazorpayHandOff, registerTestCheckout } from './modules/payments/checkout-page.ts';
import type { PaymentGateway } from './modules/payments/gateway.ts';
import { createRazorpayGateway } from './modules/payments/razorpay-gateway.ts';
import { createTestGateway, type TestGateway } from './modules/payments/test-gateway.ts';
import { registerPictureServing } from './modules/uploads/picture-serving.ts';
import { registerMailer } from './modules/mail/mailer.ts';
import { AccessLog, lazyRequestLogger } from './observability/access-log.ts';
import { registerSitemap } from './modules/sitemap/sitemap.routes.ts';
import { registerMetrics } from './observability/metrics.ts';
import { registerReadiness } from './observability/readiness.ts';
import { requestIdGenerator, sendRequestId } from './observability/request-id.ts';
import { localStorage } from './storage/local-storage.ts';
import type { Storage } from './storage/storage.ts';
import { guardRouteTable, registerRoutes } from './http/route.ts';
import { ENDPOINTS } from '@raahi/contract/api-table';
import type { PostingLimits } from './modules/auth/attempt-throttle.ts';
import type { UnpaidBookingsCaps } from '@raahi/contract/rules/booking-limits';

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
    /** Razorpay with RAZORPAY_* keys, otherwise the built-in test gateway */
    gateway: PaymentGateway;
    /** the built-in test gateway when it is the one in use (tests deliver its webhooks through it) */
    testGateway?: TestGateway;
  }
  interface FastifyRequest {
    /** a JSON body as it arrived (webhook signatures are computed over it) */
    rawBody?: string;
  }
}

export type AppConfig = Pick<Config, 'allowedOrigins' | 'production' | 'redisUrl' | 'logLevel'> &
  Partial<
    Pick<
      Config,
      | 'trustProxy'
      | 'sessionSecret'
      | 'apiDocs'
      | 'cookieSameSite'
      | 'rateLimitPerMinute'
      | 'rateLimitPerAccountPerMinute'
      | 'catalogueCacheMb'
      | 'payments'
      | 'supplier'
      | 'metricsAllow'
      | 'mail'
      | 'publicOrigin'
      | 'port'
    >
  > & {
    /** where uploaded and generated images live, unless `storage` says otherwise */
    uploadsDir: string;
    /** an S3 bucket (S3_BUCKET) or another store for pictures; the uploads folder when absent */
    storage?: Storage;
    /** the built web app; served when it exists */
    webDistDir?: string;
    /**
     * The background job queue: started with the app and running jobs (default), started only to enqueue
     * (BACKGROUND_JOBS=false: other processes run them), or not started at all (most tests).
     */
    jobQueue?: 'workers' | 'enqueue-only' | 'off';
    /** how often an idle job worker looks for work (tests shorten it) */
    jobPollingSeconds?: number;
    /** the first wait before an email that failed to send is tried again (tests shorten it) */
    mailRetryDelaySeconds?: number;
    /** where log lines go (tests read them); standard output when absent */
    logStream?: NodeJS.WritableStream;
    /** how many enquiries and reviews an account and an address may post per hour; POSTING_LIMITS when absent (tests raise them) */
    postingLimits?: PostingLimits;
    /** how many unpaid bookings an account may hold at once; UNPAID_BOOKINGS when absent (tests raise it) */
    unpaidBookings?: UnpaidBookingsCaps;
  };

export const MAX_JSON_BODY = 1024 * 1024;

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

// Validation messages that the contract does not word itself are zod's English ones.
zodConfig(en());

export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
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
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  sendRequestId(app);
  app.decorate('storage', config.storage ?? localStorage(config.uploadsDir));

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  app.decorate('attempts', redis ? redisAttemptCounter(redis) : memoryAttemptCounter());
  app.decorate('sessionSecret', config.sessionSecret ?? randomBytes(32).toString('base64url'));
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

  const razorpay = config.payments?.razorpay;
  const testGateway = razorpay ? undefined : createTestGateway(database.db, app.sessionSecret);
  const gateway = razorpay ? createRazorpayGateway(razorpay) : testGateway!;
  app.decorate('gateway', gateway);
  app.decorate('testGateway', testGateway);
  registerMailer(app, config);
  registerJobQueue(app, database, config);

  guardRouteTable(app, ENDPOINTS, (url) => url.startsWith('/api/docs'));
  registerRoutes(app, tableRoutes);
  if (testGateway) registerTestCheckout(app, testGateway, webhookSoon(app));
  else {
    registerRazorpayHandOff(app, gateway);
    registerRazorpayCallback(app);
  }

  registerPictureServing(app);
  registerSitemap(app);
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
  return app;
}

function registerJobQueue(app: FastifyInstance, database: Database, config: AppConfig) {
  const mode = config.jobQueue ?? 'workers';
  app.decorate(
    'jobs',
    createJobQueue({ database, log: app.log, runWorkers: mode === 'workers', pollingIntervalSeconds: config.jobPollingSeconds }),
  );
  for (const register of moduleJobs) register(app);
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
