import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isGstin } from '@raahi/contract/rules/gstin';
import { stateOfGstin } from '@raahi/contract/rules/invoice';
import type { UnpaidBookingsCaps } from '@raahi/contract/rules/booking-limits';
import type { S3Settings } from './storage/s3-storage.ts';
import type { Storage } from './storage/storage.ts';

/**
 * Who issues the invoices: Raahi, the supplier on every tax invoice and credit note (INVOICE_SUPPLIER_NAME,
 * INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_GSTIN; decision 0023).
 */
export type Supplier = { name: string; address: string; gstin: string };

/** The demo's supplier; a real deployment sets its own three settings. */
export const DEMO_SUPPLIER: Supplier = {
  name: 'Raahi Travels Private Limited',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
  gstin: '29AABCR1234M1Z9',
};

/** The supplier this app was configured with (tests and the demo: DEMO_SUPPLIER). */
export const supplierOf = (app: { config: { supplier?: Supplier } }): Supplier => app.config.supplier ?? DEMO_SUPPLIER;

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require a marketplace to name
 * (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE).
 */
export type GrievanceOfficer = { name: string; email: string; phone: string };

/** The demo's officer; a real deployment sets its own three settings. */
export const DEMO_OFFICER: GrievanceOfficer = {
  name: 'Vikram Rao',
  email: 'grievance.officer@raahi.example',
  phone: '+91 80 4567 8900',
};

/** SMS through MSG91's OTP API: the account's key, the DLT-approved template, the API's address (decision 0080). */
export type Msg91Settings = { authKey: string; templateId: string; url: string };
export const MSG91_OTP_URL = 'https://control.msg91.com/api/v5/otp';

/** At most `max` attempts in `windowMs`. */
export type Limit = { max: number; windowMs: number };
/** How many enquiries and reviews an account and an address may post per hour. */
export type PostingLimits = Record<'enquiry' | 'review', { account: Limit; address: Limit }>;

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const commaList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * API requests per minute: from one address without a session (a town behind carrier-grade NAT shares one,
 * hence the headroom), and of one signed-in account from anywhere. See decision 0015.
 */
export const DEFAULT_RATE_LIMITS = { perAddress: 3000, perAccount: 600 };

const perMinute = (fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .int('must be a whole number of requests per minute')
      .min(1, 'must be at least 1')
      .max(100_000_000, 'must be at most 100000000')
      .default(fallback),
  );

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform(commaList)
    .pipe(z.array(z.url('each allowed origin must be a URL like https://raahi.in'))),
  PUBLIC_ORIGIN: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+\/?$/, "must be the site's address with no path, like https://raahi.in")
      .optional(),
  ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SKIP_SEED: bool.default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be a hop count (like 1) or a comma-separated list of addresses or CIDRs' });
        return z.NEVER;
      }
      return trust;
    }),
  SESSION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (for example: openssl rand -base64 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  API_DOCS: bool.default(true),
  BACKGROUND_JOBS: bool.default(true),
  COOKIE_SAME_SITE: z
    .enum(['lax', 'strict', 'none', ''], 'must be lax, strict or none')
    .default('lax')
    .transform((v) => v || 'lax'),
  RATE_LIMIT_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.perAddress),
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: perMinute(DEFAULT_RATE_LIMITS.perAccount),
  CATALOGUE_CACHE_MB: z.coerce
    .number()
    .int()
    .min(0, 'must be 0 (off) or more megabytes')
    .max(4096, 'must be at most 4096 megabytes')
    .default(32),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1, 'must be 1 to 1440 minutes').max(1440, 'must be 1 to 1440 minutes').default(15),
  ICAL_POLL_MINUTES: z.coerce.number().int().min(1, 'must be 1 to 1440 minutes').max(1440, 'must be 1 to 1440 minutes').default(15),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RAZORPAY_KEY_SECRET: z
    .string()
    .min(8, 'must be the key secret from the Razorpay dashboard')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .min(8, 'must be the webhook secret set in the Razorpay dashboard')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  INVOICE_SUPPLIER_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').default(DEMO_SUPPLIER.name)),
  INVOICE_SUPPLIER_ADDRESS: optionalText.pipe(z.string().max(300, 'must be at most 300 characters').default(DEMO_SUPPLIER.address)),
  INVOICE_SUPPLIER_GSTIN: optionalText.pipe(
    z
      .string()
      .refine(isGstin, 'must be a 15-character GSTIN with its check character, like 29AABCR1234M1Z9')
      .refine((v) => stateOfGstin(v) !== undefined, 'must start with the code of an Indian state')
      .default(DEMO_SUPPLIER.gstin),
  ),
  GRIEVANCE_OFFICER_NAME: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').default(DEMO_OFFICER.name)),
  GRIEVANCE_OFFICER_EMAIL: optionalText.pipe(z.string().email('must be an email address').default(DEMO_OFFICER.email)),
  GRIEVANCE_OFFICER_PHONE: optionalText.pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'must be a phone number like +91 80 4567 8900')
      .default(DEMO_OFFICER.phone),
  ),
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.0/8,::1')
    .transform(commaList)
    .refine((entries) => entries.every(isAddressOrCidr), 'must be a comma-separated list of addresses or CIDRs, like 127.0.0.1,10.0.0.0/8'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name like raahi-pictures')
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be a URL like http://127.0.0.1:9000')
      .optional(),
  ),
  S3_REGION: optionalText.transform((v) => v ?? 'us-east-1'),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s/?#]+(:\d+)?\/?(\?\S*)?$/, 'must be a URL like smtp://user:pass@smtp.example.com:587')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  SMS_MSG91_AUTH_KEY: optionalText,
  SMS_MSG91_TEMPLATE_ID: optionalText,
  SMS_MSG91_URL: optionalText.pipe(z.string().url('must be a URL like https://control.msg91.com/api/v5/otp').optional()),
});

/** Which proxies may tell us the client's address, host and protocol (X-Forwarded-*): none, the nearest N, or these. */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim();
  if (!v) return false;
  if (/^\d+$/.test(v)) return Number(v) >= 1 && Number(v) <= 20 ? Number(v) : undefined;
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  allowedOrigins: string[];
  /** the site's address in links that leave it (sitemap, robots.txt, email); unset, each request's own host (email: this server on localhost) */
  publicOrigin?: string;
  redisUrl?: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  skipSeed: boolean;
  production: boolean;
  trustProxy: TrustProxy;
  /** signs the device cookie; unset, the server keeps a generated one in DATA_DIR */
  sessionSecret?: string;
  apiDocs: boolean;
  /** false: this process enqueues background jobs but leaves running them to other processes */
  backgroundJobs: boolean;
  /** SameSite of the session and device cookies; `none` (a web app on another site) only with Secure cookies */
  cookieSameSite: CookieSameSite;
  /** API requests per minute from one address without a session, and of one signed-in account */
  rateLimitPerMinute: number;
  rateLimitPerAccountPerMinute: number;
  /** memory for public catalogue answers kept ready, per process; 0 keeps none (every read asks the database) */
  catalogueCacheMb: number;
  /** who may read GET /metrics: addresses and CIDRs */
  metricsAllow: string[];
  /** pictures go to this bucket when S3_BUCKET is set, else to DATA_DIR/uploads */
  s3?: S3Settings;
  payments: PaymentsConfig;
  /** the supplier named on tax invoices and credit notes */
  supplier: Supplier;
  /** the grievance officer published on the Help and complaints page */
  grievanceOfficer: GrievanceOfficer;
  /** email over SMTP (SMTP_URL, MAIL_FROM); without a URL, messages are kept in the back-office's outbox */
  mail: { smtpUrl?: string; from?: string };
  /** SMS through MSG91 (SMS_MSG91_AUTH_KEY, SMS_MSG91_TEMPLATE_ID, SMS_MSG91_URL); unset, SMS are kept in the outbox */
  sms?: Msg91Settings;
  /** how often each imported iCalendar feed is read again (decision 0062) */
  icalPollMinutes: number;
};

/** What the app is built with (buildApp): the settings it uses, and what tests and scripts may set besides. */
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
      | 'sms'
      | 'publicOrigin'
      | 'port'
      | 'icalPollMinutes'
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

/** How bookings are paid: the hold on unpaid bookings, and Razorpay's keys (none: the built-in test gateway). */
export type PaymentsConfig = {
  holdMinutes: number;
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string };
};

export type CookieSameSite = 'lax' | 'strict' | 'none';

/** Reads configuration from the environment; throws one readable line on the first problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const c = parsed.data;
  // a browser drops a SameSite=None cookie that is not Secure, and only production cookies are
  if (c.COOKIE_SAME_SITE === 'none' && c.NODE_ENV !== 'production')
    throw new ConfigError('Invalid configuration: COOKIE_SAME_SITE none needs NODE_ENV=production (SameSite=None cookies must be Secure)');
  const keys = [c.RAZORPAY_KEY_ID, c.RAZORPAY_KEY_SECRET, c.RAZORPAY_WEBHOOK_SECRET];
  if (keys.some(Boolean) && !keys.every(Boolean))
    throw new ConfigError('Invalid configuration: set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none');
  if (Boolean(c.SMS_MSG91_AUTH_KEY) !== Boolean(c.SMS_MSG91_TEMPLATE_ID))
    throw new ConfigError('Invalid configuration: SMS_MSG91_AUTH_KEY and SMS_MSG91_TEMPLATE_ID go together');
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || env.S3_REGION?.trim())) {
    throw new ConfigError('Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT or S3_REGION is');
  }
  if (c.S3_BUCKET && Boolean(c.AWS_ACCESS_KEY_ID) !== Boolean(c.AWS_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    allowedOrigins: c.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    publicOrigin: c.PUBLIC_ORIGIN && new URL(c.PUBLIC_ORIGIN).origin,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    skipSeed: c.SKIP_SEED,
    production: c.NODE_ENV === 'production',
    trustProxy: c.TRUST_PROXY,
    sessionSecret: c.SESSION_SECRET,
    apiDocs: c.API_DOCS,
    backgroundJobs: c.BACKGROUND_JOBS,
    cookieSameSite: c.COOKIE_SAME_SITE,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    rateLimitPerAccountPerMinute: c.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    catalogueCacheMb: c.CATALOGUE_CACHE_MB,
    payments: {
      holdMinutes: c.BOOKING_HOLD_MINUTES,
      razorpay:
        c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET
          ? { keyId: c.RAZORPAY_KEY_ID, keySecret: c.RAZORPAY_KEY_SECRET, webhookSecret: c.RAZORPAY_WEBHOOK_SECRET }
          : undefined,
    },
    metricsAllow: c.METRICS_ALLOW,
    supplier: { name: c.INVOICE_SUPPLIER_NAME, address: c.INVOICE_SUPPLIER_ADDRESS, gstin: c.INVOICE_SUPPLIER_GSTIN },
    grievanceOfficer: { name: c.GRIEVANCE_OFFICER_NAME, email: c.GRIEVANCE_OFFICER_EMAIL, phone: c.GRIEVANCE_OFFICER_PHONE },
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    sms:
      c.SMS_MSG91_AUTH_KEY && c.SMS_MSG91_TEMPLATE_ID
        ? { authKey: c.SMS_MSG91_AUTH_KEY, templateId: c.SMS_MSG91_TEMPLATE_ID, url: c.SMS_MSG91_URL ?? MSG91_OTP_URL }
        : undefined,
    icalPollMinutes: c.ICAL_POLL_MINUTES,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          endpoint: c.S3_ENDPOINT,
          accessKeyId: c.AWS_ACCESS_KEY_ID,
          secretAccessKey: c.AWS_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
}

export class ConfigError extends Error {}
