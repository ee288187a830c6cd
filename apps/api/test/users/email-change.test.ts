// Changing an account's email asks for its current password (a session left open is not enough), and the
// old address is told, with a link that undoes the change for 7 days: once, restoring the old address and
// signing everyone out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../src/db/schema.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call } from '../helpers/requests.ts';
import { linkIn } from '../helpers/smtp-server.ts';
import { createTestApp, DEFAULT_PASSWORD, signedInAs, signInCookie, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://raahi.example' });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t?.close());

const profile = (who: Actor, body: Record<string, string>) =>
  call(t, who, 'PUT', '/api/users/profile', { firstName: 'Meera', lastName: 'Rao', ...body });
const me = async (who: Actor) => (await call(t, who, 'GET', '/api/users/profile')).json();
const tokenOf = (text: string, path: string) => linkIn(text, path).searchParams.get('token');
const undo = (token: string | null) => call(t, undefined, 'POST', '/api/users/email/undo', { token });

describe('PUT /api/users/profile with a new email', () => {
  it('needs the current password: missing or wrong is a 400 on currentPassword, and nothing changes', async () => {
    const user = await signedInAs(t);
    const wanted = `wanted-${Date.now()}@example.test`;
    const missing = await profile(user, { email: wanted });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Enter your current password to change your email.' });
    const wrong = await profile(user, { email: wanted, currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is not correct.' });
    expect(await me(user)).toMatchObject({ email: user.email, pendingEmail: null });
    expect(await t.db.select().from(accountTokens).where(eq(accountTokens.email, wanted))).toHaveLength(0);
  });

  it('keeps the other profile updates (name, phone) free of a password', async () => {
    const user = await signedInAs(t);
    const res = await profile(user, { email: user.email, firstName: 'Renamed', mobile: '9876543210' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Renamed', mobile: '9876543210', email: user.email });
  });

  it('tells the old address, whose link undoes a change still waiting for confirmation', async () => {
    const user = await signedInAs(t, 'user', { firstName: 'Meera' });
    const wanted = `pending-${Date.now()}@example.test`;
    expect((await profile(user, { email: wanted, currentPassword: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const messages = await outbox(t, admin);
    const told = messageTo(messages, user.email, /^Your Raahi email is being changed$/);
    expect(told.text).toContain(`asked to change its email from this address to ${wanted}`);
    expect(told.text).toContain('The link works once, for 7 days.');
    const verifyToken = tokenOf(messageTo(messages, wanted, /^Confirm your email address$/).text, '/verify-email');

    const res = await undo(tokenOf(told.text, '/undo-email-change'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(new RegExp(`^Done: your account's email is ${user.email.replace(/[.]/g, '\\.')}, as before`));
    // the change is dropped, its confirmation link with it, and the session that asked is over
    expect((await call(t, user, 'GET', '/api/users/profile')).statusCode).toBe(401);
    expect((await call(t, undefined, 'POST', '/api/users/verify-email', { token: verifyToken })).json()).toMatchObject({
      code: 'invalid_token',
    });
    const again = { ...user, headers: { cookie: await signInCookie(t, user.email, DEFAULT_PASSWORD) } };
    expect(await me(again)).toMatchObject({ email: user.email, pendingEmail: null, emailVerified: true });
  });

  it('restores the old address after the change took effect, once, and signs everyone out', async () => {
    const user = await signedInAs(t, 'user', { firstName: 'Meera' });
    const moved = `moved-${Date.now()}@example.test`;
    expect((await profile(user, { email: moved, currentPassword: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const messages = await outbox(t, admin);
    const verifyToken = tokenOf(messageTo(messages, moved, /^Confirm your email address$/).text, '/verify-email');
    expect((await call(t, undefined, 'POST', '/api/users/verify-email', { token: verifyToken })).statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ email: moved });
    // the new address asks for a reset link: undoing the change uses it up
    await call(t, undefined, 'POST', '/api/users/password/forgot', { email: moved });
    const resetToken = tokenOf(messageTo(await outbox(t, admin), moved, /^Reset your Raahi password/).text, '/reset-password');

    const undoToken = tokenOf(messageTo(messages, user.email, /^Your Raahi email is being changed$/).text, '/undo-email-change');
    expect((await undo(undoToken)).statusCode).toBe(200);
    expect((await call(t, user, 'GET', '/api/users/profile')).statusCode).toBe(401);
    expect(await signInCookie(t, user.email, DEFAULT_PASSWORD)).toMatch(/^raahi_session=/);
    const reset = await call(t, undefined, 'POST', '/api/users/password/reset', { token: resetToken, password: 'Another#Pass2026' });
    expect(reset.json()).toMatchObject({ code: 'invalid_token' });
    expect((await undo(undoToken)).json()).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a link that is not one, or has expired', async () => {
    const user = await signedInAs(t);
    expect((await profile(user, { email: `late-${Date.now()}@example.test`, currentPassword: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const token = tokenOf(messageTo(await outbox(t, admin), user.email, /^Your Raahi email is being changed$/).text, '/undo-email-change');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'undo-email-change'));
    expect((await undo(token)).json()).toMatchObject({ code: 'invalid_token' });
    expect((await undo('not-a-token')).statusCode).toBe(400);
  });
});
