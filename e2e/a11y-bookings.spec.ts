import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { firstId } from './support/public-pages.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

// axe-core finds no serious or critical violations on the hotel, cab and dashboard pages
// (the other public pages are in a11y.spec.ts).
type Target = { name: string; signedIn?: boolean; path: (api: APIRequestContext) => Promise<string> };

const PAGES: Target[] = [
  { name: 'hotels landing', path: async () => '/hotel' },
  { name: 'hotel search', path: async () => '/hotels' },
  { name: 'hotel detail', path: async (api) => `/hotel/${await firstId(api, '/api/hotel?limit=1')}` },
  { name: 'hotel booking review', path: async (api) => `/hotel/booking/${await firstId(api, '/api/hotel?limit=1')}` },
  { name: 'cab listing', path: async () => '/c?sourceLocation=Delhi&destLocation=Agra' },
  { name: 'cab booking review', path: async (api) => `/cab/booking/${await firstId(api, '/api/cab?limit=1')}` },
  { name: 'user dashboard', signedIn: true, path: async () => '/user' },
  { name: 'profile', signedIn: true, path: async () => '/account' },
];

for (const target of PAGES) {
  test(`a11y: ${target.name} has no serious or critical axe violations`, async ({ page }) => {
    if (target.signedIn)
      expect((await page.request.post('/api/users/auth', { data: { email: 'user@raahi.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
    const path = await target.path(page.request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main#main h1, main#main h2').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      ),
    ).toEqual([]);
  });
}
