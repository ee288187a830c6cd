// The privacy notice in every language the site has (issue 31, decision 0051): Hindi by Accept-Language, by
// the signed-in person's language and by `?language=hi`, itemised as the English one with its own version;
// the consents ledger records the language and version a person accepted.
import { NOTICE_VERSIONS } from '@raahi/contract/rules/privacy-notice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/requests.ts';
import { createTestApp, DEFAULT_PASSWORD, signInCookie, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Notice = {
  version: string;
  language: string;
  items: { id: string; data: string; why: string; keptFor: string; sharedWith: string[] }[];
  recipients: Record<string, string>;
  rights: string[];
};
const DEVANAGARI = /[\u0900-\u097F]/;

async function noticeFor(who: { cookie: string } | undefined, url: string, headers: Record<string, string> = {}) {
  const res = await call(t, who, 'GET', url, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Notice;
}

/** Registers (in `language`) and signs in. */
async function registered(language: 'en' | 'hi') {
  const email = `notice-${language}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { firstName: 'Meera', lastName: 'Joshi', email, password: DEFAULT_PASSWORD, language },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(reg.statusCode, reg.body).toBe(201);
  return { cookie: await signInCookie(t, email, DEFAULT_PASSWORD) };
}

function expectHindi(notice: Notice) {
  expect(notice.language).toBe('hi');
  expect(notice.version).toBe(NOTICE_VERSIONS.hi);
  for (const item of notice.items) for (const text of [item.data, item.why, item.keptFor]) expect(text).toMatch(DEVANAGARI);
  for (const r of notice.rights) expect(r).toMatch(DEVANAGARI);
  for (const r of Object.values(notice.recipients)) expect(r).toMatch(DEVANAGARI);
}

describe('GET /api/privacy/notice in Hindi', () => {
  it('answers Hindi to a browser that prefers it, with the same items, recipients and rights as the English notice', async () => {
    const english = await noticeFor(undefined, '/api/privacy/notice', { 'accept-language': 'en-IN,en;q=0.9' });
    const hindi = await noticeFor(undefined, '/api/privacy/notice', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(english).toMatchObject({ language: 'en', version: NOTICE_VERSIONS.en });
    expectHindi(hindi);
    const shape = (n: Notice) => ({
      items: n.items.map((i) => ({ id: i.id, sharedWith: i.sharedWith })),
      recipients: Object.keys(n.recipients).sort(),
      rights: n.rights.length,
    });
    expect(shape(hindi)).toEqual(shape(english));
    expect(hindi.items[0]!.data).not.toBe(english.items[0]!.data);
  });

  it('answers a signed-in person in their own language, whatever the browser says; ?language= chooses', async () => {
    const meera = await registered('hi');
    expectHindi(await noticeFor(meera, '/api/privacy/notice', { 'accept-language': 'en' }));
    expect((await noticeFor(meera, '/api/privacy/notice?language=en')).language).toBe('en');
    expectHindi(await noticeFor(undefined, '/api/privacy/notice?language=hi'));
    const bad = await call(t, undefined, 'GET', '/api/privacy/notice?language=fr');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the consents ledger records the language and version accepted', () => {
  it('at registration, in the language the person registered in', async () => {
    const meera = await registered('hi');
    const res = await call(t, meera, 'GET', '/api/users/me/consents');
    expect(res.statusCode, res.body).toBe(200);
    const bookings = res.json().purposes.find((p: { purpose: string }) => p.purpose === 'bookings');
    expect(bookings.history).toEqual([
      expect.objectContaining({ method: 'registration', language: 'hi', noticeVersion: NOTICE_VERSIONS.hi }),
    ]);

    const ravi = await registered('en');
    const accepted = await call(t, ravi, 'POST', '/api/users/me/notice', {
      version: NOTICE_VERSIONS.hi,
      language: 'hi',
      method: 'account-page',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const history = accepted.json().purposes.find((p: { purpose: string }) => p.purpose === 'bookings').history;
    expect(history[0]).toMatchObject({ method: 'registration', language: 'en', noticeVersion: NOTICE_VERSIONS.en });
    // reading the notice in Hindi is accepting the Hindi text: a row of its own, even on the same date
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ method: 'account-page', language: 'hi', noticeVersion: NOTICE_VERSIONS.hi });
  });

  it("answers the notice in force in the language the person accepted it in, and records a change in the page's language", async () => {
    const meera = await registered('hi');
    const res = await call(t, meera, 'GET', '/api/users/me/consents');
    expect(res.json()).toMatchObject({
      noticeLanguage: 'hi',
      noticeVersion: NOTICE_VERSIONS.hi,
      acceptedNoticeVersion: NOTICE_VERSIONS.hi,
    });

    const on = await call(t, meera, 'PUT', '/api/users/me/consents', { purpose: 'marketing-email', granted: true, language: 'hi' });
    expect(on.statusCode, on.body).toBe(200);
    const offers = on.json().purposes.find((p: { purpose: string }) => p.purpose === 'marketing-email');
    expect(offers.history).toEqual([
      expect.objectContaining({ granted: true, method: 'account-page', language: 'hi', noticeVersion: NOTICE_VERSIONS.hi }),
    ]);

    const ravi = await registered('en');
    const his = await call(t, ravi, 'GET', '/api/users/me/consents');
    expect(his.json()).toMatchObject({ noticeLanguage: 'en', noticeVersion: NOTICE_VERSIONS.en });
  });
});
