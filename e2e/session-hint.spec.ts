// A visitor who never signed in costs the API no profile request and sees no console error; a signed-in one
// gets the account menu; a session that ended on the server shows the signed-out header and drops the hint.
import { expect, test } from './support/test.ts';
import { demoEmail, signIn } from './support/sign-in.ts';

test('an anonymous visit asks nothing about the session and logs no error @phone', async ({ page }) => {
  const profileRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/users/profile') profileRequests.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  for (const path of ['/', '/hotels?location=goa', '/tour']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  }
  expect(profileRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets the account menu; once the session ends, the Login link', async ({ page, context }) => {
  await signIn(page, demoEmail('user'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

  // the server forgets the session (as when it expires): only the hint is left in the browser
  const session = (await context.cookies()).find((c) => c.name === 'raahi_session')!;
  await context.clearCookies({ name: session.name });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'raahi_signed_in')).toBe(false);
});
