// Sign-in throttling (issue 9, holes 1 and 3): attempts are counted before the password is checked, so
// parallel guesses cannot race past the limit; throttles are per account and address together, and the
// owner gets in from a device that has signed in before, or with a new password after a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from '../../src/lib/attempt-counter.ts';
import { admitAttempt, SIGN_IN_LIMITS, signInChecks } from '../../src/modules/auth/attempt-throttle.ts';
import { cookieFrom, createTestApp, DEFAULT_PASSWORD, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
/** A fresh address per test: the per-address budget is shared by every account. */
const address = () => `192.0.2.${++n}`;

type Attempt = { email: string; password: string; from: string; cookie?: string };
const attempt = ({ email, password, from, cookie }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/auth',
    payload: { email, password },
    remoteAddress: from,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const deviceCookie = (res: Awaited<ReturnType<typeof attempt>>) => {
  const c = res.cookies.find((x) => x.name === 'raahi_device');
  if (!c) throw new Error('no device cookie');
  return `${c.name}=${c.value}`;
};

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('parallel guesses', () => {
  it('200 simultaneous wrong passwords against one account from one address: as many 401s as the limit, every other one 429', async () => {
    const me = await signedInAs(t, 'user');
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt({ email: me.email, password: `guess-${i}-wrong`, from })),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: SIGN_IN_LIMITS.pair.max, 429: 200 - SIGN_IN_LIMITS.pair.max });
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the right password from the same address waits too: the decision comes before the password check
    expect((await attempt({ email: me.email, password: DEFAULT_PASSWORD, from })).statusCode).toBe(429);
  });

  it('simultaneous guesses spread over many accounts from one address stop at the per-address limit', async () => {
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => attempt({ email: `sprayed-${i}@example.test`, password: 'Summer2026!', from })),
    );
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: SIGN_IN_LIMITS.address.max, 429: 120 - SIGN_IN_LIMITS.address.max });
  });
});

describe('an attacker cannot lock the owner out', () => {
  it('guesses from one address slow that address down, not the owner signing in from another', async () => {
    const me = await signedInAs(t, 'user');
    const attacker = address();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt({ email: me.email, password: `wrong-${i}-pass`, from: attacker })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address() })).statusCode).toBe(200);
  });

  it('guesses from many addresses stop strangers, while the owner signs in from a device that has signed in before', async () => {
    const me = await signedInAs(t, 'user');
    const laptop = await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address() });
    expect(laptop.statusCode).toBe(200);
    const device = deviceCookie(laptop);
    const cookie = laptop.cookies.find((c) => c.name === 'raahi_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await attempt({ email: me.email, password: `botnet-${i}-guess`, from: address() })).statusCode);
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_LIMITS.account.max, 429: 14 - SIGN_IN_LIMITS.account.max });

    // a stranger's device (even with the right password) waits; the owner's laptop gets in from anywhere
    expect((await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address() })).statusCode).toBe(429);
    const owner = await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address(), cookie: device });
    expect(owner.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/profile', headers: { cookie: cookieFrom(owner) } })).json().email).toBe(me.email);
  });

  it('a forged device cookie, or one issued for another account, is a stranger', async () => {
    const me = await signedInAs(t, 'user');
    const other = await signedInAs(t, 'user');
    const othersDevice = deviceCookie(await attempt({ email: other.email, password: DEFAULT_PASSWORD, from: address() }));
    const [, value] = othersDevice.split('=') as [string, string];
    const [, nonce, signature] = value.split('.');
    const forged = `raahi_device=${me.id}.${nonce}.${signature}`;
    for (let i = 0; i < SIGN_IN_LIMITS.account.max; i++) await attempt({ email: me.email, password: `guess-${i}-wrong`, from: address() });
    for (const cookie of [othersDevice, forged, 'raahi_device=garbage']) {
      expect((await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address(), cookie })).statusCode, cookie).toBe(429);
    }
  });

  it('after a password change, the owner signs in with the new password from any device', async () => {
    const me = await signedInAs(t, 'user');
    for (let i = 0; i < SIGN_IN_LIMITS.account.max + 2; i++)
      await attempt({ email: me.email, password: `guess-${i}-wrong`, from: address() });
    expect((await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address() })).statusCode).toBe(429);

    // changed from the session the owner still has (or, later, through a reset by email)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: me.headers,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Monsoon#Kerala-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await attempt({ email: me.email, password: 'Monsoon#Kerala-2026', from: address() })).statusCode).toBe(200);
  });

  it('a known device has a budget of its own: a stolen device cookie does not make guessing free', async () => {
    const me = await signedInAs(t, 'user');
    const device = deviceCookie(await attempt({ email: me.email, password: DEFAULT_PASSWORD, from: address() }));
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.device.max + 2; i++)
      statuses.push((await attempt({ email: me.email, password: `guess-${i}-wrong`, from: address(), cookie: device })).statusCode);
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_LIMITS.device.max, 429: 2 });
  });

  it('successful sign-ins do not use up the budget: a person signing in often is never throttled', async () => {
    const me = await signedInAs(t, 'user');
    const from = address();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max * 3; i++) {
      expect((await attempt({ email: me.email, password: DEFAULT_PASSWORD, from })).statusCode).toBe(200);
    }
    expect((await attempt({ email: me.email, password: 'one-typo-here', from })).statusCode).toBe(401);
  });
});

describe('the short window', () => {
  it('lets the same account and address try again once the window has passed: slowed down, not locked', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const counter = memoryAttemptCounter(() => clock);
    const checks = signInChecks({ email: 'owner@example.test', address: '198.51.100.7', device: null });
    const tryOnce = async () => {
      try {
        await admitAttempt(counter, checks, 'wait');
        return 'admitted';
      } catch {
        return 'refused';
      }
    };
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i++) expect(await tryOnce()).toBe('admitted');
    expect(await tryOnce()).toBe('refused');
    clock += SIGN_IN_LIMITS.pair.windowMs + 1;
    expect(await tryOnce()).toBe('admitted');
  });
});
