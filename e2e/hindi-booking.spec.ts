import { expect, test } from './support/test.ts';
import { dayFromToday } from './support/public-data.ts';
import { signInAsNewGuest } from './support/sign-in.ts';

// Issue 32: a traveller reads Raahi in Hindi from the home page to My Bookings: the switch, a hotel search in
// Goa, the hotel's rooms, the booking review, the test gateway's checkout, the payment's result, and the
// booking in My Bookings with its details, every step in Hindi.
test('a visitor switches to Hindi on the home page, books and pays a hotel in Goa, and sees it in My Bookings, all in Hindi @phone', async ({
  page,
  context,
}) => {
  await signInAsNewGuest(page, 'Meera', 'Joshi');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const switchTo = page.getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).first();
  await switchTo.click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect((await context.cookies()).find((c) => c.name === 'raahi_lang')?.value).toBe('hi');
  // the account remembers the choice: the pages with one address, and the API's words, follow it
  await expect
    .poll(async () => ((await (await page.request.get('/api/users/profile')).json()) as { language: string }).language)
    .toBe('hi');

  // hotels in Goa, three weeks ahead
  await page.goto('/hi/hotels');
  await expect(page.getByRole('heading', { name: 'अपने लिए होटल खोजें' })).toBeVisible();
  const form = page.getByRole('search', { name: 'होटल खोजें' });
  const summary = page.getByTestId('search-summary');
  // on a phone the search is a summary line that opens it
  await summary.or(form).filter({ visible: true }).first().waitFor();
  if ((await summary.isVisible()) && (await summary.getAttribute('aria-expanded')) === 'false') await summary.click();
  await form.getByRole('combobox', { name: 'जगह' }).fill('Goa');
  await form.getByLabel('चेक-इन').fill(dayFromToday(21));
  await form.getByLabel('चेक-आउट').fill(dayFromToday(23));
  await form.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/hotels\\?location=Goa&checkin=${dayFromToday(21)}&checkout=${dayFromToday(23)}`));
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^अभी बुक करें: / }) })
    .first();
  // the dated results in place (not the list shown while they load) before the first card is read
  await expect(card).toContainText('2 रातों के लिए');
  const hotelName = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('link', { name: /^अभी बुक करें: / }).click();

  // the hotel's page in Hindi, its rooms priced for the stay
  await expect(page).toHaveURL(/\/hi\/hotel\/[\w-]+\?checkin=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'अपना कमरा चुनें' })).toBeVisible();
  await page.getByRole('link', { name: /चुनें$/ }).first().click();

  // the review, then the checkout, in Hindi
  await expect(page.getByRole('heading', { name: 'अपनी बुकिंग देखें' })).toBeVisible();
  const pay = page.getByRole('button', { name: /^अभी पेमेंट करें ₹[\d,.]+$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  const confirm = page.getByRole('dialog', { name: 'अपनी बुकिंग पक्की करें' });
  // the dialog's × is named in the page's language too
  await expect(confirm.getByRole('button', { name: 'बंद करें', exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'बुकिंग पक्की करें' }).click();
  await expect(page.getByText('टेस्ट मोड (TEST MODE): असली पैसे का लेन-देन नहीं होता')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const total = (await page.locator('.amount').textContent())!.trim();
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
  await page.getByLabel('UPI आईडी').fill('success@razorpay');
  await page.getByRole('button', { name: `UPI से ${total} चुकाएँ` }).click();
  await expect(page.getByRole('heading', { name: 'भुगतान सफल रहा' })).toBeVisible();
  await expect(page.getByTestId('payment-result')).toContainText('कन्फ़र्म');

  // My Bookings: the stay, its details and its price lines, in Hindi
  await page.getByRole('link', { name: 'मेरी बुकिंग देखें' }).click();
  await expect(page.getByRole('heading', { name: 'मेरी बुकिंग' })).toBeVisible();
  await page.getByRole('button', { name: `${hotelName} की होटल बुकिंग का विवरण देखें` }).click();
  const details = page.getByRole('dialog', { name: 'बुकिंग का विवरण' });
  await expect(details).toContainText('2 रातें');
  await expect(details).toContainText(
    `${dayFromToday(21).split('-').reverse().join('/')} से ${dayFromToday(23).split('-').reverse().join('/')} तक`,
  );
  await expect(details.getByTestId('price-lines')).toContainText('कीमत का ब्योरा: मूल कीमत');
  await expect(details.getByTestId('price-lines')).toContainText(`= ${total}।`);
  await expect(details.getByTestId('payment-panel')).toContainText('भुगतान');
  await expect(details.getByRole('button', { name: 'बुकिंग प्रिंट करें' })).toBeVisible();
  await details.getByRole('button', { name: 'बुकिंग रद्द करें' }).click();
  await expect(details.getByTestId('refund-preview')).toContainText(/^आपको पूरे ₹[\d,]+ वापस मिलेंगे।$/);
  await details.getByRole('button', { name: 'बुकिंग बनी रहने दें' }).click();
  await details.getByRole('button', { name: 'बंद करें', exact: true }).last().click();
  // a table on wide screens, cards on phones: the stay, confirmed, either way
  const mine = page.getByRole('region', { name: 'मेरी बुकिंग' });
  await expect(mine.getByText('कन्फ़र्म', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(mine.getByText(hotelName).filter({ visible: true }).first()).toBeVisible();
});
