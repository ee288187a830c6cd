// A page's <head> as React Router MetaDescriptor[]: title, description, canonical URL, Open Graph and
// Twitter cards (with the 1200×630 share picture and the price), and its JSON-LD. Pure: the same lists
// serve a route's `meta` export (server rendering) and <PageMeta> (client pages).
import type { Blog } from '@raahi/contract/blogs';
import type { Hotel } from '@raahi/contract/hotels';
import { SHARE_IMAGE, shareImagePath } from '@raahi/contract/renditions';
import { rupees } from '@raahi/contract/rules/rupees';
import { blogPostPath, hotelPath, tourPath, type HotelCategory, hotelCategoryPath, tourCategoryPath } from '@raahi/contract/site-paths';
import type { Tour, TourCard } from '@raahi/contract/tours';
import type { MetaDescriptor } from 'react-router';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, pathFor, type Language } from '@raahi/contract/i18n/languages';
import { CURRENCY, SITE_LOCALE, SITE_NAME, absoluteUrl, summary } from './site.ts';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  hotelJsonLd,
  organizationJsonLd,
  tourJsonLd,
  type Crumb,
  type JsonLd,
} from './structured-data.ts';

export type PageFacts = {
  origin: string;
  /** the page's canonical path, query included when it is part of what the page is */
  path: string;
  title: string;
  description: string;
  /** a stored picture path (its share rendition is used) or an absolute URL */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'product';
  /** rupees, for listings: shown by share previews that read product prices */
  price?: number;
  /** the page's trail from the home page, its own name last */
  breadcrumb?: Crumb[];
  jsonLd?: JsonLd[];
};

const titled = (title: string) => (title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`);

/** Every tag a public page needs, from what the page is about. */
export function pageMeta(p: PageFacts): MetaDescriptor[] {
  const url = absoluteUrl(p.origin, p.path);
  const title = titled(p.title);
  const description = summary(p.description);
  const image = p.image ? absoluteUrl(p.origin, shareImagePath(p.image)) : undefined;
  const shareSized = image !== undefined && image !== absoluteUrl(p.origin, p.image!);
  const jsonLd = [...(p.breadcrumb ? [breadcrumbJsonLd(p.origin, p.breadcrumb)] : []), ...(p.jsonLd ?? [])];
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: SITE_LOCALE },
    { property: 'og:type', content: p.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: image },
          ...(shareSized
            ? [
                { property: 'og:image:type', content: SHARE_IMAGE.type },
                { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
                { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
              ]
            : []),
          { property: 'og:image:alt', content: p.imageAlt ?? p.title },
        ]
      : []),
    ...(p.price !== undefined
      ? [
          { property: 'product:price:amount', content: p.price.toFixed(2) },
          { property: 'product:price:currency', content: CURRENCY },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...jsonLd.map((data) => ({ 'script:ld+json': data as never })),
  ];
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The trail's first step, in the page's words. */
const home = (t: Translate): Crumb => ({ name: t('common.nav.home'), path: '/' });

/** The home page, in its language: the organisation behind the site. */
export const homeMeta = (origin: string, t: Translate, image?: string): MetaDescriptor[] =>
  pageMeta({
    origin,
    path: '/',
    title: t('home.metaTitle'),
    description: t('home.metaDescription'),
    image,
    jsonLd: [organizationJsonLd(origin)],
  });

/** A list page (all tours, hotels, cabs, posts) with the trail to it. */
export const listMeta = (
  origin: string,
  page: { path: string; title: string; description: string; image?: string },
  t: Translate,
): MetaDescriptor[] => pageMeta({ origin, ...page, breadcrumb: [home(t), { name: page.title }] });

/** One listing's own page (a hotel, a tour, a post): named by the listing, under its section, with its JSON-LD. */
const listingMeta = (
  origin: string,
  section: Crumb,
  page: {
    /** the trail's first step, in the page's words */
    home: Crumb;
    name: string;
    path: string;
    title: string;
    description: string;
    image?: string;
    type: 'article' | 'product';
    price?: number;
    jsonLd: JsonLd;
  },
): MetaDescriptor[] =>
  pageMeta({ origin, ...page, imageAlt: page.name, breadcrumb: [page.home, section, { name: page.name }], jsonLd: [page.jsonLd] });

/** A hotel's page, its share preview and trail in the page's words (`t`: useT()'s). */
export const hotelMeta = (origin: string, hotel: Hotel, t: Translate): MetaDescriptor[] =>
  listingMeta(
    origin,
    { name: t('common.nav.hotels'), path: '/hotel' },
    {
      home: home(t),
      name: hotel.name,
      path: hotelPath(hotel._id),
      title: `${hotel.name}, ${hotel.location}`,
      description: t('hotels.detail.shareDescription', {
        name: hotel.name,
        place: hotel.location,
        price: rupees(hotel.price),
        about: hotel.hotelDetails.description || hotel.hotelPriceHighlight,
      }),
      image: hotel.imageUrl || hotel.images[0],
      type: 'product',
      price: hotel.price,
      jsonLd: hotelJsonLd(origin, hotel),
    },
  );

export const tourMeta = (origin: string, tour: Tour, t: Translate): MetaDescriptor[] =>
  listingMeta(
    origin,
    { name: t('common.nav.tours'), path: '/tour' },
    {
      home: home(t),
      name: tour.name,
      path: tourPath(tour._id),
      title: t('tours.detail.shareTitle', { name: tour.name, nights: tour.nights, days: tour.days }),
      description: t('tours.detail.shareDescription', {
        place: tour.location,
        nights: tour.nights,
        days: tour.days,
        price: rupees(tour.price),
        about: tour.description,
      }),
      image: tour.image || tour.photos[0],
      type: 'product',
      price: tour.price,
      jsonLd: tourJsonLd(origin, tour),
    },
  );

export const blogPostMeta = (origin: string, post: Blog, t: Translate): MetaDescriptor[] =>
  listingMeta(
    origin,
    { name: t('common.nav.blog'), path: '/blog' },
    {
      home: home(t),
      name: post.title,
      path: blogPostPath(post._id),
      title: post.title,
      description: post.description,
      image: post.image,
      type: 'article',
      jsonLd: blogPostingJsonLd(origin, post),
    },
  );

export const hotelCategoryMeta = (origin: string, category: HotelCategory, t: Translate): MetaDescriptor[] => {
  const title = t(`hotels.category.${category.slug}.title`);
  return pageMeta({
    origin,
    path: hotelCategoryPath(category),
    title: t('hotels.category.shareTitle', { category: title }),
    description: t('hotels.category.shareDescription', {
      category: title,
      site: SITE_NAME,
      blurb: t(`hotels.category.${category.slug}.blurb`),
    }),
    breadcrumb: [home(t), { name: t('common.nav.hotels'), path: '/hotel' }, { name: title }],
  });
};

/** A tour category page, with the first of its tours' pictures. */
export const tourCategoryMeta = (origin: string, type: string, label: string, tours: TourCard[], t: Translate): MetaDescriptor[] =>
  pageMeta({
    origin,
    path: tourCategoryPath(type),
    title: t('tours.typeTours', { type: label }),
    description: tours.length
      ? t('tours.category.shareDescriptionWith', { type: label, site: SITE_NAME, tours: tours.map((tour) => tour.name).join(', ') })
      : t('tours.category.shareDescription', { type: label, site: SITE_NAME }),
    image: tours[0]?.image,
    breadcrumb: [home(t), { name: t('common.nav.tours'), path: '/tour' }, { name: t('tours.typeTours', { type: label }) }],
  });

const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };
const PICTURE = /^\/(?:uploads|assets|images)\/|\.(?:jpe?g|png|webp|avif|svg|gif)(?:\?|$)/i;

/**
 * A page's tags in the language it is shown in (decision 0057): its canonical and og:url at its own address
 * in that language (a search keeps its query), the `hreflang` alternates of every language with English as
 * x-default, og:locale, and the JSON-LD's page addresses and `inLanguage` to match. Pictures keep their paths.
 */
export function metaInLanguage(meta: MetaDescriptor[], origin: string, language: Language): MetaDescriptor[] {
  const local = (url: string) => {
    if (!url.startsWith(origin)) return url;
    const path = url.slice(origin.length) || '/';
    return PICTURE.test(path) ? url : absoluteUrl(origin, pathFor(language, path));
  };
  const localJsonLd = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(localJsonLd);
    if (!value || typeof value !== 'object') return value;
    const thing = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        typeof v === 'string' && (k === 'url' || k === 'item' || k === '@id') ? local(v) : localJsonLd(v),
      ]),
    );
    return '@context' in thing ? { ...thing, inLanguage: INTL_LOCALE[language] } : thing;
  };
  const canonical = meta.find((d): d is { tagName: 'link'; rel: 'canonical'; href: string } => 'rel' in d && d.rel === 'canonical');
  const alternates: MetaDescriptor[] = canonical
    ? [
        ...LANGUAGES.map((l) => ({
          tagName: 'link',
          rel: 'alternate',
          hreflang: l,
          href: absoluteUrl(origin, pathFor(l, canonical.href.slice(origin.length) || '/')),
        })),
        {
          tagName: 'link',
          rel: 'alternate',
          hreflang: 'x-default',
          href: absoluteUrl(origin, pathFor(DEFAULT_LANGUAGE, canonical.href.slice(origin.length) || '/')),
        },
      ]
    : [];
  return [
    ...meta.flatMap((d): MetaDescriptor[] => {
      if ('rel' in d && d.rel === 'canonical') return [{ ...d, href: local(String(d.href)) }, ...alternates];
      if ('property' in d && d.property === 'og:url') return [{ ...d, content: local(String(d.content)) }];
      if ('property' in d && d.property === 'og:locale')
        return [
          { ...d, content: OG_LOCALE[language] },
          ...LANGUAGES.filter((l) => l !== language).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
        ];
      if ('script:ld+json' in d) return [{ 'script:ld+json': localJsonLd(d['script:ld+json']) as never }];
      return [d];
    }),
  ];
}
