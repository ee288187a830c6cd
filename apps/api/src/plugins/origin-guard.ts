import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request must be JSON or multipart (a plain HTML form can be neither),
 * and when the browser says where it comes from, that must be us or a configured origin.
 */
export function registerOriginGuard(app: FastifyInstance, allowedOrigins: string[]) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin(request) && !allowedOrigins.includes(origin)) {
      throw new AppError(403, 'cross_site', 'Cross-site request refused.');
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody && !type) return;
    if (type !== 'application/json' && type !== 'multipart/form-data') {
      throw new AppError(415, 'unsupported_media_type', 'Send JSON (or a multipart form for uploads).');
    }
  });
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
