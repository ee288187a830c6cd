import { expect, hydrated, request as playwrightRequest, test } from './support/test.ts';
import { dayFromToday } from './support/public-data.ts';
import { fromNewAddress, signInWithRequest } from './support/sign-in.ts';

// Issue 33: booking as a guest. A signed-out visitor's Pay Now offers signing in or continuing as a guest; the
// guest gives a name, email and mobile, pays with the test gateway, and the result page gives the reference
// and says how to find the booking again. Later, in a browser that never booked, Find my booking with the
// reference and the email sends a code (read from the back-office Outbox), and the code opens the booking.

/** The code of the newest booking-code email to `email`, as an admin reads the Outbox through its API. */
async function codeEmailedTo(baseURL: string, email: string): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInWithRequest(admin, 'admin@raahi.test');
  const messages = (await (await admin.get('/api/admin/outbox?limit=50')).json()) as { to: string; channel: string; text: string }[];
  await admin.dispose();
  const mail = messages.find((m) => m.to === email && m.channel !== 'sms' && /code to open booking/.test(m.text));
  expect(mail, `a booking code emailed to ${email}`).toBeDefined();
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

test('guest booking: book and pay a stay as a guest, then find it again with the reference, the email and a code @phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `guest.${Date.now()}@example.com`;
  await page.setExtraHTTPHeaders(fromNewAddress());
  const hotel = ((await (await page.request.get('/api/hotel?limit=1')).json()) as { _id: string; name: string }[])[0]!;
  await page.goto(`/hotel/booking/${hotel._id}?checkin=${dayFromToday(21)}&checkout=${dayFromToday(23)}`);
  await expect(page.getByRole('button', { name: /^Pay Now ₹/ })).toBeEnabled();
  const total = (await page.getByTestId('summary-total').textContent())!;

  // signed out: sign in (keeping the choices) or continue as a guest; the guest form says what is missing
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  const choice = page.getByRole('dialog', { name: 'Sign in or book as a guest' });
  await expect(choice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/login\?next=%2Fhotel%2Fbooking%2F/);
  const guestForm = choice.getByRole('form', { name: 'Continue as guest' });
  await guestForm.getByLabel('Email').fill('not-an-email');
  await guestForm.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(guestForm.getByText('Enter your full name.')).toBeVisible();
  await expect(guestForm.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
  await expect(guestForm.getByText('Enter a 10-digit Indian mobile number.')).toBeVisible();
  await guestForm.getByLabel('Full name').fill('Meera Nair');
  await guestForm.getByLabel('Email').fill(email);
  await guestForm.getByLabel('Mobile number').fill('98765 43210');
  await guestForm.getByRole('button', { name: 'Continue as guest' }).click();

  // the same total as a signed-in person confirms, then the test gateway
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Booking' });
  await expect(confirm.getByTestId('confirm-total')).toHaveText(total);
  await confirm.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: `Pay ${total} by UPI` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Confirmed');
  const reference = /RH-[0-9A-Z]{6}/.exec((await result.textContent())!)![0];
  await expect(page.getByTestId('guest-find-again')).toContainText(`Keep your booking reference ${reference}`);

  // another browser, signed out: Find my booking
  const later = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await later.newPage();
  await other.setExtraHTTPHeaders(fromNewAddress());
  await other.goto('/');
  // typed before the app takes over, the email was lost when the form re-rendered after the first refusal
  await hydrated(other);
  await other.getByRole('link', { name: 'Find my booking' }).click();
  await expect(other.getByRole('heading', { name: 'Find my booking' })).toBeVisible();
  const ask = other.getByRole('form', { name: 'Booking reference and email' });
  await ask.getByLabel('Booking reference').fill('RH-12');
  await ask.getByLabel('Email you booked with').fill(email);
  await ask.getByRole('button', { name: 'Send code' }).click();
  await expect(ask.getByText('Enter the booking reference, as RH- and six letters or digits')).toBeVisible();
  await ask.getByLabel('Booking reference').fill(reference.toLowerCase());
  await ask.getByRole('button', { name: 'Send code' }).click();

  const codeForm = other.getByRole('form', { name: 'Enter the code' });
  await expect(codeForm.getByText(`If booking ${reference} was made with ${email}, we have sent a 6-digit code`)).toBeVisible();
  const code = await codeEmailedTo(baseURL!, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeForm.getByLabel('6-digit code').fill(wrong);
  await codeForm.getByRole('button', { name: 'Open my booking' }).click();
  await expect(codeForm.getByText('That code is not right. Check the message and try again.')).toBeVisible();
  await codeForm.getByLabel('6-digit code').fill(code);
  await codeForm.getByRole('button', { name: 'Open my booking' }).click();

  const details = other.locator('section').filter({ has: other.getByRole('heading', { name: 'Booking Details' }) });
  await expect(details).toContainText(reference);
  await expect(details).toContainText(hotel.name);
  await expect(details.getByTestId('payment-panel')).toContainText('Payment: Paid');
  await later.close();
});
