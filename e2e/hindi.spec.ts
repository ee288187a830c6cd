import { expect, test } from './support/test.ts';
import { dayFromToday } from './support/public-data.ts';

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
  await expect(page.getByRole('heading', { name: 'अपने लिए होटल खोजें' })).toBeVisible();
  const form = page.getByRole('search', { name: 'होटल खोजें' });
  await form.getByRole('combobox', { name: 'जगह' }).fill('Goa');
  await form.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/hotels\?location=Goa/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // the filters, once the app has taken over, still in Hindi
  await page.getByRole('complementary', { name: 'फ़िल्टर' }).getByRole('checkbox', { name: '5 स्टार' }).check();
  await page.getByRole('button', { name: 'फ़िल्टर लगाएँ' }).click();
  await expect(page).toHaveURL(/starrating=5/);
  await expect(page.getByRole('complementary', { name: 'फ़िल्टर' }).getByRole('checkbox', { name: '5 स्टार' })).toBeChecked();
  await expect(page.getByRole('banner').getByRole('link', { name: 'लॉग इन' })).toBeVisible();
  // the same search in English, its query kept
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('href', /^\/hotels\?location=Goa/);
});

// The cab search and the cab review in Hindi: the trip kinds, a priced card, and the review it leads to.
test('a visitor searches a Delhi → Jaipur cab in Hindi and reviews it in Hindi', async ({ page }) => {
  // the switch remembers the choice: the review, one address in every language, follows it
  await page.goto(`/c?sourceLocation=Delhi&destLocation=Jaipur&date=${dayFromToday(12)}&hours=9&minutes=0`);
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/c\?/);
  await expect(page.getByRole('heading', { name: 'आउटस्टेशन कैब' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'आना-जाना' })).toBeAttached();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('किमी शामिल');
  await first.getByRole('link', { name: /^अभी बुक करें/ }).click();
  await expect(page.getByRole('heading', { name: 'अपनी कैब बुकिंग देखें' })).toBeVisible();
  await expect(page.getByText('जानने योग्य बातें')).toBeVisible();
  await expect(page.getByLabel('पिकअप का पूरा पता')).toBeVisible();
  await expect(page.getByRole('region', { name: 'किराया' })).toContainText('GST');
});
