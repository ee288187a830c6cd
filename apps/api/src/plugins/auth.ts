import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needsSession } from '../http/request-kind.ts';
import { ABSOLUTE_TIMEOUT_MS, findSessionUser, type SessionUser } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

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

export function setSessionCookie(reply: FastifyReply, token: string, production: boolean) {
  reply.setCookie(sessionCookieName(production), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function deviceCookieName(production: boolean) {
  return production ? '__Host-raahi_device' : 'raahi_device';
}

const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Remembers that this browser has signed in to the account (see modules/auth/device-cookie.ts). */
export function setDeviceCookie(reply: FastifyReply, token: string, production: boolean) {
  reply.setCookie(deviceCookieName(production), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export function deviceToken(request: FastifyRequest, production: boolean): string | undefined {
  return request.cookies[deviceCookieName(production)];
}

export function clearSessionCookie(reply: FastifyReply, production: boolean) {
  reply.clearCookie(sessionCookieName(production), { path: '/', httpOnly: true, sameSite: 'lax', secure: production });
}

export function sessionToken(request: FastifyRequest, production: boolean): string | undefined {
  return request.cookies[sessionCookieName(production)];
}
