// Without SMTP the outbox keeps every message. In development and the demo it is the readable inbox (tests
// and the quick start follow their links there); in production a link's secret is shown to no one but its
// recipient, so an admin cannot take over an account with a reset link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@raahi/contract/mail';
import { HIDDEN_SECRET } from '../../src/modules/mail/outbox.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call, listOf } from '../helpers/requests.ts';
import { linkIn } from '../helpers/smtp-server.ts';
import { closeAll, createTestApp, DEFAULT_PASSWORD, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let production: TestApp;
let admin: Actor;
/** the admin's session on the production app (its cookie has the __Host- name there) */
let productionAdmin: { headers: { cookie: string } };

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://raahi.example' });
  production = await createTestApp({ production: true, publicOrigin: 'https://raahi.example', sameDatabaseAs: t });
  admin = await signedInAs(t, 'admin');
  productionAdmin = { headers: { cookie: `__Host-${admin.cookie}` } };
});
afterAll(() => closeAll(t, production));

const productionOutbox = async () => (await listOf(production, '/api/admin/outbox?limit=100', productionAdmin)).items as OutboxMessage[];

describe('the outbox in production', () => {
  it('hides the token of a reset link and of a confirmation link from admins; the recipient still follows it', async () => {
    const user = await signedInAs(t, 'user', { verified: false });
    expect((await call(t, undefined, 'POST', '/api/users/password/forgot', { email: user.email })).statusCode).toBe(200);
    const readable = await outbox(t, admin);
    const resetToken = linkIn(messageTo(readable, user.email, /^Reset your Raahi password/).text, '/reset-password').searchParams.get(
      'token',
    )!;
    const verifyToken = linkIn(messageTo(readable, user.email, /^Welcome/).text, '/verify-email').searchParams.get('token')!;

    const hidden = await productionOutbox();
    for (const [subject, token, path] of [
      [/^Reset your Raahi password/, resetToken, '/reset-password'],
      [/^Welcome/, verifyToken, '/verify-email'],
    ] as const) {
      const m = messageTo(hidden, user.email, subject);
      expect(m.text).toContain(`https://raahi.example${path}?token=${HIDDEN_SECRET}`);
      for (const part of [m.subject, m.text, m.html]) expect(part).not.toContain(token);
    }

    const reset = await call(t, undefined, 'POST', '/api/users/password/reset', { token: resetToken, password: `New-${DEFAULT_PASSWORD}` });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('shows every other message as it is', async () => {
    const user = await signedInAs(t, 'user', { firstName: 'Zoya' });
    const welcome = messageTo(await productionOutbox(), user.email, /^Welcome/);
    expect(welcome.text).toMatch(/^Welcome to Raahi, Zoya!/);
    expect(welcome.html).toContain('<h1');
  });
});

describe('the outbox in development and the demo', () => {
  it('shows the links as they are, for the quick start to follow', async () => {
    const user = await signedInAs(t, 'user', { verified: false });
    const welcome = messageTo(await outbox(t, admin), user.email, /^Welcome/);
    expect(welcome.text).not.toContain(HIDDEN_SECRET);
    const token = linkIn(welcome.text, '/verify-email').searchParams.get('token');
    expect((await call(t, undefined, 'POST', '/api/users/verify-email', { token })).statusCode).toBe(200);
  });
});
