import { expect, test } from './support/test.ts';
import { createCab, dayFromToday, unique } from './support/public-data.ts';
import { cancelWithRefund, downloadInvoice, openFromResult } from './support/my-bookings.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 12, the cab journey: part payment. The review shows the cab's 20 % advance now and the rest due to the
// driver; the test gateway's page takes the advance by UPI (success@razorpay); the result and My Bookings show
// it Confirmed with what was paid and what is due; cancelling shows the refund the policy gives first (in full,
// more than 24 hours before pickup) and then the refund on the booking.

test('cab booking: advance by UPI, Confirmed with paid and due, cancelled with the refund shown @phone', async ({ page, baseURL }) => {
  await signInAsNewGuest(page, 'Meera', 'Pillai');
  const cab = await createCab(baseURL!, {
    model: `Honda City ${unique()}`,
    type: 'Sedan',
    fuelType: 'Petrol',
    seats: 4,
    discountedPrice: 2000,
    taxes: 5,
  });
  const pickup = `${dayFromToday(12)}T10:00`;
  await page.goto(`/cab/booking/${cab._id}?pickupLocation=Pune&dropoffLocation=Mumbai&pickupTime=${pickup}`);

  // ₹2,000 + 5 % GST = ₹2,100: ₹420 now, ₹1,680 to the driver
  await expect(page.getByTestId('cab-total')).toHaveText('₹2,100.00');
  await page.getByLabel(/Pay 20% now/).check();
  await expect(page.getByText('₹420.00 now · ₹1,680.00 to the driver')).toBeVisible();
  await expect(page.getByText(/^Cancellation: Free cancellation until 24 hours before/)).toBeVisible();
  await page.getByRole('button', { name: 'Book Now · ₹420.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByText('Due to the driver')).toBeVisible();
  await expect(confirm.getByTestId('cab-confirm-total')).toHaveText('₹2,100.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹420.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Confirmed');
  await expect(result).toContainText('Advance paid');
  await expect(result).toContainText('Paid₹420.00');
  await expect(result).toContainText('Due to the driver₹1,680.00');

  const { money } = await openFromResult(page, 'Cab', cab.model);
  await expect(money).toContainText('Payment: Advance paid');
  await expect(money).toContainText('Paid ₹420.00 · Due ₹1,680.00 (to the driver)');
  // the GST invoice of the trip: passenger transport by cab, its balance due to the driver
  expect(await downloadInvoice(page)).toContain('SAC 996601');
  await cancelWithRefund(page, 'You will get ₹420 back in full.', '₹420.00');
  await expect(money).toContainText(/Payment: Refunded/);
});
