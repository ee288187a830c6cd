import { expect, test } from './support/test.ts';
import { createTour, dayFromToday, unique } from './support/public-data.ts';
import { cancelWithRefund, downloadInvoice, openFromResult } from './support/my-bookings.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 12, the tour journey: the card 4000 0000 0000 0002 is declined; the result page says why and how long
// the booking is held; Back finds the tour page with the date and persons kept; Try again pays by UPI
// (success@razorpay) and the booking is Confirmed; cancelling 40 days ahead shows the full refund first, then
// the refund on the booking.

test('tour booking: declined card, retry by UPI, Confirmed, cancelled with the refund shown @phone', async ({ page, baseURL }) => {
  await signInAsNewGuest(page, 'Kabir', 'Sethi');
  const tour = await createTour(baseURL!, { name: `Hampi Ruins Walk ${unique()}`, price: 5000 });
  const day = dayFromToday(40);
  await page.goto(`/tour/${tour._id}`);
  const panel = page.getByRole('form', { name: 'Book this tour' });
  await expect(panel.getByText('per person, + ₹250 taxes')).toBeVisible();
  await panel.getByLabel('Tour date').fill(day);
  await panel.getByRole('button', { name: 'More persons' }).click();
  // all in: 2 × ₹5,000 + 5 % GST
  await expect(panel.getByTestId('tour-total')).toHaveText('₹10,500');
  await panel.getByRole('button', { name: 'Book Now · ₹10,500.00' }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Booking' }).getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay ₹10,500.00 by card' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByTestId('payment-failure')).toHaveText('Your card was declined by the bank.');
  await expect(page.getByTestId('hold-countdown')).toContainText(/Held for you until .* \(1?\d:\d\d left\)/);

  // Back to the tour page: the choice is kept
  await page.goBack();
  await page.goBack();
  await expect(panel.getByLabel('Tour date')).toHaveValue(day);
  await expect(panel.getByLabel('Number of persons')).toHaveText('2');
  await page.goForward();
  await page.goForward();

  await page.getByRole('button', { name: 'Try again: pay ₹10,500.00' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹10,500.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('Confirmed');

  const { money } = await openFromResult(page, 'Tour', tour.name);
  await expect(money).toContainText('Payment: Paid');
  await expect(money).toContainText('Paid ₹10,500.00 · Due ₹0.00');
  expect(await downloadInvoice(page)).toContain('SAC 998552'); // tour operator services
  await cancelWithRefund(page, 'You will get ₹10,500 back in full.', '₹10,500.00');
});
