import cors from '@fastify/cors';
import { TOTAL_COUNT_HEADER } from '@raahi/contract/endpoint';
import type { FastifyInstance } from 'fastify';

/** What a browser app on a configured origin may send: the methods of the endpoint table and the headers the API reads. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_REQUEST_HEADERS = ['Content-Type', 'Idempotency-Key', 'Accept'];

/**
 * Cross-origin reads for the origins in ALLOWED_ORIGINS (a web app or partner site on another host), with
 * credentials so its session cookie travels. Any other origin gets no CORS header at all (its preflight is
 * a 404), so its page can read nothing; whether a state-changing request is accepted is the origin guard's
 * decision (plugins/origin-guard.ts), not this one's.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: string[]) {
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowedOrigins.includes(origin)),
    credentials: true,
    methods: CORS_METHODS,
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: [TOTAL_COUNT_HEADER, 'Retry-After'],
    maxAge: 600,
  });
}
