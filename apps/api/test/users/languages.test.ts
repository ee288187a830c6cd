// A person's language (decision 0057): kept on the account, remembered in a readable cookie, and the one
// redirect a language causes: / to /hi/ for a browser that prefers Hindi and has chosen nothing yet.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_PASSWORD, signedInAs, signInCookie, type TestApp } from '../helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
let t: TestApp;
beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/web-build.mjs'), '--if-stale'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ webDistDir: path.join(root, 'apps/web/dist') });
}, 240_000);
afterAll(() => t?.close());

let n = 0;
const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { firstName: 'Asha', password: DEFAULT_PASSWORD, ...payload },
    headers: { ...headers, 'x-forwarded-for': `10.8.0.${++n}` },
  });
const languageCookie = (res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) =>
  res.cookies.find((c) => c.name === 'raahi_lang');

describe("a person's language", () => {
  it('is the one the account registered in: the page names it, else the browser prefers it, else English', async () => {
    const named = await register({ email: 'lang-named@example.test', language: 'hi' });
    expect(named.statusCode).toBe(201);
    expect(named.json().language).toBe('hi');
    const browser = await register({ email: 'lang-browser@example.test' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(browser.json().language).toBe('hi');
    const plain = await register({ email: 'lang-plain@example.test' }, { 'accept-language': 'fr-FR' });
    expect(plain.json().language).toBe('en');
    expect((await register({ email: 'lang-bad@example.test', language: 'xx' })).statusCode).toBe(400);
  });

  it('is answered by the profile, set by PUT alone when sent, and remembered in a readable cookie at sign-in', async () => {
    const { headers } = await signedInAs(t, 'user', { firstName: 'Ravi' });
    const profile = (await t.app.inject({ url: '/api/users/profile', headers })).json();
    expect(profile.language).toBe('en');
    const base = { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
    const put = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { ...base, language: 'hi' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().language).toBe('hi');
    expect(languageCookie(put)).toMatchObject({ value: 'hi', path: '/' });
    expect(languageCookie(put)?.httpOnly).toBeFalsy();
    // a change of name alone keeps the language
    const rename = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { ...base, firstName: 'Ravindra' } });
    expect(rename.json()).toMatchObject({ firstName: 'Ravindra', language: 'hi' });
    expect(languageCookie(rename)).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { ...base, language: 'HI' } })).statusCode,
    ).toBe(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      payload: { email: profile.email, password: DEFAULT_PASSWORD },
    });
    expect(languageCookie(signIn)?.value).toBe('hi');
    expect(await signInCookie(t, profile.email, DEFAULT_PASSWORD)).toBeTruthy();
  });
});

describe('the home page and the language a browser prefers', () => {
  const home = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('sends a browser that prefers Hindi and chose nothing to /hi/, never kept by a shared cache', async () => {
    const res = await home('/?utm_source=x', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/?utm_source=x');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/accept-language/);
    expect(String(res.headers.vary)).toMatch(/cookie/);
    const chose = await home('/', { 'accept-language': 'en', cookie: 'raahi_lang=hi' });
    expect([chose.statusCode, chose.headers.location]).toEqual([302, '/hi/']);
  });

  it('keeps English at / for a browser that prefers it or chose it, and says the answer varies with the language asked for', async () => {
    const asks: Record<string, string>[] = [
      { 'accept-language': 'en-IN,en;q=0.9' },
      { 'accept-language': 'hi', cookie: 'raahi_lang=en' },
      {},
    ];
    for (const headers of asks) {
      const res = await home('/', headers);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary)).toMatch(/accept-language/);
      expect(res.body).toMatch(/<html lang="en-IN"/);
    }
  });

  it('never redirects an address that names its language', async () => {
    for (const url of ['/hi/', '/hotel', '/tour', '/hi/hotel']) {
      const res = await home(url, { 'accept-language': url.startsWith('/hi') ? 'en' : 'hi' });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    expect((await home('/hi/', {})).body).toMatch(/<html lang="hi-IN"/);
  });
});

describe("refusals in the caller's language", () => {
  it('answers validation in the language Accept-Language prefers, field messages included', async () => {
    const bad = { firstName: '', email: 'not-an-email', password: 'x' };
    const hi = await register(bad, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hi.statusCode).toBe(400);
    expect(hi.json().code).toBe('invalid_input');
    expect(hi.json().fields).toMatchObject({ email: 'सही ईमेल पता डालें।', password: 'कम से कम 8 अक्षर रखें।' });
    expect(hi.json().message).toMatch(/^कृपया \w+ जाँचें: /);
    const en = await register(bad, { 'accept-language': 'en-IN' });
    expect(en.json().fields).toMatchObject({ email: 'Enter a valid email address.', password: 'Use at least 8 characters.' });
    const refused = await t.app.inject({ url: '/api/users/profile', headers: { 'accept-language': 'hi' } });
    expect([refused.statusCode, refused.json().message]).toEqual([401, 'आगे बढ़ने के लिए कृपया साइन इन करें।']);
  });

  it("follows a signed-in person's own language whatever the browser says", async () => {
    const { headers, email } = await signedInAs(t, 'user', { firstName: 'Kiran' });
    const base = { firstName: 'Kiran', lastName: '', email };
    await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: { ...base, language: 'hi' } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...headers, 'accept-language': 'en-US,en' },
      payload: { ...base, lastName: 'x'.repeat(81) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ lastName: 'ज़्यादा से ज़्यादा 80 अक्षर।' });
  });
});
