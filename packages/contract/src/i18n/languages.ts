// The languages Raahi speaks (decision 0057). Zod-free, for any page and the API. A third language is a new
// entry here and a folder of catalogues in messages/.
import { PRIVATE_PATH_PREFIXES } from '../site-paths.ts';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats numbers and dates with: Indian grouping (1,23,456) in both. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What the switch shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The readable cookie that remembers a visitor's choice (and, once signed in, the person's `language`). */
export const LANGUAGE_COOKIE = 'raahi_lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` header prefers among ours, or null when it names none of them
 * ('hi-IN,hi;q=0.9,en;q=0.8' → 'hi'; 'fr' → null). Ties keep the header's order.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.base).find(isLanguage) ?? null;
}

/** The path prefix of a language's public pages: '' for English (today's addresses), '/hi' for Hindi. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The language a public page's address names: '/hi/hotel/x' → 'hi', '/hotel/x' → 'en'. */
export function languageOfPath(pathname: string): Language {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** A path without its language prefix: '/hi/hotel/x' → '/hotel/x', '/hi' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(languagePrefix(language).length) || '/';
}

/** The same page in another language: ('/hotel/x', 'hi') → '/hi/hotel/x'; ('/hi/', 'en') → '/'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = pathWithoutLanguage(pathname);
  const prefix = languagePrefix(language);
  if (!prefix) return bare;
  return bare === '/' ? `${prefix}/` : `${prefix}${bare}`;
}

/**
 * Where a link to `path` goes on a page in `language`: a public page in that language; the pages about the
 * signed-in person and the back-office keep one address whatever the language.
 */
export function pathFor(language: Language, path: string): string {
  const bare = pathWithoutLanguage(path);
  return PRIVATE_PATH_PREFIXES.some((p) => bare === p || bare.startsWith(p.endsWith('/') ? p : `${p}/`))
    ? bare
    : pathInLanguage(bare, language);
}
