import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { createBlog, createTour, unique } from './support/public-data.ts';

// axe-core finds no serious or critical violations on the public pages.
// To add a page: push a { name, path } (path may be a function of the base URL for pages that need an id).
type Target = { name: string; path: string | ((baseURL: string) => Promise<string>) };

const PUBLIC_PAGES: Target[] = [
  { name: 'home', path: '/' },
  { name: 'tour list', path: '/tour' },
  { name: 'tour detail', path: async (base) => `/tour/${(await createTour(base, { name: `A11y Tour ${unique()}` }))._id}` },
  { name: 'blog list', path: '/blog' },
  { name: 'blog detail', path: async (base) => `/blog/${(await createBlog(base))._id}` },
  { name: 'tour category', path: '/tour/mountain/all' },
  { name: 'sign in', path: '/login' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'reset password', path: '/reset-password?token=from-the-email' },
  { name: 'verify email', path: '/verify-email?token=from-the-email' },
  { name: 'cab list', path: '/cab' },
  { name: 'help and complaints', path: '/help' },
  { name: 'privacy notice', path: '/privacy' },
  { name: 'not found', path: '/no-such-page' },
];

for (const target of PUBLIC_PAGES) {
  test(`a11y: ${target.name} has no serious or critical axe violations`, async ({ page, baseURL }) => {
    const path = typeof target.path === 'string' ? target.path : await target.path(baseURL!);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main#main')).not.toBeEmpty();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
