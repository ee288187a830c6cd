import { expect, test } from './support/test.ts';
import { cancelWithRefund, downloadInvoice, openFromResult } from './support/my-bookings.ts';
import { createWelcomeCode, dayFromToday } from './support/public-data.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 12: a hotel stay with a welcome code (WELCOME10's terms), Pay Now, the test gateway declines the card, the result page
// says why and offers Try again while the hold lasts, UPI pays, the booking is confirmed with the discount;
// My Bookings gives its GST invoice, and cancelling shows the refund the hotel's policy gives.

test('hotel booking: a coupon, a declined card, then UPI: confirmed and paid, the invoice, cancelled with the refund @phone', async ({
  page,
  baseURL,
}) => {
  const welcome = await createWelcomeCode(baseURL!);
  await signInAsNewGuest(page, 'Ishaan', 'Rao');
  const hotel = ((await (await page.request.get('/api/hotel?limit=1')).json()) as { _id: string; name: string }[])[0]!;

  // two weeks ahead: free cancellation still holds when the journey cancels
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${dayFromToday(14)}&checkout=${dayFromToday(15)}`);
  const total = page.getByTestId('summary-total');
  await expect(page.getByRole('button', { name: /^Pay Now ₹/ })).toBeEnabled();
  const before = await total.textContent();
  await page.getByLabel('Coupon code').fill(welcome.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-message')).toContainText(`${welcome} applied: you save`);
  await expect(page.getByTestId('price-summary')).toContainText('Coupon discount');
  await expect(total).not.toHaveText(before!);
  const discounted = (await total.textContent())!;

  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Booking' }).getByRole('button', { name: 'Confirm Booking' }).click();

  // the card is declined: the reason, and Try again while the booking is held
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: `Pay ${discounted} by card` }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByTestId('payment-failure')).toHaveText('Your card was declined by the bank.');
  await expect(page.getByTestId('hold-countdown')).toContainText(/Held for you until .* \(1?\d:\d\d left\)/);
  await page.getByRole('button', { name: `Try again: pay ${discounted}` }).click();

  // UPI pays
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: `Pay ${discounted} by UPI` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Confirmed');
  await expect(result).toContainText(discounted);

  // My Bookings: the GST invoice of the stay, then cancelling refunds what the hotel's policy gives back
  const { money } = await openFromResult(page, 'Hotel', hotel.name);
  await expect(money).toContainText('Payment: Paid');
  expect(await downloadInvoice(page)).toContain('SAC 996311');
  await cancelWithRefund(page, `You will get ${discounted.replace('.00', '')} back in full.`, discounted);
});
