// The journeys' `test`: Playwright's, with a page whose goto() and reload() return once a server-rendered
// page has hydrated (main.tsx marks <html data-hydrated>), as a person would only use it then. Before
// that, a click or typed text may reach the server's HTML instead of React (its links and search forms
// work without JavaScript, but a journey expects the app).
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Until a server-rendered page has hydrated: for pages of contexts a journey opens itself (this `page` waits on its own). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('raahi-router') || document.documentElement.dataset.hydrated === 'true');

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
