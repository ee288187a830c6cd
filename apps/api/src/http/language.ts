// Which language a request is answered in, the cookie that remembers a choice, and the one redirect a
// language causes (decision 0057).
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageOfAcceptLanguage, type Language } from '@raahi/contract/i18n/languages';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { CookiePolicy } from '../plugins/auth.ts';

/** The signed-in person's language; else the one `Accept-Language` prefers among ours; else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? languageOfAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

const YEAR_S = 365 * 24 * 3600;

/** The readable cookie the web app reads on pages with one address (set at sign-in and when the person changes it). */
export function setLanguageCookie(reply: FastifyReply, language: Language, policy: CookiePolicy) {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    httpOnly: false,
    sameSite: policy.sameSite,
    secure: policy.production,
    path: '/',
    maxAge: YEAR_S,
  });
}

/** What `/` answers vary with: a shared cache keeps one copy per language asked for, never one for all. */
export const HOME_VARY = 'cookie, accept-encoding, accept-language';

/**
 * GET / for a visitor who chose Hindi (the cookie) or, choosing nothing yet, whose browser prefers it: to
 * /hi/, which no shared cache keeps. An address that names its language (/hi/…, or any other) is never redirected.
 */
export function homeInTheirLanguage(english: RouteHandlerMethod): RouteHandlerMethod {
  return function (request, reply) {
    const cookie = request.cookies[LANGUAGE_COOKIE];
    const language = isLanguage(cookie) ? cookie : languageOfAcceptLanguage(request.headers['accept-language']);
    if (!language || language === DEFAULT_LANGUAGE) return english.call(this, request, reply);
    const query = request.url.indexOf('?');
    reply.header('vary', HOME_VARY).header('cache-control', 'private, no-store');
    return reply.redirect(`/${language}/${query < 0 ? '' : request.url.slice(query)}`, 302);
  };
}
