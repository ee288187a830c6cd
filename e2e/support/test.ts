// The journeys' `test`: Playwright's, with a page whose goto() and reload() return once a server-rendered
// page has hydrated (main.tsx marks <html data-hydrated>), as a person would only use it then. Before
// that, a click or typed text may reach the server's HTML instead of React (its links and search forms
// work without JavaScript, but a journey expects the app).
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

let moves = 0;
/**
 * Until a server-rendered page has hydrated: for pages of contexts a journey opens itself (this `page` waits on
 * its own). The sections below a phone's first screen wait for the person to use the page (decision 0103): the
 * pointer moves first, as a person's would before a click. The bands left out of the first layout are laid out
 * a moment after the load (decision 0104): a journey reads the page once they are.
 */
export const hydrated = async (page: Page) => {
  await page.waitForFunction(() => !document.getElementById('raahi-router') || !!document.documentElement.dataset.hydrated);
  await page.mouse.move(1 + (moves++ % 2), 1);
  await page.waitForFunction(() => {
    const { hydrated, laidOut } = document.documentElement.dataset;
    return !document.getElementById('raahi-router') || (hydrated === 'true' && laidOut !== undefined);
  });
};

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // with scripts off (`test.use({ javaScriptEnabled: false })`) the page is the server's HTML and never hydrates
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await hydrated(page);
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await hydrated(page);
      return res;
    };
    await use(page);
  },
});
