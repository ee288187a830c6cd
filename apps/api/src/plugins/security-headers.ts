// Helmet's security headers (CSP, HSTS in production, frame and referrer policies, …), worked out once
// at start: they do not depend on the request, and @fastify/helmet rebuilt them (parsing every CSP
// directive) on every request, a tenth of the time of a cached catalogue answer (docs/performance.md).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route sends no security headers (the health probe, which only a load balancer reads) */
    securityHeaders?: false;
  }
}

/** The headers helmet would set with these options, as a lower-case name → value table. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.securityHeaders !== false) reply.headers(headers);
    done();
  });
}
