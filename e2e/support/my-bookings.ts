// My Bookings steps the payment journeys share: open a booking's details from the result page, and cancel it
// seeing the refund the server previews and then the refund on the booking.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** From /payment/result: My Bookings → View Details of the booking; answers the dialog and its payment panel. */
export async function openFromResult(page: Page, kind: 'Hotel' | 'Cab' | 'Tour', service: string) {
  await page.getByRole('link', { name: 'View my bookings' }).click();
  await page.getByRole('button', { name: `View Details of ${kind} booking ${service}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  return { details, money: details.getByTestId('payment-panel') };
}

/** Cancel booking: the preview says `preview`; after cancelling the payment panel shows `refunded` given back. */
export async function cancelWithRefund(page: Page, preview: string | RegExp, refunded: string | RegExp) {
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(details.getByTestId('refund-preview')).toHaveText(preview);
  await details.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Booking cancelled.' })).toBeVisible();
  await expect(details.getByTestId('payment-panel')).toContainText(typeof refunded === 'string' ? `Refunded ${refunded}` : refunded);
}

/** Download invoice in the booking's details: the PDF's file name is checked; answers its text. */
export async function downloadInvoice(page: Page): Promise<string> {
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Download invoice' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^raahi-invoice-[0-9a-f]{8}\.pdf$/);
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(await download.path())) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain('Tax Invoice');
  expect(text).toMatch(/RAH\/\d{2}-\d{2}\/\d{6}/);
  return text;
}
