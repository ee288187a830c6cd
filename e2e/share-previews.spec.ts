import { expect, test, type Page } from './support/test.ts';

// Issue 13: what a search engine and a share preview read from a public page's <head>: one title, one
// description, the canonical URL, Open Graph and Twitter tags with the 1200×630 JPEG and the price, and
// JSON-LD that parses. Then sitemap.xml and robots.txt name those pages.

type Head = { title: string; descriptions: string[]; canonical: string | null; og: Record<string, string>; jsonLd: unknown[] };

async function headOf(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content') ?? ''),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: Object.fromEntries(
      [...document.querySelectorAll('meta[property], meta[name^="twitter:"]')].map((m) => [
        m.getAttribute('property') ?? m.getAttribute('name'),
        m.getAttribute('content') ?? '',
      ]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null')),
  }));
}

const firstOf = async (page: Page, url: string) =>
  ((await (await page.request.get(url)).json()) as { _id: string; name?: string; title?: string }[])[0]!;

test('a hotel page carries its share preview and Hotel structured data', async ({ page, baseURL }) => {
  // a hotel with a picture: the newest may be one another journey made without one (home.spec)
  const hotels = (await (await page.request.get('/api/hotel?limit=50')).json()) as { _id: string; name: string; imageUrl: string }[];
  const hotel = hotels.find((h) => h.imageUrl)!;
  await page.goto(`/hotel/${hotel._id}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  const head = await headOf(page);
  expect(head.title).toContain(hotel.name!);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]).toContain(hotel.name!);
  expect(head.canonical).toBe(`${baseURL}/hotel/${hotel._id}`);
  expect(head.og).toMatchObject({
    'og:type': 'product',
    'og:url': head.canonical,
    'product:price:currency': 'INR',
    'twitter:card': 'summary_large_image',
  });
  expect(head.og['og:image']).toMatch(/\/uploads\/[0-9a-f-]{36}-og\.jpg$/);
  const picture = await page.request.get(head.og['og:image']!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const types = head.jsonLd.map((d) => (d as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Hotel', 'BreadcrumbList']));
  const data = head.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'Hotel') as Record<string, unknown>;
  expect(data).toMatchObject({ name: hotel.name, address: { '@type': 'PostalAddress', addressCountry: 'IN' } });
});

test('a tour page is a TouristTrip with an offer, a post a BlogPosting; one head at a time', async ({ page, baseURL }) => {
  const tour = await firstOf(page, '/api/tour?limit=1');
  await page.goto(`/tour/${tour._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
  let head = await headOf(page);
  expect(head.canonical).toBe(`${baseURL}/tour/${tour._id}`);
  const trip = head.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'TouristTrip') as Record<string, unknown>;
  expect(trip).toMatchObject({ name: tour.name, offers: { '@type': 'Offer', priceCurrency: 'INR' } });

  // moving on in the app replaces the head: no tag of the tour is left behind
  const post = await firstOf(page, '/api/blog?limit=1');
  await page.goto(`/blog/${post._id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  head = await headOf(page);
  expect(head.canonical).toBe(`${baseURL}/blog/${post._id}`);
  expect(head.descriptions).toHaveLength(1);
  expect(head.og['og:type']).toBe('article');
  expect(head.jsonLd.map((d) => (d as { '@type': string })['@type'])).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  expect(JSON.stringify(head.jsonLd)).not.toContain('TouristTrip');
});

test('sitemap.xml lists the pages and robots.txt points to it', async ({ request, baseURL }) => {
  const hotel = ((await (await request.get('/api/hotel?limit=1')).json()) as { _id: string }[])[0]!;
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/hotel/${hotel._id}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
});
