import { expect, test, type Page } from './support/test.ts';
import { firstId, publicPages } from './support/public-pages.ts';
import { demoEmail, signInAs } from './support/sign-in.ts';

// Issue 13: public pages arrive server-rendered and the browser hydrates them: React reports no mismatch
// (in a production build, "Minified React error #418/#423/#425" and the like; in development, messages
// with "hydrat" or "did not match"), the page is not fetched again, and it answers clicks afterwards.

const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(?:418|419|421|422|423|425)\b/i;

/** Everything the page reports as a problem, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (err) => problems.push(String(err)));
  return problems;
}

/** Opens a server-rendered page and waits for hydration: the account menu fills in only in the browser. */
async function openHydrated(page: Page, url: string): Promise<string> {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(200);
  const html = await res!.text();
  expect(html, `${url} is server-rendered`).toContain('id="raahi-queries"');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  return html;
}

/**
 * The page's landmarks and sections in document order, from the server's HTML or (without it) from the live
 * page. Sections hydrate apart (components/hydrate-apart.tsx): one that took over the wrong markup would
 * lose a neighbour or show twice.
 */
const outlineOf = (page: Page, html?: string) =>
  page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
    // a listing's offers are asked for by the browser (components/listing-offers.tsx), so only the live page has them
    return [...doc.querySelectorAll('#root :is(header, nav, main, section, aside, footer):not([aria-labelledby^="offers-"])')].map(
      (e) => `${e.tagName} ${e.getAttribute('aria-labelledby') ?? e.getAttribute('aria-label') ?? ''}`,
    );
  }, html);

/** Ids that more than one element of the live page has: a label or heading that names the wrong thing. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  });

test('public pages hydrate without a mismatch and without fetching their data again', async ({ page }) => {
  const urls = await publicPages(page.request);
  const problems = problemsOf(page);
  for (const url of urls) {
    // the page's data comes with the HTML; only what was left to the browser (the session, reviews) is asked for
    const asked: string[] = [];
    const listen = (r: { url: () => string }) => asked.push(new URL(r.url()).pathname);
    page.on('request', listen);
    const html = await openHydrated(page, url);
    page.off('request', listen);
    expect(await outlineOf(page), `${url}: the hydrated page has the server's sections`).toEqual(await outlineOf(page, html));
    expect(await duplicateIds(page), `${url}: ids used twice after hydration`).toEqual([]);
    const refetched = asked.filter((p) => /^\/api\/(tour|hotel|blog|cab)(\/[^/]+)?$/.test(p));
    expect(refetched, `${url} asked again for`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('a page kept in a cache for minutes does not fetch its data again either (decision 0105)', async ({ page }) => {
  const hotel = await firstId(page.request, '/api/hotel?limit=1');
  for (const url of ['/', `/hotel/${hotel}`, '/hi/tour']) {
    // as the server's page cache or a CDN serves it: the same HTML, its data fetched ten minutes before
    let aged = 0;
    await page.route(
      (u) => u.pathname === url.split('?')[0],
      async (route) => {
        const res = await route.fetch();
        const html = (await res.text()).replace(/"dataUpdatedAt":(\d+)/g, (_, ms: string) => {
          aged += 1;
          return `"dataUpdatedAt":${Number(ms) - 600_000}`;
        });
        await route.fulfill({ response: res, body: html });
      },
    );
    // what the page's HTML brought; a listing's reviews and offers are the browser's to ask for
    const asked: string[] = [];
    const listen = (r: { url: () => string }) => {
      const { pathname, search } = new URL(r.url());
      if (/^\/api\/(tour|hotel|blog|cab|offer)(\/[^/]+)?$/.test(pathname) && !search.includes('relatedTo=')) asked.push(pathname);
    };
    page.on('request', listen);
    await page.goto(url);
    // every section has hydrated (the pointer moved): each query of the page has met its data
    await page.waitForTimeout(500);
    page.off('request', listen);
    await page.unrouteAll();
    expect(aged, `${url} came with its data`).toBeGreaterThan(0);
    expect(asked, `${url} asked again for`).toEqual([]);
  }
});

test('a hydrated page answers: client-side navigation, the hotel page dialogs, the home carousel', async ({ page }) => {
  const problems = problemsOf(page);
  await openHydrated(page, '/');
  // the carousel's slides are plain HTML; after hydration its dots move it
  const carousel = page.getByRole('region', { name: 'Featured destinations' });
  await carousel.getByRole('button', { name: 'Pause carousel' }).click();
  await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('group', { name: '2 of 9' })).toBeInViewport({ ratio: 0.9 });
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }).click();
  await expect(page).toHaveURL(/\/hotel$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere), 'no full page load').toBe(true);

  const hotel = await firstId(page.request, '/api/hotel?limit=1');
  await openHydrated(page, `/hotel/${hotel}`);
  await page.getByRole('button', { name: 'Food & Dining' }).click();
  // the dialog, opened after hydration, is named by its own heading, and no id on the page is used twice
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(await dialog.getByRole('heading', { level: 2 }).innerText());
  expect(await duplicateIds(page), 'ids used twice with the dialog open').toEqual([]);
  await page.keyboard.press('Escape');
  // a section below the first screen, hydrated in a task of its own, answers too
  await page.getByRole('textbox', { name: 'Your question' }).fill('Is there parking?');
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' }), 'checked in the page, not sent to the server').toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(problems).toEqual([]);
});

test('sections below the first screen wait for the first use of the page (decision 0103)', async ({ browser, baseURL }) => {
  // a page of its own: this file's `page` moves the pointer as soon as it has opened one
  const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  const problems = problemsOf(page);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'first-screen');
  // the first screen has hydrated: its tabs answer; the carousel below it is the server's HTML
  await expect(page.getByRole('tablist', { name: 'What to search' }).getByRole('tab', { name: 'Tours' })).toBeEnabled();
  const play = page.getByRole('region', { name: 'Featured destinations' }).getByRole('button', { name: /carousel/ });
  await page.waitForTimeout(1000);
  await expect(play).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('first-screen');
  // a finger on the screen: the rest hydrates
  await page.mouse.move(20, 20);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(play).toBeEnabled();
  expect(problems).toEqual([]);
  await page.close();
});

test('bands below the first screen are left out of the first layout and laid out after the load (decision 0104)', async ({
  browser,
  baseURL,
}) => {
  const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  // how the bands stood when the document had been parsed, before the load
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const bands = [...document.querySelectorAll('.laid-out-later')];
      (window as { parsed?: string[] }).parsed = bands.map((b) => getComputedStyle(b).contentVisibility);
    }),
  );
  await page.goto('/');
  const parsed = await page.evaluate(() => (window as { parsed?: string[] }).parsed);
  // the carousel, the home page's sections and the footer
  expect(parsed!.length).toBeGreaterThanOrEqual(8);
  expect(new Set(parsed)).toEqual(new Set(['auto']));
  await page.waitForFunction(() => document.documentElement.dataset.laidOut !== undefined);
  const after = await page.evaluate(() =>
    [...document.querySelectorAll('.laid-out-later')].map((b) => [b.hasAttribute('data-laid-out'), getComputedStyle(b).contentVisibility]),
  );
  expect(after).toEqual(parsed!.map(() => [true, 'visible']));
  await page.close();
});

test('a missing hotel is a 404 page that hydrates as one', async ({ page }) => {
  const problems = problemsOf(page);
  const res = await page.goto('/hotel/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Hotel not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse hotels' }).click();
  await expect(page).toHaveURL(/\/hotels$/);
  expect(problems).toEqual([]);
});

test('signed in, the page arrives anonymous and the account menu fills in after hydration', async ({ page }) => {
  await signInAs(page, demoEmail('user'));
  const problems = problemsOf(page);
  const res = await page.goto('/tour');
  const html = await res!.text();
  expect(html).not.toContain('account menu');
  expect(res!.headers()['cache-control']).toBe('private, no-store');
  const menu = page.getByRole('button', { name: /account menu/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a server-rendered page paints before it asks for its scripts; the signed-in shell asks at once', async ({ page }) => {
  for (const url of ['/', '/hotels?location=Goa']) {
    await openHydrated(page, url);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/[\w-]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(paint, `${url} painted`).toBeGreaterThan(0);
    expect(scripts.length, `${url} loaded the app`).toBeGreaterThan(1);
    expect(Math.min(...scripts), `${url}: the first script asked for after the first paint`).toBeGreaterThan(paint!);
  }
  // the back-office has nothing to paint without its scripts
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const asked = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name)).length,
  );
  expect(asked).toBe(1);
});

test('a section whose data changed before its turn to hydrate shows the new state, not the server’s markup', async ({ page }) => {
  // Scripts arrive slowly, the API at once: the failed search answers before the results section hydrates
  // over the server's loading markup, and must come out as an alert (not the spinner's status with new words).
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const problems = problemsOf(page);
  await page.goto('/hotels?minBudget=-5');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('alert')).toContainText('Please check minBudget');
  await expect(results.getByRole('status')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a page the server renders again hydrates each section in its own place, an empty one included @phone', async ({ page }) => {
  // the second time, the server has every section's code and suspends on none of them; the search's chips
  // render nothing (no filter), and the empty result must not be taken over twice
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  for (const round of [1, 2]) {
    await page.goto('/hotels?location=Jaipr');
    await expect(page.getByText('Nothing found for “Jaipr”'), `round ${round}`).toHaveCount(1);
    await expect(page.getByText('We know no place, hotel or tour called “Jaipr”.')).toBeVisible();
  }
});
