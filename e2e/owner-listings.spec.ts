// An owner who runs two hotels switches between them in the back-office: the view, edit and bookings pages
// follow the choice, as do the rooms and rates and the calendar; their list shows each hotel's state, the one
// under review included.
import { expect, test, type Page } from './support/test.ts';
import { signInAs } from './support/sign-in.ts';

/** Chooses, in the switcher, the hotel whose name starts with `root` (demo names end with a suffix). */
async function switchTo(page: Page, root: string) {
  const switcher = page.getByLabel('Your hotel');
  const value = await switcher.locator('option', { hasText: root }).getAttribute('value');
  await switcher.selectOption(value!);
}

test('an owner with two hotels switches between them', async ({ page }) => {
  await signInAs(page, 'hotel@raahi.test');
  await page.goto('/admin/hotel/userview');
  // the first hotel is shown until another is chosen
  await expect(page.getByRole('heading', { level: 1, name: /^Amber Haveli/ })).toBeVisible();

  await switchTo(page, 'Casa Fontainhas');
  await expect(page.getByRole('heading', { level: 1, name: /^Casa Fontainhas/ })).toBeVisible();

  // the choice holds on the owner's other pages
  await page.getByRole('link', { name: 'Edit Hotel' }).click();
  await expect(page.getByLabel(/^Hotel Name/)).toHaveValue(/^Casa Fontainhas/);
  await page.goto('/admin/hotel/bookings');
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings of Casa Fontainhas/ })).toBeVisible();

  await switchTo(page, 'Amber Haveli');
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings of Amber Haveli/ })).toBeVisible();

  // the rooms and rates and the calendar follow it too
  await page.goto('/admin/hotel/calendar');
  await expect(page.getByRole('heading', { level: 1, name: /^Calendar · Amber Haveli/ })).toBeVisible();
  await switchTo(page, 'Casa Fontainhas');
  await expect(page.getByRole('heading', { level: 1, name: /^Calendar · Casa Fontainhas/ })).toBeVisible();
  await page.getByRole('link', { name: 'Rooms and rates', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Rooms and rates · Casa Fontainhas/ })).toBeVisible();

  // every hotel with its state; 'Manage' makes one the hotel the pages show
  await page.goto('/admin/hotel/mine');
  const table = page.getByRole('table', { name: 'My Hotels' });
  await expect(table.getByRole('row', { name: /Baga Bay.*Under review/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Casa Fontainhas.*Live/ })).toBeVisible();
  await table.getByRole('button', { name: /^Manage Casa Fontainhas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Casa Fontainhas/ })).toBeVisible();
});
