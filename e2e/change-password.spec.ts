import { request as playwrightRequest, expect, test } from './support/test.ts';
import { fromNewAddress } from './support/sign-in.ts';
import { unique } from './support/public-data.ts';

// Issue 9, hole 8: a traveller changes their password from the profile page. A wrong current password
// and a common new one are refused under their fields; while saving the button says so; on success the
// form says so, the other signed-in device is signed out, and the new password is the one that works.

test('account: change password in the profile, other sessions end @phone', async ({ page, baseURL }) => {
  const email = `changer.${unique()}@example.in`;
  const oldPassword = 'Hampi-Boulders-81';
  const newPassword = 'Coorg-Coffee-Estate-9';
  const reg = await page.request.post('/api/users', {
    data: { firstName: 'Rohan', lastName: 'Iyer', email, password: oldPassword },
    headers: fromNewAddress(),
  });
  expect(reg.status()).toBe(201);
  expect((await page.request.post('/api/users/auth', { data: { email, password: oldPassword } })).status()).toBe(200);

  // the same account signed in on another device
  const otherDevice = await playwrightRequest.newContext({ baseURL });
  expect((await otherDevice.post('/api/users/auth', { data: { email, password: oldPassword } })).status()).toBe(200);

  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form).toBeVisible();
  const current = form.getByLabel('Current password');
  const fresh = form.getByLabel('New password', { exact: true });
  const again = form.getByLabel('New password again');
  const submit = form.getByRole('button', { name: 'Change password' });

  // empty, then a mismatch: caught before anything is sent
  await submit.click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await current.fill(oldPassword);
  await fresh.fill(newPassword);
  await again.fill(`${newPassword}x`);
  await submit.click();
  await expect(form.getByText('The two new passwords do not match.')).toBeVisible();

  // a wrong current password: the server's message under its field
  await current.fill('not-my-password');
  await again.fill(newPassword);
  await submit.click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  // a common password
  await current.fill(oldPassword);
  await fresh.fill('football1');
  await again.fill('football1');
  await submit.click();
  await expect(form.getByText('This password is one of the most common ones. Choose one that is harder to guess.')).toBeVisible();

  // the right one: the button shows the work while the server answers
  await fresh.fill(newPassword);
  await again.fill(newPassword);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/password', async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(form.getByRole('button', { name: 'Changing password…' })).toBeDisabled();
  release();
  await expect(form.getByRole('status')).toHaveText('Password changed. You have been signed out everywhere else.');
  await expect(current).toHaveValue('');
  await page.unroute('**/api/users/password');

  // this device is still signed in; the other one is not
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  expect((await otherDevice.get('/api/users/profile')).status()).toBe(401);
  expect((await otherDevice.post('/api/users/auth', { data: { email, password: oldPassword } })).status()).toBe(401);
  expect((await otherDevice.post('/api/users/auth', { data: { email, password: newPassword } })).status()).toBe(200);
  await otherDevice.dispose();
});
