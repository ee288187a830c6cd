import { expect, test } from './support/test.ts';
import { createTour, unique } from './support/public-data.ts';

test('smoke: the home page shows the featured tours that the API serves @phone', async ({ page, request, baseURL }) => {
  const tour = await createTour(baseURL!, { name: `Smoke Tour ${unique()}`, featured: true });
  const listed = await request.get('/api/tour?featured=true');
  expect(listed.ok()).toBe(true);
  expect(((await listed.json()) as { _id: string }[]).some((t) => t._id === tour._id)).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Raahi home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Tours' }).getByRole('heading', { name: tour.name })).toBeVisible();
});
