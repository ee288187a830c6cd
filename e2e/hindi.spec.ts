import { expect, test } from './support/test.ts';

// A visitor reads Raahi in Hindi (decision 0057): the switch on the home page, then a hotel search in Goa.
test('a visitor switches to Hindi on the home page and searches hotels in Goa, still in Hindi', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होटल' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'चुनिंदा टूर' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'raahi_lang')?.value).toBe('hi');

  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होटल' }).click();
  await expect(page).toHaveURL(/\/hi\/hotel$/);
  await page.goto('/hi/hotels');
  const form = page.getByRole('search', { name: 'Search hotels' });
  await form.getByLabel('Location').fill('Goa');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hi\/hotels\?location=Goa/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('banner').getByRole('link', { name: 'लॉग इन' })).toBeVisible();
  // the same search in English, its query kept
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('href', /^\/hotels\?location=Goa/);
});
