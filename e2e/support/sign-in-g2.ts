// Signs a browser context in through the API (the session cookie lands in the context's jar).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Raahi@2026';

export async function signInWithRequest(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign in as ${email}`).toBe(200);
  return (await res.json()) as { _id: string; firstName: string; role: string; name: string };
}

export const signInAs = (page: Page, email: string) => signInWithRequest(page.context().request, email);
