// Changing a password (POST /api/users/password) and refusing the most common passwords (issue 9, hole 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_LIMIT } from '../../src/modules/auth/attempt-throttle.ts';
import { createTestApp, DEFAULT_PASSWORD, signedInAs, signInCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const change = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/password', payload, ...(cookie ? { headers: { cookie } } : {}) });
const profile = (cookie: string) => t.app.inject({ url: '/api/users/profile', headers: { cookie } });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password } });

describe('changing the password', () => {
  it('needs a sign-in', async () => {
    const res = await change(undefined, { currentPassword: DEFAULT_PASSWORD, newPassword: 'Ghats-Monsoon-77' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 and a field message, and changes nothing', async () => {
    const me = await signedInAs(t, 'user');
    const res = await change(me.cookie, { currentPassword: 'not-my-password', newPassword: 'Ghats-Monsoon-77' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { currentPassword: 'The current password is not correct.' } });
    expect((await signIn(me.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await profile(me.cookie)).statusCode).toBe(200);
  });

  it('ends every other session of the account, keeps this one, and the new password is the one that works', async () => {
    const me = await signedInAs(t, 'user');
    const phone = await signInCookie(t, me.email, DEFAULT_PASSWORD);
    const tablet = await signInCookie(t, me.email, DEFAULT_PASSWORD);
    const someoneElse = await signedInAs(t, 'user');

    const res = await change(me.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: 'Ghats-Monsoon-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed. You have been signed out everywhere else.' });
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await profile(me.cookie)).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(tablet)).statusCode).toBe(401);
    expect((await profile(someoneElse.cookie)).statusCode).toBe(200);
    expect((await signIn(me.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(me.email, 'Ghats-Monsoon-77')).statusCode).toBe(200);
  });

  it('checks the new password: the length rule, a common password, the same password again', async () => {
    const me = await signedInAs(t, 'user');
    const short = await change(me.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'Use at least 8 characters.' });

    for (const common of ['password1', 'Sunshine', 'qwertyuiop']) {
      const res = await change(me.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: common });
      expect(res.statusCode, common).toBe(400);
      expect(res.json().fields).toEqual({
        newPassword: 'This password is one of the most common ones. Choose one that is harder to guess.',
      });
    }
    const same = await change(me.cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ newPassword: 'Choose a password different from the current one.' });
    expect((await signIn(me.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('slows down a stolen session guessing the current password', async () => {
    const me = await signedInAs(t, 'user');
    const statuses: number[] = [];
    for (let i = 0; i <= PASSWORD_CHANGE_LIMIT.max; i++) {
      statuses.push((await change(me.cookie, { currentPassword: `guess-${i}-wrong`, newPassword: 'Ghats-Monsoon-77' })).statusCode);
    }
    expect(statuses.slice(0, PASSWORD_CHANGE_LIMIT.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('common passwords at registration', () => {
  it('refuses one of the 10,000 most common passwords in any letter case, with a field message', async () => {
    for (const password of ['iloveyou', 'Password123', 'BASEBALL']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { firstName: 'Common', email: `common-${password.toLowerCase()}@example.test`, password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields).toEqual({ password: 'This password is one of the most common ones. Choose one that is harder to guess.' });
    }
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { firstName: 'Rare', email: 'rare-password@example.test', password: 'Backwaters-of-Alleppey' },
    });
    expect(fine.statusCode).toBe(201);
  });
});
