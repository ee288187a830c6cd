// The page <head> builders (src/lib/seo): every public page's title, description, canonical URL, share
// tags and JSON-LD, checked against what Google's structured-data rules and the share previews
// (Open Graph: WhatsApp, Telegram, Facebook; Twitter cards: X) require.
import type { Blog } from '@raahi/contract/blogs';
import type { Hotel, HotelSection } from '@raahi/contract/hotels';
import { HOTEL_CATEGORIES } from '@raahi/contract/site-paths';
import type { Tour } from '@raahi/contract/tours';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogPostMeta, homeMeta, hotelCategoryMeta, hotelMeta, listMeta, tourCategoryMeta, tourMeta } from '../src/lib/seo/meta.ts';
import { absoluteUrl, placeParts, summary } from '../src/lib/seo/site.ts';
import { translate } from '@raahi/contract/i18n/node-catalogues';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  hotelJsonLd,
  jsonLdScript,
  organizationJsonLd,
  tourJsonLd,
  type JsonLd,
} from '../src/lib/seo/structured-data.ts';

const ORIGIN = 'https://raahi.example';
const PIC = '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
const PIC2 = '/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.webp';
const OG = '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-og.jpg';
const stamps = { createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-02-01T08:30:00.000Z' };
const section: HotelSection = { title: 'Food', description: ['Thali'], img: PIC2 };

const hotel: Hotel = {
  _id: 'b3c1d7c2-4a5e-4f0e-9a55-1c1e1b0f0a01',
  name: 'Lake Palace Retreat',
  location: 'Udaipur, Rajasthan',
  distance: '2 km from City Palace',
  hotelPriceHighlight: 'Breakfast included',
  category: 'Luxury',
  imageUrl: PIC,
  images: [PIC, PIC2],
  price: 12500,
  taxes: 2250,
  inclusions: ['Breakfast'],
  amenities: ['Pool', 'Wi-Fi'],
  facilities: ['Parking'],
  rating: 4.6,
  reviewCount: 212,
  star: 5,
  type: 'Resort',
  featured: true,
  rooms: 20,
  address: '',
  phone: '',
  checkInTime: '12:00',
  checkOutTime: '11:00',
  hotelDetails: { description: 'Rooms over the water of Lake Pichola. '.repeat(12), priceDescription: '', priceLocation: '', price: '' },
  foodAndDining: section,
  locationAndSurroundings: section,
  roomDetailsAndAmenities: section,
  activitiesAndNearbyAttractions: section,
  ownerId: null,
  archivedAt: null,
  cancellationPolicy: null,
  ...stamps,
};

const day = (n: number, place: string) => ({
  day: n,
  description: `Day ${n} in ${place}.`,
  car: [],
  sightseeing: [{ name: place, location: place, places: place, duration: '3h', image: PIC2 }],
  hotels: [],
});
const tour: Tour = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Spiti Valley Circuit',
  type: 'mountain',
  description: 'High desert monasteries & villages <above> the clouds.',
  image: PIC,
  photos: [PIC2],
  price: 24999,
  rating: 4.8,
  ratings: 96,
  reviews: 96,
  location: 'Kaza, Himachal Pradesh',
  duration: '6N/7D',
  nights: 6,
  days: 7,
  inclusions: ['Stay'],
  // out of order on purpose: the itinerary follows the day numbers
  tourPlan: [day(2, 'Key Monastery'), day(1, 'Kaza')],
  availableFrom: '2026-05-01',
  availableTill: '2026-10-15',
  featured: true,
  seatsPerDeparture: 12,
  childPrices: [],
  infantBelowAge: 2,
  singleSupplement: 0,
  cancellationPolicy: null,
  ...stamps,
};

const post: Blog = {
  _id: 'c0ffee00-0000-4000-8000-000000000002',
  title: 'Ten things to pack for a winter trip to Ladakh, from thermals to sunscreen, and why each one matters more than you think',
  description: 'What to carry when the mercury drops below zero.',
  author: 'Meera Iyer',
  image: PIC,
  category: 'tour',
  featured: false,
  ...stamps,
};

/** Every descriptor of a kind, as name → content. */
const tags = (meta: MetaDescriptor[], key: 'name' | 'property') =>
  Object.fromEntries(
    meta.filter((d) => key in d).map((d) => [String(d[key as keyof typeof d]), String((d as { content: string }).content)]),
  );
const titleOf = (meta: MetaDescriptor[]) => (meta.find((d) => 'title' in d) as { title: string } | undefined)?.title;
const canonicalOf = (meta: MetaDescriptor[]) =>
  (meta.find((d) => 'tagName' in d && d.tagName === 'link' && d.rel === 'canonical') as { href: string } | undefined)?.href;
const jsonLdOf = (meta: MetaDescriptor[]) =>
  meta.flatMap((d) => ('script:ld+json' in d ? [(d as { 'script:ld+json': JsonLd })['script:ld+json']] : []));
const ofType = (meta: MetaDescriptor[], type: string) => jsonLdOf(meta).find((d) => d['@type'] === type);
const isAbsolute = (u: unknown) => typeof u === 'string' && /^https:\/\/raahi\.example\//.test(u);

/** What every public page must carry for search engines and share previews. */
function expectCompleteHead(meta: MetaDescriptor[], canonical: string) {
  const title = titleOf(meta);
  expect(title).toMatch(/\S/);
  expect(title).toContain('Raahi');
  const names = tags(meta, 'name');
  const props = tags(meta, 'property');
  expect(names.description!.length).toBeGreaterThan(20);
  expect(names.description!.length).toBeLessThanOrEqual(155);
  expect(canonicalOf(meta)).toBe(canonical);
  expect(props).toMatchObject({ 'og:url': canonical, 'og:title': title, 'og:description': names.description, 'og:site_name': 'Raahi' });
  expect(names).toMatchObject({ 'twitter:title': title, 'twitter:description': names.description });
  // each descriptor once: a second og:title or description confuses previews
  const keys = meta.map((d) => ('name' in d ? `n:${String(d.name)}` : 'property' in d ? `p:${String(d.property)}` : null)).filter(Boolean);
  expect(new Set(keys).size).toBe(keys.length);
  // JSON-LD survives JSON (no undefined, functions or cycles) and always names the vocabulary
  for (const data of jsonLdOf(meta)) {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data['@context']).toBe('https://schema.org');
  }
}

function expectBreadcrumb(data: JsonLd | undefined, names: string[]) {
  expect(data).toBeDefined();
  const items = data!.itemListElement as { '@type': string; position: number; name: string; item?: string }[];
  expect(items.map((i) => i.name)).toEqual(names);
  items.forEach((item, i) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(i + 1);
    // Google: every crumb but the last needs its URL
    if (i < items.length - 1) expect(isAbsolute(item.item)).toBe(true);
  });
}

const wordsOf = (language: 'en' | 'hi') => (key: MessageKey, values?: MessageValues) => translate(language, key, values);

describe('the other pages in Hindi', () => {
  const hi = wordsOf('hi');
  it('share their previews and trails in Hindi', () => {
    const tourPage = tourMeta(ORIGIN, tour, hi);
    expect(titleOf(tourPage)).toMatch(/: \d+ रात, \d+ दिन · Raahi$/);
    expectBreadcrumb(ofType(tourPage, 'BreadcrumbList'), ['होम', 'टूर पैकेज', tour.name]);
    expectBreadcrumb(ofType(blogPostMeta(ORIGIN, post, hi), 'BreadcrumbList'), ['होम', 'ब्लॉग', post.title]);
    const resorts = hotelCategoryMeta(ORIGIN, HOTEL_CATEGORIES[0], hi);
    expect(titleOf(resorts)).toBe('भारत में रिसॉर्ट · Raahi');
    expectBreadcrumb(ofType(resorts, 'BreadcrumbList'), ['होम', 'होटल', 'रिसॉर्ट']);
    const list = listMeta(ORIGIN, { path: '/tour', title: 'टूर पैकेज', description: 'सभी टूर' }, hi);
    expectBreadcrumb(ofType(list, 'BreadcrumbList'), ['होम', 'टूर पैकेज']);
  });
});

describe('a hotel page', () => {
  const meta = hotelMeta(ORIGIN, hotel, wordsOf('en'));

  it('shares its preview and trail in Hindi on its Hindi page', () => {
    const hindi = hotelMeta(ORIGIN, hotel, wordsOf('hi'));
    expect(tags(hindi, 'name').description).toMatch(/^Udaipur, Rajasthan में Lake Palace Retreat: ₹12,500 प्रति रात से। Rooms over/);
    expect(tags(hindi, 'property')['og:description']).toBe(tags(hindi, 'name').description);
    expectBreadcrumb(ofType(hindi, 'BreadcrumbList'), ['होम', 'होटल', 'Lake Palace Retreat']);
  });

  it('has its title, description, canonical URL and share tags with the 1200×630 picture and the price', () => {
    expectCompleteHead(meta, `${ORIGIN}/hotel/${hotel._id}`);
    expect(titleOf(meta)).toBe('Lake Palace Retreat, Udaipur, Rajasthan · Raahi');
    expect(tags(meta, 'name').description).toMatch(/^Lake Palace Retreat in Udaipur, Rajasthan: from ₹12,500 a night\. Rooms over/);
    expect(tags(meta, 'property')).toMatchObject({
      'og:type': 'product',
      'og:image': `${ORIGIN}${OG}`,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Lake Palace Retreat',
      'product:price:amount': '12500.00',
      'product:price:currency': 'INR',
    });
    expect(tags(meta, 'name')).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:image': `${ORIGIN}${OG}` });
  });

  it('describes the Hotel with address, star rating, aggregate rating and price range', () => {
    const data = ofType(meta, 'Hotel')!;
    expect(data).toMatchObject({
      name: 'Lake Palace Retreat',
      url: `${ORIGIN}/hotel/${hotel._id}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Udaipur', addressRegion: 'Rajasthan', addressCountry: 'IN' },
      starRating: { '@type': 'Rating', ratingValue: 5 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 212, bestRating: 5 },
    });
    expect(data.priceRange).toBe('₹12,500 per night, plus ₹2,250 taxes');
    // Google: priceRange under 100 characters; pictures as absolute URLs, the wide share picture first
    expect((data.priceRange as string).length).toBeLessThan(100);
    expect(data.image).toEqual([`${ORIGIN}${OG}`, `${ORIGIN}${PIC}`, `${ORIGIN}${PIC2.replace('.webp', '-og.jpg')}`, `${ORIGIN}${PIC2}`]);
    expectBreadcrumb(ofType(meta, 'BreadcrumbList'), ['Home', 'Hotels', 'Lake Palace Retreat']);
  });

  it('leaves the rating out while there are no reviews (Google refuses a rating without a count)', () => {
    const data = hotelJsonLd(ORIGIN, { ...hotel, reviewCount: 0, star: 0 });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('starRating');
    expect(data.address).toBeDefined();
  });
});

describe('a tour page', () => {
  const meta = tourMeta(ORIGIN, tour, wordsOf('en'));

  it('has its head tags with the price per person', () => {
    expectCompleteHead(meta, `${ORIGIN}/tour/${tour._id}`);
    expect(titleOf(meta)).toBe('Spiti Valley Circuit: 6 nights, 7 days · Raahi');
    expect(tags(meta, 'property')).toMatchObject({
      'og:image': `${ORIGIN}${OG}`,
      'product:price:amount': '24999.00',
      'og:type': 'product',
    });
  });

  it('describes a TouristTrip with its itinerary in day order and an Offer in rupees', () => {
    const data = ofType(meta, 'TouristTrip')!;
    expect(data).toMatchObject({ name: tour.name, url: `${ORIGIN}/tour/${tour._id}`, touristType: 'mountain' });
    const itinerary = data.itinerary as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { position: number; item: { name: string } }[];
    };
    expect(itinerary['@type']).toBe('ItemList');
    expect(itinerary.numberOfItems).toBe(2);
    expect(itinerary.itemListElement.map((l) => [l.position, l.item.name])).toEqual([
      [1, 'Day 1: Kaza'],
      [2, 'Day 2: Key Monastery'],
    ]);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 24999,
      priceCurrency: 'INR',
      url: `${ORIGIN}/tour/${tour._id}`,
      availability: 'https://schema.org/InStock',
      validFrom: '2026-05-01',
      validThrough: '2026-10-15',
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 96 });
    expectBreadcrumb(ofType(meta, 'BreadcrumbList'), ['Home', 'Tour Packages', 'Spiti Valley Circuit']);
  });

  it('has no itinerary property for a tour without a plan', () => {
    expect(tourJsonLd(ORIGIN, { ...tour, tourPlan: [] })).not.toHaveProperty('itinerary');
  });
});

describe('a blog post', () => {
  const meta = blogPostMeta(ORIGIN, post, wordsOf('en'));

  it('is an article with its picture', () => {
    expectCompleteHead(meta, `${ORIGIN}/blog/${post._id}`);
    expect(tags(meta, 'property')).toMatchObject({ 'og:type': 'article', 'og:image': `${ORIGIN}${OG}` });
    expect(tags(meta, 'property')).not.toHaveProperty('product:price:amount');
  });

  it('describes a BlogPosting with Google Article properties', () => {
    const data = ofType(meta, 'BlogPosting')!;
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect(data.headline).toMatch(/^Ten things to pack/);
    expect(data).toMatchObject({
      datePublished: stamps.createdAt,
      dateModified: stamps.updatedAt,
      author: { '@type': 'Person', name: 'Meera Iyer' },
      publisher: { '@type': 'Organization', name: 'Raahi', logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` } },
      mainEntityOfPage: `${ORIGIN}/blog/${post._id}`,
    });
    for (const d of ['datePublished', 'dateModified']) expect(Number.isNaN(Date.parse(data[d] as string))).toBe(false);
    expect((data.image as string[]).every(isAbsolute)).toBe(true);
  });

  it('names the site as author when the post has none', () => {
    expect(blogPostingJsonLd(ORIGIN, { ...post, author: ' ' }).author).toMatchObject({ '@type': 'Organization', name: 'Raahi' });
  });
});

describe('the home page, lists and categories', () => {
  it('the home page names the Organization with its logo, in the page’s language', () => {
    const meta = homeMeta(ORIGIN, wordsOf('en'), PIC);
    expectCompleteHead(meta, `${ORIGIN}/`);
    expect(meta).toContainEqual({ title: 'Raahi · Tours, hotels and cabs across India' });
    expect(homeMeta(ORIGIN, wordsOf('hi'), PIC)).toContainEqual({ title: 'Raahi · पूरे भारत के टूर, होटल और कैब' });
    expect(ofType(meta, 'Organization')).toMatchObject({ name: 'Raahi', url: `${ORIGIN}/`, logo: `${ORIGIN}/favicon.svg` });
    expect(organizationJsonLd(ORIGIN)['@context']).toBe('https://schema.org');
  });

  it('a list page has its trail and no price', () => {
    const meta = listMeta(
      ORIGIN,
      { path: '/tour', title: 'Tour Packages', description: 'Every tour package on Raahi, across India.' },
      wordsOf('en'),
    );
    expectCompleteHead(meta, `${ORIGIN}/tour`);
    expectBreadcrumb(ofType(meta, 'BreadcrumbList'), ['Home', 'Tour Packages']);
    // without a picture the card is the small one, and no picture tags are made up
    expect(tags(meta, 'name')['twitter:card']).toBe('summary');
    expect(tags(meta, 'property')).not.toHaveProperty('og:image');
  });

  it('category pages have one canonical URL whatever the id in the address', () => {
    const resorts = hotelCategoryMeta(ORIGIN, HOTEL_CATEGORIES[0], wordsOf('en'));
    expectCompleteHead(resorts, `${ORIGIN}/hotel/resorts/1`);
    const beach = tourCategoryMeta(ORIGIN, 'Beach', 'Beach', [tour], wordsOf('en'));
    expectCompleteHead(beach, `${ORIGIN}/tour/beach/all`);
    expect(tags(beach, 'property')['og:image']).toBe(`${ORIGIN}${OG}`);
  });

  it('an outside picture is used as it is, without claiming the share size', () => {
    const meta = listMeta(
      ORIGIN,
      {
        path: '/blog',
        title: 'Blogs',
        description: 'Travel notes from across India.',
        image: 'https://cdn.example/a.jpg',
      },
      wordsOf('en'),
    );
    const props = tags(meta, 'property');
    expect(props['og:image']).toBe('https://cdn.example/a.jpg');
    expect(props).not.toHaveProperty('og:image:width');
  });
});

describe('helpers', () => {
  it('breadcrumbs may leave the last URL out', () => {
    const data = breadcrumbJsonLd(ORIGIN, [{ name: 'Home', path: '/' }, { name: 'Here' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Here' },
    ]);
  });

  it('summaries fold whitespace and cut at a word', () => {
    expect(summary('  a\n\n b  ')).toBe('a b');
    const s = summary('word '.repeat(60));
    expect(s.length).toBeLessThanOrEqual(155);
    expect(s).toMatch(/word…$/);
  });

  it('absolute URLs keep outside URLs and join paths to the origin', () => {
    expect(absoluteUrl('https://raahi.example', '/tour/1')).toBe('https://raahi.example/tour/1');
    expect(absoluteUrl('https://raahi.example/', 'http://x.example/p.jpg')).toBe('http://x.example/p.jpg');
  });

  it('places split into locality and region', () => {
    expect(placeParts('Udaipur, Rajasthan')).toEqual({ locality: 'Udaipur', region: 'Rajasthan' });
    expect(placeParts('Goa')).toEqual({ locality: 'Goa' });
  });

  it('JSON-LD in a <script> cannot close the element, even from a listing name', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
    // the tour's own description holds < and &: its JSON-LD still parses back to the same text
    expect(JSON.parse(jsonLdScript(tourJsonLd(ORIGIN, tour))).description).toBe(tour.description);
  });
});
