import { expect, request as playwrightRequest, test } from './support/test.ts';
import { unique } from './support/public-data.ts';
import { fromNewAddress, signIn, signOut } from './support/sign-in.ts';

// Issue 14: 'Forget Your Password' from the sign-in page. With no SMTP server (the demo) the email is kept in
// the outbox, where an admin reads it in the back-office; the link there sets a new password, signs the person
// in and ends their other sessions; the link works once.

test('account: forgot password → the outbox → the link → a new password, signed in @phone', async ({ page, baseURL }) => {
  const email = `forgetful.${unique()}@example.in`;
  const oldPassword = 'Ooty-Toy-Train-42';
  const newPassword = 'Munnar-Tea-Hills-77';
  // registered on another device (registering signs that device in), so this browser is signed out
  const registering = await playwrightRequest.newContext({ baseURL });
  expect(
    (
      await registering.post('/api/users', {
        data: { firstName: 'Kabir', lastName: 'Menon', email, password: oldPassword },
        headers: fromNewAddress(),
      })
    ).status(),
  ).toBe(201);
  // the same account signed in elsewhere, which the reset signs out
  const otherDevice = await playwrightRequest.newContext({ baseURL });
  expect((await otherDevice.post('/api/users/auth', { data: { email, password: oldPassword } })).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forget Your Password?' }).first().click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email, we have sent a link');

  // an admin opens the outbox and the message
  await signIn(page, 'admin@raahi.test');
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByRole('button', { name: `Open email “Reset your Raahi password” to ${email}` }).click();
  await expect(page.getByRole('heading', { name: 'Reset your Raahi password' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Email: Reset your Raahi password"]');
  await expect(frame.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const href = await frame.getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
  expect(href).toMatch(/\/reset-password\?token=[\w-]+$/);
  await page.getByRole('button', { name: 'Plain text' }).click();
  await expect(page.getByText(href!, { exact: false })).toBeVisible();

  // the person follows the link, signed out
  await signOut(page);
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText('Your password is changed and you are signed in.')).toBeVisible();
  const me = await page.request.get('/api/users/profile');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);

  // the other device is signed out; the old password no longer works, the new one does
  expect((await otherDevice.get('/api/users/profile')).status()).toBe(401);
  expect((await otherDevice.post('/api/users/auth', { data: { email, password: oldPassword } })).status()).toBe(401);
  expect((await otherDevice.post('/api/users/auth', { data: { email, password: newPassword } })).status()).toBe(200);
  await otherDevice.dispose();

  // the link works once
  await signOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Route-2026');
  await page.getByLabel('New password again').fill('Another-Route-2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
