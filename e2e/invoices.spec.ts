import { expect, test } from './support/test.ts';
import { fromNewAddress } from './support/sign-in.ts';
import { downloadInvoice } from './support/my-bookings.ts';
import { unique } from './support/public-data.ts';

// Issue 12: the guest gives their name, GSTIN and state on the hotel review and ticks 'save to profile', pays
// through the test gateway with UPI, and downloads the GST tax invoice from My Bookings: it names them, their
// GSTIN, the place of supply and the total.

test('hotel stay: billing details, UPI, then the GST invoice from My Bookings', async ({ page }) => {
  const email = `invoiced-${unique()}@example.test`;
  const reg = await page.request.post('/api/users', {
    data: { firstName: 'Meera', lastName: 'Iyer', email, password: 'Monsoon#2026' },
    headers: fromNewAddress(),
  });
  expect(reg.status()).toBe(201);
  expect((await page.request.post('/api/users/auth', { data: { email, password: 'Monsoon#2026' } })).ok()).toBe(true);
  const hotel = ((await (await page.request.get('/api/hotel?limit=1')).json()) as { _id: string; location: string }[])[0]!;

  await page.goto(`/hotel/booking/${hotel._id}`);
  await expect(page.getByRole('button', { name: /^Pay Now ₹/ })).toBeEnabled();
  await page.getByLabel('Full Name').fill('Meera Iyer (Acme Tours)');
  await page.getByLabel('GST Details (Optional)').fill('29ABCDE1234F1ZW');
  await page.getByLabel('Business legal name (for the invoice)').fill('Acme Tours Private Limited');
  await page.getByLabel('Your State').selectOption({ label: 'Karnataka' });
  await page.getByLabel('Confirm and save billing details to your profile').check();
  const total = (await page.getByTestId('summary-total').textContent())!.trim();

  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Booking' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: `Pay ${total} by UPI` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // the billing details went to the profile
  const profile = (await (await page.request.get('/api/users/profile')).json()) as { gstNumber: string; billingState: string };
  expect(profile).toMatchObject({ gstNumber: '29ABCDE1234F1ZW', billingState: 'karnataka' });

  await page.getByRole('link', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL(/\/bookings/);
  await page
    .getByRole('button', { name: /^View Details of Hotel booking/ })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const text = await downloadInvoice(page);
  expect(text).toContain('Meera Iyer (Acme Tours)');
  expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
  expect(text).toContain('Legal name: Acme Tours Private Limited');
  expect(text).toContain('State: Karnataka (29)');
  expect(text).toContain('SAC 996311');
  expect(text).toMatch(new RegExp(`Total\\s+${total.replace(/[.₹]/g, (c) => (c === '.' ? '\\.' : '₹'))}`));
  await expect(details.getByRole('button', { name: 'Print Booking' })).toBeVisible();
});
