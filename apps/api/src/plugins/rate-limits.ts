import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isApiCall } from '../http/request-kind.ts';

export type RateLimits = {
  /** API requests per minute from one address without a session (RATE_LIMIT_PER_MINUTE) */
  perAddress: number;
  /** API requests per minute of one signed-in account, from wherever (RATE_LIMIT_PER_ACCOUNT_PER_MINUTE) */
  perAccount: number;
};

/**
 * Limits that fit India's networks (docs/decisions/0015-request-path-and-catalogue-cache.md): behind
 * carrier-grade NAT a whole town shares one address, so a signed-in account is limited as itself, from any
 * address, and only traffic without a session counts against its address. Only calls of the API's table
 * count: static files, pictures, the page shell and health checks never do. Counted in Redis when
 * configured, so every process shares one count.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: true,
    // a route-level hook: it runs after the app's onRequest hooks, so request.user is known
    hook: 'onRequest',
    timeWindow: 60_000,
    ...(redis ? { redis } : {}),
    allowList: (request) => !isApiCall(request),
    keyGenerator: rateKey,
    max: (_request, key) => (key.startsWith('account:') ? limits.perAccount : limits.perAddress),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
      retryAfter: ctx.after,
    }),
  });
}

const rateKey = (request: FastifyRequest) => (request.user ? `account:${request.user.id}` : `address:${addressKey(request.ip)}`);

/** An IPv4 address as it is; an IPv6 one by its /64 (one subscriber's network), a mapped IPv4 as IPv4. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = lower.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
