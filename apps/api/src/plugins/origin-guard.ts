import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_ONLY = 'Send JSON (or a multipart form for uploads).';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route reads a multipart form (the endpoint row says `multipart: true`); no other route accepts one */
    multipart?: true;
  }
}

/**
 * CSRF defence for state-changing requests:
 * - the browser's own word on where the request comes from: `Origin` must be us or a configured origin,
 *   and `Sec-Fetch-Site` other than same-origin is refused unless the Origin is a configured one;
 * - the body must be JSON, which a plain HTML form cannot send; a multipart form (which it can) only on
 *   the route whose endpoint row declares it, and a plain form only on the test gateway's checkout page.
 * Our own origin is the host the request reached; X-Forwarded-Host counts only from a trusted proxy
 * (TRUST_PROXY), which Fastify's `request.host` and `request.protocol` already respect.
 */
export function registerOriginGuard(app: FastifyInstance, allowedOrigins: string[]) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const configured = origin !== undefined && allowedOrigins.includes(origin);
    // the gateway's callback form comes from its own site; it only redirects the payer to the page that verifies
    if (request.routeOptions.config?.gatewayCallback) return;
    if (origin && origin !== ownOrigin(request) && !configured) throw crossSite();
    const site = request.headers['sec-fetch-site'];
    if ((site === 'cross-site' || site === 'same-site') && !configured) throw crossSite();

    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody && !type) return;
    if (type === 'application/json') return;
    if (type === 'multipart/form-data' && request.routeOptions.config?.multipart) return;
    if (type === 'application/x-www-form-urlencoded' && request.routeOptions.config?.form) return;
    throw new AppError(415, 'unsupported_media_type', JSON_ONLY);
  });
}

const crossSite = () => new AppError(403, 'cross_site', 'Cross-site request refused.');

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
