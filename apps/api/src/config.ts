import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

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
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('each allowed origin must be a URL like https://raahi.in'))),
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
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    allowedOrigins: c.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    skipSeed: c.SKIP_SEED,
    production: c.NODE_ENV === 'production',
    trustProxy: c.TRUST_PROXY,
    sessionSecret: c.SESSION_SECRET,
    apiDocs: c.API_DOCS,
    backgroundJobs: c.BACKGROUND_JOBS,
    cookieSameSite: c.COOKIE_SAME_SITE,
  };
}

export class ConfigError extends Error {}
