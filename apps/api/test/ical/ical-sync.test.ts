// Channel sync by iCalendar (issue 28, decision 0062), on the test database: a feed served by a real HTTP
// server closes nights of a room type (a one-room villa closes), dropping its event opens them again, a feed
// that would close a night already sold here closes what it can and reports the night (nobody cancelled),
// a feed that fails keeps its nights and says why, the export lists closed and sold-out nights and parses,
// its address rotates, only the hotel's owner and admins may call, and feeds on private networks are
// refused in production.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, isNonPublicAddress } from '../../src/modules/ical/feed-fetch.ts';
import { day, stayId } from '../helpers/booking-helpers.ts';
import { feedOf, nightsFrom, startFeedServer, type FeedServer } from '../helpers/feed-server.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, createTestApp, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let feeds: FeedServer;
let owner: Actor;
let otherOwner: Actor;
let admin: Actor;
let guest: Actor;
let villaId: string;
let roomTypeId: string;

beforeAll(async () => {
  ({ t, owner, otherOwner, admin, guest } = await appWith({ owner: 'hotel', otherOwner: 'hotel', admin: 'admin', guest: 'user' }));
  feeds = await startFeedServer();
  // a one-room villa
  villaId = (await insertHotel(t.db, { ownerId: owner.id, rooms: 1, price: 900_000 })).id;
  roomTypeId = (await call(t, owner, 'GET', `/api/hotels/${villaId}/room-types`)).json()[0]._id;
  await insertHotel(t.db, { ownerId: otherOwner.id });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const icalUrl = (path = '') => `/api/hotels/${villaId}/room-types/${roomTypeId}/ical${path}`;
const roomsFor = async (checkin: string, checkout: string) => {
  const res = await call(t, guest, 'GET', `/api/hotel/${villaId}/rooms?checkin=${checkin}&checkout=${checkout}&guests=2`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0] as { roomsLeft: number; plans: { sellable: boolean; reason?: string }[] };
};
const book = (from: number, to: number) =>
  call(t, guest, 'POST', '/api/booking/create', { hotel: villaId, roomCount: 1, checkInDate: day(from), checkOutDate: day(to) });
const exportOf = async () => {
  const { exportUrl } = (await call(t, owner, 'GET', icalUrl())).json();
  return t.app.inject({ method: 'GET', url: new URL(exportUrl).pathname });
};
/** the nights an export's events cover, read back with the library */
const exportedNights = (text: string) => {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return root.getAllSubcomponents('vevent').flatMap((c) => {
    const e = new ICAL.Event(c);
    const nights: string[] = [];
    for (let d = e.startDate.clone(); d.compare(e.endDate) < 0; d.adjust(1, 0, 0, 0)) nights.push(d.toString());
    return nights;
  });
};
let importId: string;

describe('importing a feed', () => {
  it('a feed closes the nights its events cover: the one-room villa is sold out there and cannot be booked', async () => {
    feeds.set('/villa.ics', feedOf([nightsFrom(day(10), 2)]));
    const res = await call(t, owner, 'POST', icalUrl(), { url: feeds.url('/villa.ics') });
    expect(res.statusCode, res.body).toBe(200);
    const [imp] = res.json().imports;
    importId = imp._id;
    expect(imp).toMatchObject({ url: feeds.url('/villa.ics'), lastError: null, conflicts: [], nightsClosed: 2 });
    expect(imp.lastImportedAt).not.toBeNull();
    expect(await roomsFor(day(10), day(12))).toMatchObject({ roomsLeft: 0, plans: [{ sellable: false, reason: 'Sold out' }] });
    expect((await book(11, 12)).statusCode).toBe(409);
    const search = await call(t, guest, 'GET', `/api/hotel?checkin=${day(10)}&checkout=${day(12)}&limit=100`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().map((h: { _id: string }) => h._id)).not.toContain(villaId);
    const later = await call(t, guest, 'GET', `/api/hotel?checkin=${day(12)}&checkout=${day(13)}&limit=100`);
    expect(later.json().map((h: { _id: string }) => h._id)).toContain(villaId);
    expect((await roomsFor(day(12), day(13))).roomsLeft).toBe(1);
    const cal = (await call(t, owner, 'GET', `/api/hotels/${villaId}/calendar?from=${day(10)}&to=${day(12)}`)).json();
    expect(cal.roomTypes[0].nights.map((n: { blocked: number }) => n.blocked)).toEqual([1, 1, 0]);
  });

  it('when the feed drops the event, Sync now opens the nights again and they can be booked', async () => {
    feeds.set('/villa.ics', feedOf([]));
    const res = await call(t, owner, 'POST', icalUrl(`/imports/${importId}/sync`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: importId, lastError: null, nightsClosed: 0 });
    expect((await roomsFor(day(10), day(12))).roomsLeft).toBe(1);
    expect((await book(10, 11)).statusCode).toBe(201);
  });

  it('a feed that would close a night already sold here closes the others, reports the night and cancels no one', async () => {
    const sold = await stayId(t, guest, villaId, 20, 21);
    feeds.set('/villa.ics', feedOf([nightsFrom(day(19), 3)]));
    const res = await call(t, owner, 'POST', icalUrl(`/imports/${importId}/sync`));
    expect(res.json()).toMatchObject({ conflicts: [day(20)], nightsClosed: 3, lastError: null });
    const booking = await call(t, guest, 'GET', `/api/booking/${sold}`);
    expect(booking.json().status).not.toBe('Cancelled');
    const cal = (await call(t, owner, 'GET', `/api/hotels/${villaId}/calendar?from=${day(19)}&to=${day(21)}`)).json();
    expect(cal.roomTypes[0].nights.map((n: { sold: number; held: number; blocked: number }) => [n.sold + n.held, n.blocked])).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    // the owner sees it on the room type's feeds
    expect((await call(t, owner, 'GET', icalUrl())).json().imports[0].conflicts).toEqual([day(20)]);
  });

  it('a feed that fails keeps its nights closed and says why; a stale feed is never silent', async () => {
    const before = (await call(t, owner, 'GET', icalUrl())).json().imports[0];
    feeds.set('/villa.ics', { status: 500, body: 'oops' });
    const res = await call(t, owner, 'POST', icalUrl(`/imports/${importId}/sync`));
    expect(res.json()).toMatchObject({ lastError: 'The feed answered 500.', lastImportedAt: before.lastImportedAt });
    expect(res.json().lastTriedAt > before.lastImportedAt).toBe(true);
    expect((await roomsFor(day(19), day(20))).roomsLeft).toBe(0);
    feeds.set('/villa.ics', 'this is not a calendar');
    expect((await call(t, owner, 'POST', icalUrl(`/imports/${importId}/sync`))).json().lastError).toBe('Not an iCalendar feed.');
  });
});

describe('the export', () => {
  it('lists closed and sold-out nights as all-day events, with no personal data, and is cacheable briefly', async () => {
    const patch = await call(t, owner, 'PATCH', `/api/hotels/${villaId}/calendar`, {
      changes: [{ from: day(30), to: day(30), roomTypeIds: [roomTypeId], set: { stopSell: true } }],
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const res = await exportOf();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const nights = exportedNights(res.body);
    // 10 (booked), 19 (imported), 20 (sold), 21 (imported), 30 (stop-sell)
    expect(nights).toEqual([day(10), day(19), day(20), day(21), day(30)]);
    expect(res.body).not.toMatch(new RegExp(`${guest.email}|Reserved|${roomTypeId}|${villaId}`));
    expect(res.body).toMatch(/SUMMARY:Not available/);
  });

  it("a site that sends the export back does not close the villa's own nights twice", async () => {
    const own = (await exportOf()).body;
    feeds.set('/echo.ics', own);
    const res = await call(t, owner, 'POST', icalUrl(), { url: feeds.url('/echo.ics') });
    const echo = res.json().imports.find((i: { url: string }) => i.url.endsWith('/echo.ics'));
    expect(echo).toMatchObject({ nightsClosed: 0, conflicts: [] });
    expect((await call(t, owner, 'DELETE', icalUrl(`/imports/${echo._id}`))).statusCode).toBe(200);
  });

  it('rotating the address stops the old one', async () => {
    const before = (await call(t, owner, 'GET', icalUrl())).json().exportUrl as string;
    const res = await call(t, owner, 'POST', icalUrl(), { rotateExport: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().exportUrl as string;
    expect(after).not.toBe(before);
    expect(res.json().exportRotatedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: new URL(before).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(after).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/ical/not-a-token-at-all-0000.ics' })).statusCode).toBe(404);
  });
});

describe('removing a feed', () => {
  it('opens the nights it closed', async () => {
    const res = await call(t, owner, 'DELETE', icalUrl(`/imports/${importId}`));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, owner, 'GET', icalUrl())).json().imports).toEqual([]);
    expect((await roomsFor(day(19), day(20))).roomsLeft).toBe(1);
    expect((await roomsFor(day(21), day(22))).roomsLeft).toBe(1);
  });
});

describe('who may', () => {
  it("another hotel's owner and a guest are refused on every call; an admin may", async () => {
    feeds.set('/admin.ics', feedOf([]));
    const added = await call(t, admin, 'POST', icalUrl(), { url: feeds.url('/admin.ics') });
    expect(added.statusCode, added.body).toBe(200);
    const importId = added.json().imports[0]._id;
    const calls = [
      ['GET', icalUrl()],
      ['POST', icalUrl(), { rotateExport: true }],
      ['POST', icalUrl(`/imports/${importId}/sync`)],
      ['DELETE', icalUrl(`/imports/${importId}`)],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t, otherOwner, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(t, guest, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t, undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call(t, admin, 'GET', icalUrl())).json().imports.map((i: { _id: string }) => i._id)).toEqual([importId]);
    expect((await call(t, admin, 'DELETE', icalUrl(`/imports/${importId}`))).statusCode).toBe(200);
  });

  it('a room type of another hotel is not found under this one', async () => {
    const other = (await insertHotel(t.db, { ownerId: owner.id })).id;
    const otherType = (await call(t, owner, 'GET', `/api/hotels/${other}/room-types`)).json()[0]._id;
    expect((await call(t, owner, 'GET', `/api/hotels/${villaId}/room-types/${otherType}/ical`)).statusCode).toBe(404);
  });

  it('refuses an address that is not a web address', async () => {
    const res = await call(t, owner, 'POST', icalUrl(), { url: 'file:///etc/passwd' });
    expect(res.statusCode).toBe(400);
  });
});

describe('server-side request forgery', () => {
  it('in production, feeds on loopback or private networks are refused, by the addresses a name resolves to', async () => {
    const prod = await createTestApp({ production: true, sameDatabaseAs: t });
    // the production app's session cookie has the __Host- name
    const prodOwner = { headers: { cookie: `__Host-${owner.cookie}` } };
    try {
      const hitsBefore = feeds.hits('/villa.ics');
      for (const url of [
        feeds.url('/villa.ics'),
        'http://localhost:9/x.ics',
        'http://[::1]/x.ics',
        'http://10.1.2.3/x.ics',
        'webcal://169.254.169.254/latest',
      ]) {
        const res = await call(prod, prodOwner, 'POST', icalUrl(), { url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(/private network/);
      }
      expect(feeds.hits('/villa.ics')).toBe(hitsBefore);
      expect((await call(prod, prodOwner, 'GET', icalUrl())).json().imports).toEqual([]);
    } finally {
      await prod.close();
    }
  });

  it('judges addresses: loopback, private, link-local, mapped and unique-local ones are not public', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isNonPublicAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '203.0.114.7', '2606:4700:4700::1111']) expect(isNonPublicAddress(a), a).toBe(false);
  });
});

describe('reading a feed', () => {
  it('follows a few redirects, refuses more, and refuses a feed too large', async () => {
    feeds.set('/hop0.ics', { status: 302, body: '', headers: { location: '/hop1.ics' } });
    feeds.set('/hop1.ics', { status: 301, body: '', headers: { location: feeds.url('/moved.ics') } });
    feeds.set('/moved.ics', feedOf([nightsFrom(day(70), 1)]));
    const ok = await fetchFeed(feeds.url('/hop0.ics'), { allowPrivate: true });
    expect(ok).toMatch(/BEGIN:VCALENDAR/);
    for (let i = 0; i < 5; i++) feeds.set(`/loop${i}.ics`, { status: 302, body: '', headers: { location: `/loop${i + 1}.ics` } });
    await expect(fetchFeed(feeds.url('/loop0.ics'), { allowPrivate: true })).rejects.toThrow('The feed moved too many times.');
    feeds.set('/big.ics', 'x'.repeat(5000));
    await expect(fetchFeed(feeds.url('/big.ics'), { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow(/larger than/);
  });

  it('with private addresses refused, nothing on loopback is read: the check comes before each request', async () => {
    const hits = feeds.hits('/moved.ics');
    await expect(fetchFeed(feeds.url('/hop0.ics'), { allowPrivate: false })).rejects.toThrow(/private network/);
    expect(feeds.hits('/moved.ics')).toBe(hits);
  });
});
