// My Bookings steps the payment journeys share: open a booking's details from the result page, and cancel it
// seeing the refund the server previews and then the refund on the booking.
import { expect, type Page } from '@playwright/test';

/** From /payment/result: My Bookings → View Details of the booking; answers the dialog and its payment panel. */
export async function openFromResult(page: Page, kind: 'Hotel' | 'Cab' | 'Tour', service: string) {
  await page.getByRole('link', { name: 'View my bookings' }).click();
  await page.getByRole('button', { name: `View Details of ${kind} booking ${service}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  return { details, money: details.getByTestId('payment-panel') };
}

/** Cancel booking: the preview says `preview`; after cancelling the payment panel shows `refunded` given back. */
export async function cancelWithRefund(page: Page, preview: string, refunded: string) {
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(details.getByTestId('refund-preview')).toHaveText(preview);
  await details.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Booking cancelled.' })).toBeVisible();
  await expect(details.getByTestId('payment-panel')).toContainText(`Refunded ${refunded}`);
}
