// Password reset and email verification through a real SMTP server: the link arrives, works once, and the
// refusals (a reused, expired or wrong token; too many requests) hold.
import { RESET_LINK_SENT } from '@raahi/contract/account-access';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox } from '../../src/db/schema.ts';
import { sendOutbox } from '../helpers/outbox.ts';
import { call } from '../helpers/requests.ts';
import { linkIn, startSmtpServer, type TestSmtp } from '../helpers/smtp-server.ts';
import { cookieFrom, createTestApp, DEFAULT_PASSWORD, signedInAs, signInCookie, type TestApp } from '../helpers/test-app.ts';

const ORIGIN = 'https://raahi.example';
const NEW_PASSWORD = 'Monsoon#Trail-2025';

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Raahi <hello@raahi.example>' }, publicOrigin: ORIGIN });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => void smtp.received.splice(0));

/** Asks for a reset link for `email` and answers the link that arrived. */
async function resetLinkFor(email: string) {
  const res = await call(t, undefined, 'POST', '/api/users/password/forgot', { email });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ message: RESET_LINK_SENT });
  await sendOutbox(t);
  const mail = smtp.received.findLast((m) => m.to.includes(email) && m.subject === 'Reset your Raahi password');
  expect(mail, 'the reset email arrived').toBeDefined();
  return linkIn(mail!.text, '/reset-password');
}

const reset = (token: string, password = NEW_PASSWORD) => call(t, undefined, 'POST', '/api/users/password/reset', { token, password });

describe('password reset', () => {
  it('emails a working link: the new password signs in, every old session ends, and the caller is signed in', async () => {
    const user = await signedInAs(t);
    const link = await resetLinkFor(user.email);
    expect(link.origin).toBe(ORIGIN);
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('hello@raahi.example');
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
    expect(mail.text).toMatch(/works once, for 30 minutes/);

    const res = await reset(link.searchParams.get('token')!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email });
    const newSession = cookieFrom(res);
    expect((await call(t, { cookie: newSession }, 'GET', '/api/users/profile')).statusCode).toBe(200);
    expect((await call(t, user, 'GET', '/api/users/profile')).statusCode).toBe(401);
    await expect(signInCookie(t, user.email, DEFAULT_PASSWORD)).rejects.toThrow(/401/);
    expect(await signInCookie(t, user.email, NEW_PASSWORD)).toMatch(/^raahi_session=/);
  });

  it('answers an unknown address exactly as a known one, and sends it no link (forgot-password-work.test.ts: the same work)', async () => {
    const res = await call(t, undefined, 'POST', '/api/users/password/forgot', { email: 'nobody-here@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_LINK_SENT });
    const written = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@example.test'));
    expect(written.map((m) => m.template)).toEqual(['reset-no-account']);
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.email, 'nobody-here@example.test'))).toHaveLength(0);
  });

  it('keeps only a hash of the token, and drops the link from the outbox once it is sent', async () => {
    const user = await signedInAs(t);
    const token = (await resetLinkFor(user.email)).searchParams.get('token')!;
    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.email, user.email));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a used link, and every older link once one was used', async () => {
    const user = await signedInAs(t);
    const older = (await resetLinkFor(user.email)).searchParams.get('token')!;
    const newer = (await resetLinkFor(user.email)).searchParams.get('token')!;
    expect((await reset(newer)).statusCode).toBe(200);
    for (const token of [newer, older]) {
      const again = await reset(token, 'Another#Pass-2025');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'invalid_token' });
    }
    expect(await signInCookie(t, user.email, NEW_PASSWORD)).toMatch(/^raahi_session=/);
  });

  it('refuses an expired link and a wrong one, and a common password', async () => {
    const user = await signedInAs(t);
    const token = (await resetLinkFor(user.email)).searchParams.get('token')!;
    expect((await reset(token, 'password123')).json()).toMatchObject({ code: 'invalid_input' });
    expect((await reset(`${token}x`)).json()).toMatchObject({ code: 'invalid_token' });
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.email, user.email));
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invalid_token' });
    expect(await signInCookie(t, user.email, DEFAULT_PASSWORD)).toMatch(/^raahi_session=/);
  });

  it('throttles requests per email and per address, known or not', async () => {
    const ask = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/password/forgot', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await ask('target@example.test', `10.0.0.${i + 1}`)).statusCode).toBe(200);
    const fourth = await ask('target@example.test', '10.0.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect((await ask(`spray${i}@example.test`, '10.0.1.1')).statusCode).toBe(200);
    expect((await ask('spray-more@example.test', '10.0.1.1')).statusCode).toBe(429);
  });
});

describe('email verification', () => {
  it('welcomes a new account with a link that proves the address, once', async () => {
    const user = await signedInAs(t, 'user', { verified: false });
    expect((await call(t, user, 'GET', '/api/users/profile')).json()).toMatchObject({ emailVerified: false, pendingEmail: null });
    await sendOutbox(t);
    const welcome = smtp.received.find((m) => m.to.includes(user.email))!;
    expect(welcome.subject).toBe('Welcome to Raahi: please confirm your email');
    const token = linkIn(welcome.text, '/verify-email').searchParams.get('token')!;
    const res = await call(t, undefined, 'POST', '/api/users/verify-email', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, user, 'GET', '/api/users/profile')).json()).toMatchObject({ emailVerified: true });
    expect((await call(t, undefined, 'POST', '/api/users/verify-email', { token })).json()).toMatchObject({ code: 'invalid_token' });
  });

  it('resends the link while the address is unproven, and not after', async () => {
    const user = await signedInAs(t, 'user', { verified: false });
    const res = await call(t, user, 'POST', '/api/users/verify-email/resend');
    expect(res.json().message).toContain(user.email);
    await sendOutbox(t);
    const links = smtp.received.filter((m) => m.to.includes(user.email)).map((m) => linkIn(m.text, '/verify-email'));
    expect(links).toHaveLength(2);
    expect((await call(t, undefined, 'POST', '/api/users/verify-email', { token: links[1]!.searchParams.get('token') })).statusCode).toBe(
      200,
    );
    expect((await call(t, user, 'POST', '/api/users/verify-email/resend')).json().message).toMatch(/already confirmed/);
    expect((await call(t, undefined, 'POST', '/api/users/verify-email/resend')).statusCode).toBe(401);
  });

  it('changes the email only once the new address follows its link', async () => {
    const user = await signedInAs(t, 'user', { firstName: 'Meera' });
    const newEmail = `moved-${Date.now()}@example.test`;
    const put = await call(t, user, 'PUT', '/api/users/profile', {
      firstName: 'Meera',
      lastName: 'Rao',
      email: newEmail,
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ email: user.email, pendingEmail: newEmail, lastName: 'Rao' });
    await sendOutbox(t);
    const mail = smtp.received.find((m) => m.to.includes(newEmail))!;
    expect(mail.subject).toBe('Confirm your email address');
    const res = await call(t, undefined, 'POST', '/api/users/verify-email', {
      token: linkIn(mail.text, '/verify-email').searchParams.get('token'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, user, 'GET', '/api/users/profile')).json()).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    expect(await signInCookie(t, newEmail, DEFAULT_PASSWORD)).toMatch(/^raahi_session=/);
  });

  it('refuses a new email another account has, and a link to an address taken meanwhile', async () => {
    const [user, other] = [await signedInAs(t), await signedInAs(t)];
    const body = (email: string) => ({ firstName: 'Test', lastName: 'user', email, currentPassword: DEFAULT_PASSWORD });
    expect((await call(t, user, 'PUT', '/api/users/profile', body(other.email.toUpperCase()))).statusCode).toBe(409);
    const wanted = `wanted-${Date.now()}@example.test`;
    expect((await call(t, user, 'PUT', '/api/users/profile', body(wanted))).statusCode).toBe(200);
    await sendOutbox(t);
    const token = linkIn(smtp.received.find((m) => m.to.includes(wanted))!.text, '/verify-email').searchParams.get('token');
    expect((await call(t, other, 'PUT', '/api/users/profile', body(wanted))).statusCode).toBe(200);
    await sendOutbox(t);
    const otherToken = linkIn(smtp.received.findLast((m) => m.to.includes(wanted))!.text, '/verify-email').searchParams.get('token');
    expect((await call(t, undefined, 'POST', '/api/users/verify-email', { token: otherToken })).statusCode).toBe(200);
    const late = await call(t, undefined, 'POST', '/api/users/verify-email', { token });
    expect(late.statusCode).toBe(409);
    expect((await call(t, user, 'GET', '/api/users/profile')).json()).toMatchObject({ email: user.email });
  });
});
