import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/requests.ts';
import { createTestApp, DEFAULT_PASSWORD, signedInAs, signInCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });

describe('registration', () => {
  it('creates a plain user, stores the email lower-case, never echoes the password', async () => {
    const res = await register({ firstName: 'Meera', lastName: 'Kapoor', email: 'Meera.K@Example.TEST', password: 'goodpass123' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ firstName: 'Meera', lastName: 'Kapoor', email: 'meera.k@example.test', role: 'user', isAdmin: false });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);
  });

  it('refuses a duplicate email in any letter case with 409', async () => {
    await register({ firstName: 'A', email: 'dup@example.test', password: 'goodpass123' });
    const res = await register({ firstName: 'B', email: 'DUP@example.test', password: 'goodpass123' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email already registered.');
  });

  it('ignores a role or admin flag in the body', async () => {
    const res = await register({
      firstName: 'Sneaky',
      email: 'sneaky@example.test',
      password: 'goodpass123',
      role: 'admin',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'user', isAdmin: false });
    const cookie = await signInCookie(t, 'sneaky@example.test', 'goodpass123');
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { cookie } });
    expect(profile.json().role).toBe('user');
  });

  it('answers bad input with 400 and field messages', async () => {
    const res = await register({ firstName: '', email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['firstName', 'email', 'password']));
  });

  it('refuses a NUL byte or an over-long name with a field message, and trims what it keeps', async () => {
    const res = await register({ firstName: 'Nu\u0000ll', lastName: 'x'.repeat(81), email: 'nul@example.test', password: 'goodpass123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: 'Contains a character that is not allowed.', lastName: 'At most 80 characters.' });
    const ok = await register({ firstName: '  Asha ', lastName: ' Rao ', email: ' Asha.Rao@Example.TEST ', password: 'goodpass123' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ firstName: 'Asha', lastName: 'Rao', name: 'Asha Rao', email: 'asha.rao@example.test' });
  });
});

describe('sign-in, profile and logout', () => {
  it('signs in with the right password and sets an HttpOnly session cookie', async () => {
    const me = await signedInAs(t, 'user');
    const res = await call(t, undefined, 'POST', '/api/users/auth', { email: me.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'raahi_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    // the page's hint that it may be signed in: readable by scripts, and nothing in it but "1"
    const hint = res.cookies.find((c) => c.name === 'raahi_signed_in')!;
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: cookie.maxAge });
    expect(hint.httpOnly).toBeFalsy();
  });

  it('issues a new token on every sign-in', async () => {
    const me = await signedInAs(t, 'user');
    const again = await signInCookie(t, me.email, DEFAULT_PASSWORD);
    expect(again).not.toBe(me.cookie);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const me = await signedInAs(t, 'user');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email: me.email, password: 'wrong-password' } });
    const unknown = await call(t, undefined, 'POST', '/api/users/auth', { email: 'nobody@example.test', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password is incorrect.');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('reads and updates the own profile; 401 when signed out', async () => {
    const me = await signedInAs(t, 'user');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const put = await call(t, me, 'PUT', '/api/users/profile', { firstName: 'Renamed', lastName: 'Person Two', email: me.email });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ firstName: 'Renamed', lastName: 'Person Two', name: 'Renamed Person Two' });
    const get = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: me.headers });
    expect(get.json().firstName).toBe('Renamed');
    const signedOut = await call(t, undefined, 'PUT', '/api/users/profile', { firstName: 'X', email: 'x@example.test' });
    expect(signedOut.statusCode).toBe(401);
  });

  it("refuses to take another account's email on profile update", async () => {
    const a = await signedInAs(t, 'user');
    const b = await signedInAs(t, 'user');
    const res = await call(t, b, 'PUT', '/api/users/profile', { firstName: 'B', email: a.email, currentPassword: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
  });

  it('logout deletes the session on the server', async () => {
    const me = await signedInAs(t, 'user');
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: me.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out successfully');
    const after = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: me.headers });
    expect(after.statusCode).toBe(401);
  });
});

describe('who may call what', () => {
  it('asks for a sign-in before it reads the input: a signed-out profile update with a bad body is 401, not 400', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { firstName: '', email: 'not-an-email' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'not_signed_in' });
  });

  it('lets a signed-out visitor log out: 200, and the cookie is cleared', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged out successfully');
    const cleared = res.cookies.find((c) => c.name === 'raahi_session');
    expect(cleared?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'raahi_signed_in')?.value).toBe('');
  });

  it('refuses an unknown or forged session cookie as signed out', async () => {
    for (const cookie of ['raahi_session=forged-token', `raahi_session=${'x'.repeat(200)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { cookie } });
      expect(res.statusCode, cookie.slice(0, 30)).toBe(401);
    }
  });
});

describe('CSRF defence', () => {
  it.each([
    {
      name: 'refuses a state change from a foreign origin',
      url: '/api/users',
      headers: { origin: 'https://evil.example' },
      payload: { firstName: 'E', email: 'e@example.test', password: 'goodpass123' },
      status: 403,
    },
    {
      name: 'accepts the own origin',
      url: '/api/users',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { firstName: 'Own', email: 'own-origin@example.test', password: 'goodpass123' },
      status: 201,
    },
    {
      name: 'refuses a form-encoded body with 415',
      url: '/api/users/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
      status: 415,
    },
  ])('$name', async ({ url, headers, payload, status }) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode).toBe(status);
  });
});
