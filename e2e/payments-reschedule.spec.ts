import { expect, test, type Page } from './support/test.ts';
import { openFromResult } from './support/my-bookings.ts';
import { createHotel, dayFromToday, setHotelPrice, unique } from './support/public-data.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 12 (docs/decisions/0025): a paid stay moved from My Bookings after its hotel changed its tariff. Dearer:
// the dialog says the difference and the new total, the guest pays the difference through the test gateway and
// only then does the booking move. Cheaper: it moves at once and the dialog says what is refunded; the payment
// panel shows it.

/** A day as the pages show it: 24/12/2026. */
const shown = (day: string) => day.split('-').reverse().join('/');

/** My Bookings → the booking's details → Reschedule → a new check-in date → Save new date. */
async function reschedule(page: Page, hotelName: string, checkIn: string) {
  await page.goto('/bookings');
  await page
    .getByRole('button', { name: `View Details of Hotel booking ${hotelName}` })
    .locator('visible=true')
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.getByRole('button', { name: 'Reschedule' }).click();
  await details.getByLabel('New check-in date').fill(checkIn);
  await details.getByRole('button', { name: 'Save new date' }).click();
  return details;
}

test('reschedule a paid stay: dearer dates pay the difference, cheaper ones refund it @phone', async ({ page, baseURL }) => {
  await signInAsNewGuest(page, 'Naina', 'Kulkarni');
  const hotel = await createHotel(baseURL!, { name: `Lake Palace Haveli ${unique()}`, price: 5400, featured: false });

  // booked and paid: 1 room, 1 night at ₹5,400 + 5 % GST
  const [inDay, outDay] = [dayFromToday(20), dayFromToday(21)];
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${inDay}&checkout=${outDay}`);
  await expect(page.getByTestId('summary-total')).toHaveText('₹5,670.00');
  await page.getByRole('button', { name: 'Pay Now ₹5,670.00' }).click();
  await page.getByRole('dialog', { name: 'Confirm Your Booking' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹5,670.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // the hotel raises its tariff to ₹6,000: a new date costs ₹6,300, ₹630 more than was paid
  await setHotelPrice(baseURL!, hotel, 6000);
  const [dearIn, dearOut] = [dayFromToday(30), dayFromToday(31)];
  let details = await reschedule(page, hotel.name, dearIn);
  const difference = details.getByTestId('reschedule-difference');
  await expect(difference).toContainText(`The new date (${shown(dearIn)}) costs ₹630.00 more (new total ₹6,300.00).`);
  await expect(difference).toContainText('until then it keeps its dates');
  // not moved yet; the way on has the focus, and the keyboard takes it
  await expect(details.getByText(`${shown(inDay)} to ${shown(outDay)}`)).toBeVisible();
  await expect(difference.getByRole('button', { name: 'Pay ₹630.00 and move' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay ₹630.00 by UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(
    page.getByText(`Your booking is moved to its new dates: ${hotel.name}, ${shown(dearIn)} to ${shown(dearOut)}.`),
  ).toBeVisible();
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Confirmed');
  await expect(result).toContainText('Paid₹6,300.00');

  ({ details } = await openFromResult(page, 'Hotel', hotel.name));
  await expect(details.getByText(`${shown(dearIn)} to ${shown(dearOut)}`)).toBeVisible();
  await expect(details.getByText('₹6,300.00', { exact: true })).toBeVisible();
  await expect(details.getByTestId('payment-panel')).toContainText('Paid ₹6,300.00 · Due ₹0.00');

  // the tariff falls to ₹5,000: a new date costs ₹5,250, and ₹1,050 of what was paid comes back
  await setHotelPrice(baseURL!, hotel, 5000);
  const [cheapIn, cheapOut] = [dayFromToday(40), dayFromToday(41)];
  details = await reschedule(page, hotel.name, cheapIn);
  await expect(details.getByRole('status').filter({ hasText: 'Booking rescheduled.' })).toHaveText(
    'Booking rescheduled. ₹1,050.00 is being refunded to you.',
  );
  await expect(details.getByText(`${shown(cheapIn)} to ${shown(cheapOut)}`)).toBeVisible();
  await expect(details.getByText('₹5,250.00', { exact: true })).toBeVisible();
  await expect(details.getByTestId('payment-panel')).toContainText('Refunded ₹1,050.00');
});
