import { expect, test } from './support/test.ts';
import { createCab, createWelcomeCode, dayFromToday, unique } from './support/public-data.ts';
import { cancelWithRefund, downloadInvoice, openFromResult } from './support/my-bookings.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 12, the cab journey: a coupon and part payment. A hotels-only code and an unknown one are refused with
// the server's words; a welcome code (WELCOME10's terms) takes 10 % off the fare before GST. The review shows the cab's 20 % advance of
// the discounted total now and the rest due to the driver; the test gateway's page takes the advance by UPI
// (success@razorpay); the result and My Bookings show it Confirmed with what was paid and what is due, the
// invoice the discounted value; cancelling shows the refund the policy gives first (in full, more than 24 hours
// before pickup) and then the refund on the booking.

test('cab booking: a coupon, advance by UPI, Confirmed with paid and due, cancelled with the refund shown @phone', async ({
  page,
  baseURL,
}) => {
  const welcome = await createWelcomeCode(baseURL!);
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

  // ₹2,000 + 5 % GST = ₹2,100
  const total = page.getByTestId('cab-total');
  await expect(total).toHaveText('₹2,100.00');
  // the terms of this trip, for its pickup at 10:00: free until the minute before 24 hours ahead of it
  const terms = page.getByTestId('cancellation-terms');
  await expect(terms.getByRole('listitem')).toHaveText([
    /^Free cancellation until \d{1,2} \w{3}( \d{4})?, 09:59$/,
    /^From .*, 10:00: 25% fee$/,
  ]);

  // codes that do not apply say why, and the fare stays
  const code = page.getByLabel('Coupon code');
  const message = page.getByTestId('coupon-message');
  await code.fill('stay500');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(message).toHaveText('This code is for hotel bookings.');
  await code.fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(message).toHaveText('This code is not valid.');
  await expect(total).toHaveText('₹2,100.00');

  // the welcome code: 10 % of the ₹2,000 fare off before GST, ₹1,800 + 5 % = ₹1,890: ₹378 now, ₹1,512 to the driver
  await code.fill(welcome.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(message).toHaveText(`${welcome} applied: you save ₹200.00.`);
  await expect(page.getByRole('region', { name: 'Fare' })).toContainText('Coupon discount− ₹200.00');
  await expect(total).toHaveText('₹1,890.00');
  await page.getByLabel(/Pay 20% now/).check();
  await expect(page.getByText('₹378.00 now · ₹1,512.00 to the driver')).toBeVisible();
  await page.getByRole('button', { name: 'Book Now · ₹378.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByText('Due to the driver')).toBeVisible();
  await expect(confirm).toContainText('Coupon discount− ₹200.00');
  await expect(confirm.getByTestId('cab-confirm-total')).toHaveText('₹1,890.00');
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹378.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Confirmed');
  await expect(result).toContainText('Advance paid');
  await expect(result).toContainText('Paid₹378.00');
  await expect(result).toContainText('Due to the driver₹1,512.00');
  await expect(page.getByTestId('cancellation-terms')).toContainText(/Free cancellation until .*, 09:59/);

  const { details, money } = await openFromResult(page, 'Cab', cab.model);
  // the details add up as the invoice does (the coupon's discount is a line), the trip's length is in hours
  // and the 20 % advance is called what it is
  await expect(details.getByTestId('price-lines')).toHaveText(
    'Price breakdown: Base price ₹2,000.00 − Coupon discount ₹200.00 + GST (5%) ₹90.00 = ₹1,890.00. ₹378.00 now, ₹1,512.00 to the driver.',
  );
  await expect(details).toContainText('8 hours');
  await expect(details).toContainText('Advance of ₹378.00 when booking, ₹1,512.00 to the driver');
  await expect(details).not.toContainText('Half paid');
  await expect(money).toContainText('Payment: Advance paid');
  await expect(money).toContainText(`Code ${welcome}`);
  await expect(money).toContainText('Paid ₹378.00 · Due ₹1,512.00 (to the driver)');
  // the GST invoice of the trip: passenger transport by cab at the discounted value, its balance due to the driver
  const invoice = await downloadInvoice(page);
  expect(invoice).toContain('SAC 996601');
  expect(invoice).toMatch(/Taxable value\s+₹1,800\.00/);
  expect(invoice).toMatch(/Total\s+₹1,890\.00/);
  await cancelWithRefund(page, 'You will get ₹378 back in full.', '₹378.00');
  await expect(money).toContainText(/Payment: Refunded/);
});
