import { expect, request as playwrightRequest, test } from './support/test.ts';
import { signInWithRequest } from './support/sign-in.ts';

// Issue 33: signing in the way India does. A new mobile number asks for a code, the code is read from the
// back-office Outbox (the demo has no SMS provider), the code signs in and makes the account, the name is asked
// for, and the page returns to where the person was going; the same number signs in again later.

/** The code of the newest SMS to the number, as an admin reads the Outbox through its API. */
async function codeSentTo(baseURL: string, mobile: string): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInWithRequest(admin, 'admin@raahi.test');
  const messages = (await (await admin.get('/api/admin/outbox?limit=50')).json()) as { to: string; channel: string; text: string }[];
  await admin.dispose();
  const sms = messages.find((m) => m.to === mobile && m.channel === 'sms');
  expect(sms, `an SMS to ${mobile}`).toBeDefined();
  return /\b(\d{6})\b/.exec(sms!.text)![1]!;
}

test('account: sign in with a mobile number and a code from the Outbox, named afterwards @phone', async ({ page, baseURL }) => {
  const local = `9${String(Date.now()).slice(-9)}`;
  await page.goto('/login?next=%2Fbookings');
  await page.getByRole('button', { name: 'Mobile number' }).click();
  const numberForm = page.getByRole('form', { name: 'Sign in with a mobile number' });
  await numberForm.getByRole('button', { name: 'Send code' }).click();
  await expect(numberForm.getByText('Enter a 10-digit Indian mobile number.')).toBeVisible();
  await numberForm.getByLabel('Mobile number').fill(`${local.slice(0, 5)} ${local.slice(5)}`);
  await numberForm.getByRole('button', { name: 'Send code' }).click();

  const codeForm = page.getByRole('form', { name: 'Enter the code' });
  await expect(codeForm.getByText(`We have sent a 6-digit code by SMS to +91 ${local.slice(0, 5)} ${local.slice(5)}.`)).toBeVisible();
  await expect(codeForm.getByText(/Resend code in \d+ seconds?/)).toBeVisible();
  const code = await codeSentTo(baseURL!, `+91${local}`);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeForm.getByLabel('6-digit code').fill(wrong);
  await codeForm.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(codeForm.getByText('That code is not right. Check the message and try again.')).toBeVisible();
  await codeForm.getByLabel('6-digit code').fill(code);
  await codeForm.getByRole('button', { name: 'Verify and sign in' }).click();

  // a new number made its account: its name is asked for, then the page goes where the person was going
  const nameForm = page.getByRole('form', { name: 'Your name' });
  await nameForm.getByLabel('First name').fill('Lakshmi');
  await nameForm.getByLabel('Last name (optional)').fill('Iyer');
  await nameForm.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const me = (await (await page.request.get('/api/users/profile')).json()) as { name: string; mobile: string; mobileVerified: boolean };
  expect(me).toMatchObject({ name: 'Lakshmi Iyer', mobile: `+91${local}`, mobileVerified: true });
});
