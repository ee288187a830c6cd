// Signing in for journeys. signIn() uses the API from the page's own browser context, so the page
// shares the session cookie; signInWithForm() goes through the back-office's inline sign-in screen.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Raahi@2026';

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
