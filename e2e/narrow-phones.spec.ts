import { createBlog, createHotel, createTour, unique } from './support/public-data.ts';
import { publicPages } from './support/public-pages.ts';
import { demoEmail, signInWithRequest } from './support/sign-in.ts';
import { expect, test, type Page } from './support/test.ts';

// Many phones in India are 360 px wide, some 320: no page may be wider than the screen (a page that is makes
// the phone zoom out, or scroll sideways). Providers run their side from a phone too. The newest listings, the
// first in every list, have names of one word wider than the phone, as a provider may type (or a journey
// stamp) them.

let own: string[] = [];
test.beforeAll(async ({ baseURL }) => {
  const word = (stem: string) => `${stem}${unique()}`;
  const [hotel, tour, post] = await Promise.all([
    createHotel(baseURL!, { name: word('Thiruvananthapuramseasideretreat') }),
    createTour(baseURL!, { name: word('Kanyakumaritorameshwaramcoastal'), featured: true }),
    createBlog(baseURL!, word('Mawlynnongandthelivingrootbridges')),
  ]);
  own = [`/hotel/${hotel._id}`, `/tour/${tour._id}`, `/blog/${post._id}`, `/hotel/booking/${hotel._id}`];
});

/** Opens each of `urls` and answers, for those wider than the screen, by how much and which innermost elements reach past it. */
async function tooWide(page: Page, urls: string[]): Promise<string[]> {
  const wider: string[] = [];
  for (const url of urls) {
    // the page with its data and pictures, as its reader sees it once it has settled
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main'), url).toBeVisible();
    const { overflow, culprits, cut } = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const said = (e: Element) => `<${e.tagName.toLowerCase()}> "${(e.textContent ?? '').slice(0, 40)}"`;
      const past = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1);
      const innermost = past.filter((e) => !past.some((o) => o !== e && e.contains(o)));
      // a heading wider than its box: the page may not widen (a card clips it), but the name is cut off
      const cut = [...document.querySelectorAll('h1, h2, h3')].filter(
        (h) => h.getBoundingClientRect().right > h.parentElement!.getBoundingClientRect().right + 1,
      );
      return { overflow: document.documentElement.scrollWidth - w, culprits: innermost.slice(0, 3).map(said), cut: cut.map(said) };
    });
    if (overflow > 1) wider.push(`${url}: ${overflow} px too wide (${culprits.join(', ')})`);
    if (cut.length > 0) wider.push(`${url}: cut off ${cut.join(', ')}`);
  }
  return wider;
}

for (const width of [320, 360]) {
  test(`public pages fit a phone ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const urls = [...new Set([...(await publicPages(page.request)), ...own, '/login'])];
    expect(await tooWide(page, urls)).toEqual([]);
  });
}

/** Every page the back-office's sidebar offers the signed-in person (each section opened in turn). */
async function sidebarPages(page: Page): Promise<string[]> {
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(nav).toBeVisible();
  const pages = new Set<string>();
  const collect = async () => {
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      if (href) pages.add(href);
  };
  await collect();
  const toggles = nav.locator('button[aria-expanded]');
  for (let i = 0; i < (await toggles.count()); i++) {
    if ((await toggles.nth(i).getAttribute('aria-expanded')) === 'false') await toggles.nth(i).click();
    await collect();
  }
  return [...pages];
}

test('the back-office and the account pages fit a phone 360 px wide, for every role', async ({ browser, baseURL }) => {
  test.setTimeout(240_000); // about 40 pages
  const wider: string[] = [];
  for (const role of ['admin', 'hotel', 'cab', 'tour', 'content'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    await signInWithRequest(context.request, demoEmail(role));
    const page = await context.newPage();
    const urls = await sidebarPages(page);
    expect(urls.length, role).toBeGreaterThan(1);
    await page.setViewportSize({ width: 360, height: 740 });
    wider.push(...(await tooWide(page, urls)).map((w) => `${role}: ${w}`));
    await context.close();
  }
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await signInWithRequest(context.request, demoEmail('user'));
  wider.push(...(await tooWide(await context.newPage(), ['/user', '/account', '/bookings'])));
  await context.close();
  expect(wider).toEqual([]);
});
