// sitemap.xml and robots.txt (decision 0027): every public page with when it last changed, in files of at
// most URLS_PER_FILE addresses (the protocol allows 50,000; smaller files stay in the catalogue cache).
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import {
  HOTEL_CATEGORIES,
  PRIVATE_PATH_PREFIXES,
  POLICIES_IN_FORCE_FROM,
  STATIC_PUBLIC_PATHS,
  blogPostPath,
  cabPath,
  hotelCategoryPath,
  hotelPath,
  tourCategoryPath,
  tourPath,
} from '@raahi/contract/site-paths';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from '@raahi/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { publicPages, type Stamped } from './sitemap.repo.ts';

export const URLS_PER_FILE = 10_000;

export type SitemapEntry = { path: string; lastmod: Date };

const latest = (rows: { updatedAt: Date }[]) => new Date(Math.max(0, ...rows.map((r) => r.updatedAt.getTime())));
const each = (rows: Stamped[], path: (id: string) => string) => rows.map((r) => ({ path: path(r.id), lastmod: r.updatedAt }));

/**
 * Every public page in every language (decision 0057): the fixed ones (dated by what they list),
 * categories, listings, tours and posts; each page's languages side by side.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  return (await pagesOfTheSite(db)).flatMap((e) => LANGUAGES.map((language) => ({ ...e, path: pathInLanguage(e.path, language) })));
}

async function pagesOfTheSite(db: Db): Promise<SitemapEntry[]> {
  const p = await publicPages(db);
  const policies = instantOfIndianTime(`${POLICIES_IN_FORCE_FROM}T00:00`);
  const listed: Record<(typeof STATIC_PUBLIC_PATHS)[number], Date> = {
    '/': latest([...p.hotels, ...p.tours, ...p.cabs, ...p.posts]),
    '/tour': latest(p.tours),
    '/hotel': latest(p.hotels),
    '/hotels': latest(p.hotels),
    '/cab': latest(p.cabs),
    '/blog': latest(p.posts),
    '/help': policies,
    '/terms': policies,
    '/cancellation-and-refunds': policies,
    '/how-results-are-ranked': policies,
  };
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: listed[path] })),
    ...HOTEL_CATEGORIES.map((c) => ({ path: hotelCategoryPath(c), lastmod: listed['/hotel'] })),
    ...p.tourTypes.map((t) => ({ path: tourCategoryPath(t.type), lastmod: t.updatedAt })),
    ...each(p.tours, tourPath),
    ...each(p.hotels, hotelPath),
    ...each(p.cabs, cabPath),
    ...each(p.posts, blogPostPath),
  ];
}

const xmlText = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const NS_XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
/** A day is as precise as search engines use, and it keeps the file unchanged by same-day edits. */
const day = (d: Date) => d.toISOString().slice(0, 10);

export const sitemapFileCount = (entries: SitemapEntry[]) => Math.max(1, Math.ceil(entries.length / URLS_PER_FILE));

/** The page in every language, English also as x-default, as <xhtml:link> alternates. */
const alternates = (origin: string, path: string) =>
  [...LANGUAGES.map((l) => [l, l] as const), ['x-default', DEFAULT_LANGUAGE] as const]
    .map(([hreflang, l]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(origin + pathInLanguage(path, l))}"/>`)
    .join('');

/** One <urlset> of pages on `origin`. */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${xmlText(origin + e.path)}</loc><lastmod>${day(e.lastmod)}</lastmod>${alternates(origin, e.path)}</url>`,
  );
  return `${XML_HEAD}<urlset ${NS} ${NS_XHTML}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> naming /sitemap-1.xml … /sitemap-N.xml, each dated by its newest page. */
export function sitemapIndex(origin: string, entries: SitemapEntry[]): string {
  const files = Array.from({ length: sitemapFileCount(entries) }, (_, i) => {
    const part = entries.slice(i * URLS_PER_FILE, (i + 1) * URLS_PER_FILE);
    return `<sitemap><loc>${xmlText(`${origin}/sitemap-${i + 1}.xml`)}</loc><lastmod>${day(latest(part.map((e) => ({ updatedAt: e.lastmod }))))}</lastmod></sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex ${NS}>\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers may read every public page and picture, nothing private; the sitemap is named absolutely. */
export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
