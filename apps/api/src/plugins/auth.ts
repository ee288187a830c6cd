import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSameSite } from '../config.ts';
import { needsSession } from '../http/request-kind.ts';
import { signedInHintCookie } from '@raahi/contract/rules/session-hint';
import { ABSOLUTE_TIMEOUT_MS, findSessionUser, type SessionUser } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * How the session and device cookies are set. Production cookies are Secure and `__Host-` prefixed;
 * SameSite is Lax unless COOKIE_SAME_SITE says otherwise (`none` for a web app on another site, which
 * config.ts allows only with Secure cookies).
 */
export type CookiePolicy = { production: boolean; sameSite: CookieSameSite };

export const cookiePolicyOf = (config: { production: boolean; cookieSameSite?: CookieSameSite }): CookiePolicy => ({
  production: config.production,
  sameSite: config.cookieSameSite ?? 'lax',
});

export function sessionCookieName(production: boolean) {
  return production ? '__Host-raahi_session' : 'raahi_session';
}

/**
 * Reads the session cookie and puts the signed-in user (or null) on request.user: only for API calls that
 * may depend on who calls (not public reads, static files, pictures or health checks, which are always anonymous).
 */
export function registerAuth(app: FastifyInstance, production: boolean) {
  const cookie = sessionCookieName(production);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!needsSession(request)) return;
    const token = request.cookies[cookie];
    request.user = token && token.length < 100 ? await findSessionUser(app.db, token) : null;
  });
}

const cookieOptions = (policy: CookiePolicy) => ({
  httpOnly: true,
  sameSite: policy.sameSite,
  secure: policy.production,
  path: '/',
});

export function setSessionCookie(reply: FastifyReply, token: string, policy: CookiePolicy) {
  const maxAge = ABSOLUTE_TIMEOUT_MS / 1000;
  reply.setCookie(sessionCookieName(policy.production), token, { ...cookieOptions(policy), maxAge });
  reply.setCookie(signedInHintCookie(policy.production), '1', { ...cookieOptions(policy), httpOnly: false, maxAge });
}

/** A session limited to one booking (a guest's): no signed-in hint, since no account pages open with it. */
export function setBookingSessionCookie(reply: FastifyReply, token: string, policy: CookiePolicy) {
  reply.setCookie(sessionCookieName(policy.production), token, { ...cookieOptions(policy), maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
}

export function deviceCookieName(production: boolean) {
  return production ? '__Host-raahi_device' : 'raahi_device';
}

const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Remembers that this browser has signed in to the account (see modules/auth/device-cookie.ts). */
export function setDeviceCookie(reply: FastifyReply, token: string, policy: CookiePolicy) {
  reply.setCookie(deviceCookieName(policy.production), token, { ...cookieOptions(policy), maxAge: DEVICE_COOKIE_MAX_AGE_S });
}

export function deviceToken(request: FastifyRequest, production: boolean): string | undefined {
  return request.cookies[deviceCookieName(production)];
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy) {
  reply.clearCookie(sessionCookieName(policy.production), cookieOptions(policy));
  reply.clearCookie(signedInHintCookie(policy.production), { ...cookieOptions(policy), httpOnly: false });
}

export function sessionToken(request: FastifyRequest, production: boolean): string | undefined {
  return request.cookies[sessionCookieName(production)];
}
