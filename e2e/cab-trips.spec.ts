import { expect, test } from './support/test.ts';
import { dayFromToday, unique } from './support/public-data.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 30's journey: a round trip Delhi → Jaipur → Delhi over two days, from the home page's cab search (the
// Round trip tab, places chosen from the suggestions), to a car of the demo's Delhi fleet priced for the route,
// booked with the exact pickup address and the passenger, and paid.

test('cab trip: a two-day round trip Delhi → Jaipur → Delhi booked with a pickup address and paid @phone', async ({ page }) => {
  await signInAsNewGuest(page, 'Kabir', 'Sethi');
  await page.goto('/');
  await page.getByRole('tablist', { name: 'What to search' }).getByRole('tab', { name: 'Cabs' }).click();
  const search = page.getByRole('form', { name: 'Search cabs' });
  await search.getByText('Round trip').click();

  const from = search.getByRole('combobox', { name: 'From Location' });
  await from.fill('Delh');
  await page.getByRole('option', { name: /^Delhi · City, Delhi/ }).click();
  await expect(from).toHaveValue('Delhi');
  const to = search.getByRole('combobox', { name: 'To Location' });
  await to.fill('Jaip');
  // by keyboard: the first suggestion, taken with Enter
  await expect(page.getByRole('option', { name: /^Jaipur · City, Rajasthan/ })).toBeVisible();
  await to.press('ArrowDown');
  await to.press('Enter');
  await expect(to).toHaveValue('Jaipur');

  await search.getByLabel('Date', { exact: true }).fill(dayFromToday(20));
  await search.getByLabel('Return date').fill(dayFromToday(21));
  await search.getByRole('button', { name: 'Search Cabs' }).click();

  await expect(page).toHaveURL(/\/c\?.*trip=round/);
  const first = page.getByRole('article').first();
  await expect(first).toContainText('280 km each way');
  await expect(first.getByTestId('trip-total')).toContainText('₹');
  await first.getByRole('link', { name: /BOOK NOW/ }).click();

  const fare = page.getByRole('region', { name: 'Fare' });
  await expect(fare).toContainText('Driver allowance: 2 days');
  await expect(fare).toContainText('Night charge');
  await page.getByLabel('Exact pickup address').fill(`House ${unique()}, Lodhi Road, New Delhi`);
  await page.getByLabel('Passenger name').fill('Kabir Sethi');
  await page.getByLabel('Passenger mobile').fill('+91 98110 22334');
  await page.getByRole('button', { name: /^Book Now · / }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm).toContainText('Lodhi Road');
  await expect(confirm).toContainText('Kabir Sethi · +91 98110 22334');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: /^Pay ₹.* by UPI$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Confirmed');
});
