import { publicPages } from './support/public-pages.ts';
import { expect, test } from './support/test.ts';

// Many phones in India are 360 px wide, some 320: no public page may be wider than the screen (a page that is
// makes the phone zoom out, or scroll sideways). The listings are the newest: after other journeys, ones they
// made, whose names end in a long unbroken stamp.

for (const width of [320, 360]) {
  test(`public pages fit a phone ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const urls = [...(await publicPages(page.request)), '/login'];
    const wider: string[] = [];
    for (const url of urls) {
      // the page with its data and pictures, as the visitor sees it once it has settled
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main'), url).toBeVisible();
      // how far the page reaches past the screen, and the innermost elements that do (to say what to fix)
      const { overflow, culprits } = await page.evaluate(() => {
        const w = document.documentElement.clientWidth;
        const past = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1);
        const innermost = past.filter((e) => !past.some((o) => o !== e && e.contains(o)));
        return {
          overflow: document.documentElement.scrollWidth - w,
          culprits: innermost.slice(0, 3).map((e) => `<${e.tagName.toLowerCase()}> "${(e.textContent ?? '').slice(0, 40)}"`),
        };
      });
      if (overflow > 1) wider.push(`${url}: ${overflow} px too wide (${culprits.join(', ')})`);
    }
    expect(wider).toEqual([]);
  });
}
