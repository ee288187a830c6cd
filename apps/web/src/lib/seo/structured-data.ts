// JSON-LD for search engines (schema.org, with the properties Google's structured-data rules require or
// recommend): one builder per kind of page, pure, from the contract's answer types.
import type { Blog } from '@raahi/contract/blogs';
import type { Hotel, HotelCard } from '@raahi/contract/hotels';
import { shareImagePath } from '@raahi/contract/renditions';
import { rupees } from '@raahi/contract/rules/rupees';
import { blogPostPath, hotelPath, tourPath } from '@raahi/contract/site-paths';
import type { Tour } from '@raahi/contract/tours';
import { jsonForScript } from '../json-for-script.ts';
import { CURRENCY, SITE_LOGO, SITE_NAME, absoluteUrl, placeParts, summary } from './site.ts';

type Thing = { '@type': string; [key: string]: unknown };
export type JsonLd = Thing & { '@context': 'https://schema.org' };

const withContext = (data: Thing): JsonLd => ({ ...data, '@context': 'https://schema.org' });

/** The pictures of a page: the share-sized one first (Google prefers wide pictures of at least 1200 px). */
const images = (origin: string, paths: string[]) =>
  [...new Set(paths.filter(Boolean))].flatMap((p) => [absoluteUrl(origin, shareImagePath(p)), absoluteUrl(origin, p)]);

const organizationRef = (origin: string) => ({ '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') });

/** The site's publisher: its name, home page and logo. */
export const organizationJsonLd = (origin: string): JsonLd =>
  withContext({ ...organizationRef(origin), logo: absoluteUrl(origin, SITE_LOGO) });

export type Crumb = { name: string; path?: string };

/** A trail from the home page; the last crumb is the page itself (its URL may be left out). */
export const breadcrumbJsonLd = (origin: string, trail: Crumb[]): JsonLd =>
  withContext({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path !== undefined && { item: absoluteUrl(origin, c.path) }),
    })),
  });

/** Google shows stars only for a rating out of 5 with at least one review. */
const aggregateRating = (rating: number, count: number) =>
  count > 0 && rating > 0
    ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: count, bestRating: 5, worstRating: 1 } }
    : {};

/** whole rupees, as a price range reads */
const wholeRupees = (n: number) => rupees(Math.round(n));

/** A hotel: its postal address, stars, guests' rating and what a night costs. */
export function hotelJsonLd(origin: string, hotel: Hotel | HotelCard): JsonLd {
  const { locality, region } = placeParts(hotel.location);
  return withContext({
    '@type': 'Hotel',
    '@id': absoluteUrl(origin, `${hotelPath(hotel._id)}#hotel`),
    name: hotel.name,
    url: absoluteUrl(origin, hotelPath(hotel._id)),
    ...('hotelDetails' in hotel && hotel.hotelDetails.description && { description: summary(hotel.hotelDetails.description, 300) }),
    image: images(origin, [hotel.imageUrl, ...hotel.images]),
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      ...(region && { addressRegion: region }),
      addressCountry: 'IN',
    },
    ...(hotel.star > 0 && { starRating: { '@type': 'Rating', ratingValue: hotel.star, bestRating: 5 } }),
    ...aggregateRating(hotel.rating, hotel.reviewCount),
    priceRange: `${wholeRupees(hotel.price)} per night, plus ${wholeRupees(hotel.taxes)} taxes`,
    currenciesAccepted: CURRENCY,
    ...(hotel.amenities.length > 0 && {
      amenityFeature: hotel.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    }),
  });
}

/** A tour package: its day-by-day itinerary and the offer (price per person, dates it runs). */
export function tourJsonLd(origin: string, tour: Tour): JsonLd {
  const url = absoluteUrl(origin, tourPath(tour._id));
  const days = [...tour.tourPlan].sort((a, b) => a.day - b.day);
  return withContext({
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: tour.name,
    url,
    description: summary(tour.description, 300),
    image: images(origin, [tour.image, ...tour.photos]),
    touristType: tour.type,
    ...(days.length > 0 && {
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: days.length,
        itemListElement: days.map((d, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'TouristAttraction',
            name: d.sightseeing[0]?.name ? `Day ${d.day}: ${d.sightseeing[0].name}` : `Day ${d.day}`,
            description: summary(d.description, 300),
          },
        })),
      },
    }),
    offers: {
      '@type': 'Offer',
      url,
      price: tour.price,
      priceCurrency: CURRENCY,
      ...(tour.availableFrom && { validFrom: tour.availableFrom }),
      ...(tour.availableTill && { validThrough: tour.availableTill }),
      availability: 'https://schema.org/InStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', unitText: 'person', value: 1 },
    },
    ...aggregateRating(tour.rating, tour.ratings),
    provider: organizationRef(origin),
  });
}

/** A blog post: Google's Article properties (headline of at most 110 characters, dates, author, pictures). */
export function blogPostingJsonLd(origin: string, post: Blog): JsonLd {
  const url = absoluteUrl(origin, blogPostPath(post._id));
  return withContext({
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: summary(post.title, 110),
    description: summary(post.description),
    image: images(origin, [post.image]),
    datePublished: post.createdAt,
    dateModified: post.updatedAt || post.createdAt,
    author: post.author.trim() ? { '@type': 'Person', name: post.author.trim() } : organizationRef(origin),
    publisher: { ...organizationRef(origin), logo: { '@type': 'ImageObject', url: absoluteUrl(origin, SITE_LOGO) } },
    articleSection: post.category,
  });
}

/** JSON-LD as the text of a <script> (the same escaping as every other JSON the server puts in a script). */
export const jsonLdScript = jsonForScript;
