import { expect, test, type Page } from './support/test.ts';
import { unique } from './support/public-data.ts';
import { DEMO_PASSWORD, signOut } from './support/sign-in.ts';

// Issue 4, journey 5: register (signed in at once, issue 33), sign out and in again, the header menu shows the entries of
// the role, logout reloads signed out; a wrong password shows 'Email or password is incorrect.'.

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('account: register, sign in, role menu, logout; wrong password @phone', async ({ page }) => {
  const email = `traveller.${unique()}@example.in`;
  await page.goto('/login');

  // create an account (phones toggle the form; desktops slide the panel)
  await page.getByRole('button', { name: 'Create Account' }).click();
  const reg = page.getByRole('form', { name: 'Create Account' });
  await reg.getByRole('button', { name: 'Create Account' }).click();
  await expect(reg.getByText('This field is required.').first()).toBeVisible();
  await reg.getByLabel('First Name').fill('Kavya');
  await reg.getByLabel('Last Name').fill('Nair');
  await reg.getByLabel('Email', { exact: true }).fill(email);
  await reg.getByLabel('Password').fill('Safar@2026');
  await reg.getByRole('button', { name: 'Create Account' }).click();

  // registering signs in (issue 33): home, with the account menu; signed out, the person signs in again
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Kavya account menu' })).toBeVisible();
  await signOut(page);
  await page.goto('/login');

  // wrong password
  await signIn(page, email, 'not-the-password');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();

  // right password → home, signed in
  await signIn(page, email, 'Safar@2026');
  await expect(page.getByText('Logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
  const account = page.getByRole('button', { name: /account menu/ });
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My Bookings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'DashBoard' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  // closes on an outside click
  await page.getByRole('heading', { name: 'Featured Tours' }).click();
  await expect(menu).toBeHidden();

  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('account: registering an email twice says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const reg = page.getByRole('form', { name: 'Create Account' });
  await reg.getByLabel('First Name').fill('Demo');
  await reg.getByLabel('Last Name').fill('User');
  await reg.getByLabel('Email', { exact: true }).fill('user@raahi.test');
  await reg.getByLabel('Password').fill('Safar@2026');
  await reg.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email already registered.')).toBeVisible();
});

test('account: an admin sees Admin Panel and no DashBoard; sign-in returns to next', async ({ page }) => {
  await page.goto('/login?next=%2Fblog');
  await signIn(page, 'admin@raahi.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/blog');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'DashBoard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});
