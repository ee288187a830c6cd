// Back-office analytics: a hotel owner reads its own figures and the rooms taken per night, changes the
// range and downloads the CSV; an admin reads the charts of one kind.
import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { periodLabel } from '../packages/contract/src/rules/periods.ts';
import { dayFromToday, signedInApi } from './support/public-data.ts';
import { signInAs } from './support/sign-in.ts';

test("a hotel owner sees a new stay in its analytics and its hotel's nights, and downloads the CSV", async ({ page, baseURL }) => {
  const owner = await signedInApi(baseURL!, 'hotel@raahi.test');
  const me = (await (await owner.get('/api/users/profile')).json()) as { _id: string };
  const hotel = (await (await owner.get(`/api/hotel/user/${me._id}`)).json()) as { _id: string; name: string };
  const guest = await signedInApi(baseURL!, 'user@raahi.test');
  const stay = await guest.post('/api/booking/create', {
    data: { hotel: hotel._id, roomCount: 2, checkInDate: dayFromToday(2), checkOutDate: dayFromToday(3) },
  });
  expect(stay.status(), await stay.text()).toBe(201);

  await signInAs(page, 'hotel@raahi.test');
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Analytics' }).click(); // the sidebar's section opens
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText('The bookings of the hotel you manage.')).toBeVisible();
  const bookings = page.locator('dt', { hasText: /^Bookings$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(bookings).not.toHaveText('0');
  // the nights shown are the range's: take it up to a week ahead, where the new stay is
  await page.getByLabel('To', { exact: true }).fill(dayFromToday(6));
  await expect(page).toHaveURL(new RegExp(`to=${dayFromToday(6)}`));
  await expect(page.getByRole('heading', { name: `Occupancy of ${hotel.name}` })).toBeVisible();
  const nights = page.getByRole('region', { name: new RegExp(`^Rooms taken per night at ${hotel.name}`) });
  const night = nights.getByRole('row', { name: new RegExp(`^${periodLabel(dayFromToday(2), 'day')} `) });
  // the new stay holds 2 rooms on its night (other journeys may hold more)
  await expect(night.getByRole('cell').first()).not.toHaveText(/^[01]$/);

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=.*interval=day/);
  await expect(page.getByRole('region', { name: /^Bookings per day/ }).getByRole('row')).toHaveCount(8);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`raahi-analytics-${dayFromToday(-6)}-to-${dayFromToday(0)}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('period,bookings,paid,cancelled,revenue (INR),refunds (INR),net (INR)');
  expect(csv.trimEnd().split('\r\n')).toHaveLength(8);
});

test('an admin reads the charts of hotel bookings, and a backwards range says why it shows nothing', async ({ page }) => {
  await signInAs(page, 'admin@raahi.test');
  await page.goto('/admin/analytics/chart');
  await expect(page.getByRole('heading', { name: 'Chart', level: 1 })).toBeVisible();
  await page.getByLabel('Bookings of').selectOption('hotel');
  await expect(page).toHaveURL(/kind=hotel/);
  await expect(page.getByRole('heading', { name: 'Bookings per day' })).toBeVisible();
  await expect(page.locator('.uplot canvas').first()).toBeVisible();

  await page.goto(`/admin/analytics?from=${dayFromToday(0)}&to=${dayFromToday(-3)}`);
  await expect(page.getByRole('alert')).toContainText('The end date is before the start date.');
});
