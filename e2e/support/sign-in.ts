// Signing in for journeys. signIn() uses the API from the page's own browser context, so the page
// shares the session cookie; signInWithForm() goes through the back-office's inline sign-in screen.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export { DEMO_PASSWORD, demoEmail } from '../../apps/api/src/db/seed/demo-accounts.ts';
import { DEMO_PASSWORD, demoEmail } from '../../apps/api/src/db/seed/demo-accounts.ts';

/**
 * Headers that make a registration come from an address of its own (the journeys' server trusts the
 * proxy header from 127.0.0.1): registrations are limited per address, and a whole run makes more
 * accounts than one address may in an hour.
 */
export const fromNewAddress = () => ({
  'x-forwarded-for': `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
});

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/users/auth', { data: { email, password } });
  expect(res.ok(), `sign-in as ${email} failed: ${res.status()}`).toBe(true);
}

export async function signOut(page: Page): Promise<void> {
  await page.request.post('/api/users/logout', { data: {} });
  await page.context().clearCookies();
}

/** Opens /admin signed out and signs in with its inline form. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Hello, /)).toBeVisible();
}

/** Signs in through an API request context and answers the signed-in user. */
export async function signInWithRequest(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/users/auth', { data: { email, password } });
  expect(res.status(), `sign in as ${email}`).toBe(200);
  return (await res.json()) as { _id: string; firstName: string; role: string; name: string };
}

/** Signs the page's browser context in and answers the signed-in user. */
export const signInAs = (page: Page, email: string) => signInWithRequest(page.context().request, email);

/** A browser context signed in as the demo hotel owner, and the hotel it owns. */
export async function demoHotelOwner(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const owner = await signInWithRequest(context.request, 'hotel@raahi.test');
  const hotel = (await (await context.request.get(`/api/hotel/user/${owner._id}`)).json()) as { _id: string; name: string };
  return { context, hotel };
}

/**
 * Registers a new guest account, confirms its email with the welcome message's link (read in the outbox as
 * the demo admin, as the quick start does) and signs the page in as it. A fresh account holds no unpaid
 * bookings; a confirmed one may hold three and use welcome codes.
 */
export async function signInAsNewGuest(page: Page, firstName: string, lastName = 'Guest') {
  const email = `${firstName.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = 'Monsoon#2026';
  const reg = await page.request.post('/api/users', { data: { firstName, lastName, email, password }, headers: fromNewAddress() });
  expect(reg.status(), await reg.text()).toBe(201);
  await signIn(page, demoEmail('admin'));
  const outbox = (await (await page.request.get('/api/admin/outbox?limit=50')).json()) as { to: string; text: string }[];
  const token = /\/verify-email\?token=([\w-]+)/.exec(outbox.find((m) => m.to === email)?.text ?? '')?.[1];
  expect(token, `the welcome message to ${email}`).toBeDefined();
  expect((await page.request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  await signIn(page, email, password);
  return email;
}
