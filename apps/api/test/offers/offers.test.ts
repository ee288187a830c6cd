import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { appWithEveryRole, expectCollectionOnlyFor, type RoleHeaders } from '../helpers/access.ts';
import { insertOffer } from '../helpers/content-fixtures.ts';
import { insertCab, insertHotel, insertTour, picture } from '../helpers/fixtures.ts';
import { call, listOf } from '../helpers/requests.ts';
import { UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
const today = todayInIndia();
let hotelId: string;
let cabId: string;
let tourId: string;
let archivedHotelId: string;

beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
  hotelId = (await insertHotel(t.db)).id;
  cabId = (await insertCab(t.db)).id;
  tourId = (await insertTour(t.db)).id;
  archivedHotelId = (await insertHotel(t.db, { archivedAt: new Date() })).id;
  await insertOffer(t.db, { title: 'Hotel now', relatedTo: 'Hotel', relatedId: hotelId, featured: true });
  await insertOffer(t.db, { title: 'Cab ends today', relatedTo: 'Cab', relatedId: cabId, startDate: addDays(today, -5), endDate: today });
  await insertOffer(t.db, {
    title: 'Tour starts today',
    relatedTo: 'Tour',
    relatedId: tourId,
    startDate: today,
    endDate: addDays(today, 3),
  });
  await insertOffer(t.db, {
    title: 'Expired',
    relatedTo: 'Tour',
    relatedId: tourId,
    startDate: addDays(today, -10),
    endDate: addDays(today, -1),
  });
  await insertOffer(t.db, {
    title: 'Upcoming',
    relatedTo: 'Hotel',
    relatedId: hotelId,
    startDate: addDays(today, 1),
    endDate: addDays(today, 9),
  });
  await insertOffer(t.db, { title: 'For an archived hotel', relatedTo: 'Hotel', relatedId: archivedHotelId });
});
afterAll(() => t?.close());

const titles = (body: { title: string }[]) => body.map((b) => b.title).sort();
const valid = () => ({
  title: 'Monsoon 15%',
  description: 'Save 15% this monsoon',
  // the 15% the words promise is the offer's rule (offer-rules.test.ts)
  autoApply: true,
  discountType: 'percent',
  discountValue: 15,
  image: picture('o'),
  relatedTo: 'Hotel',
  relatedId: hotelId,
  startDate: today,
  endDate: addDays(today, 30),
  featured: false,
});

describe('GET /api/offer', () => {
  it('lists only offers running today in India whose listing is live, with the total', async () => {
    const { items, total } = await listOf(t, '/api/offer');
    expect(titles(items)).toEqual(['Cab ends today', 'Hotel now', 'Tour starts today']);
    expect(total).toBe(3);
    expect(items[0]).toMatchObject({
      title: 'Hotel now',
      relatedTo: 'Hotel',
      relatedId: hotelId,
      image: picture('offer'),
      featured: true,
    });
  });

  it('filters by relatedTo (any letter case) and featured, and pages', async () => {
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/offer?relatedTo=Cab' })).json())).toEqual(['Cab ends today']);
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/offer?relatedTo=tour' })).json())).toEqual(['Tour starts today']);
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/offer?featured=true' })).json())).toEqual(['Hotel now']);
    const page = await t.app.inject({ method: 'GET', url: '/api/offer?limit=1&page=2' });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await t.app.inject({ method: 'GET', url: '/api/offer?relatedTo=Boat' })).statusCode).toBe(400);
  });
});

describe('admin offers', () => {
  it('lists every offer for staff, and narrows by status', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/offer/alloffer', headers: as.content });
    expect(all.statusCode).toBe(200);
    expect(all.json().length).toBeGreaterThanOrEqual(6);
    const expired = await t.app.inject({ method: 'GET', url: '/api/admin/offer/alloffer?status=expired', headers: as.content });
    expect(titles(expired.json())).toEqual(['Expired']);
    const upcoming = await t.app.inject({ method: 'GET', url: '/api/admin/offer/alloffer?status=upcoming', headers: as.admin });
    expect(titles(upcoming.json())).toEqual(['Upcoming']);
  });

  it('creates, reads, edits and deletes an offer', async () => {
    const created = await call(t, as.content, 'POST', '/api/admin/offer', { ...valid(), relatedTo: 'hotel' });
    expect(created.statusCode).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({ title: 'Monsoon 15%', relatedTo: 'Hotel', relatedId: hotelId, startDate: today });
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/offer/alloffer/${offer._id}`, headers: as.content });
    expect(read.json()).toEqual(offer);
    const edited = await call(t, as.admin, 'PUT', `/api/admin/offer/alloffer/${offer._id}`, {
      ...valid(),
      title: 'Cab deal',
      relatedTo: 'Cab',
      relatedId: cabId,
      featured: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Cab deal', relatedTo: 'Cab', relatedId: cabId, featured: true });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/offer/alloffer/${offer._id}`, headers: as.content });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Offer deleted successfully.');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/offer/alloffer/${offer._id}`, headers: as.content })).statusCode).toBe(
      404,
    );
  });

  it('refuses a relatedId that is not a live listing of the named kind, with a field message', async () => {
    const cases = [
      { relatedTo: 'Hotel', relatedId: cabId },
      { relatedTo: 'Tour', relatedId: UNKNOWN_ID },
      { relatedTo: 'Cab', relatedId: 'not-an-id' },
      { relatedTo: 'Hotel', relatedId: archivedHotelId },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/offer', headers: as.content, payload: { ...valid(), ...c } });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      // what is not an id at all is refused by the schema, before any listing is looked for
      expect(res.json().fields.relatedId).toMatch(/^(No listed (hotel|tour|cab) has this id|Not a valid id)\.$/);
    }
    const offer = await insertOffer(t.db, { relatedTo: 'Tour', relatedId: tourId });
    const put = await call(t, as.content, 'PUT', `/api/admin/offer/alloffer/${offer.id}`, {
      ...valid(),
      relatedTo: 'Tour',
      relatedId: hotelId,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toHaveProperty('relatedId');
  });

  it('validates the body: required fields, dates, end on or after start', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/offer', headers: as.content, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(
      expect.arrayContaining(['title', 'description', 'relatedTo', 'relatedId', 'startDate', 'endDate']),
    );
    const backwards = await call(t, as.content, 'POST', '/api/admin/offer', { ...valid(), startDate: addDays(today, 5), endDate: today });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.endDate).toBe('Must be on or after the start date.');
    const notADate = await call(t, as.content, 'POST', '/api/admin/offer', { ...valid(), startDate: '2026-02-30' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().fields).toHaveProperty('startDate');
  });

  it('answers 404 for unknown or malformed offer ids', async () => {
    for (const id of [UNKNOWN_ID, 'xyz', '%00']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/offer/alloffer/${id}`, headers: as.content })).statusCode, id).toBe(404);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/admin/offer/alloffer/${id}`, headers: as.content, payload: valid() })).statusCode,
        id,
      ).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/offer/alloffer/${id}`, headers: as.content })).statusCode, id).toBe(
        404,
      );
    }
  });
});

describe('who may manage offers', () => {
  it('only content managers and admins, on every admin route', async () => {
    const offer = await insertOffer(t.db, { relatedTo: 'Cab', relatedId: cabId });
    const staff: ('content' | 'admin')[] = ['content', 'admin'];
    const item = `/api/admin/offer/alloffer/${offer.id}`;
    await expectCollectionOnlyFor(
      t,
      as,
      { list: '/api/admin/offer/alloffer', create: '/api/admin/offer', item, remove: item },
      valid,
      staff,
    );
  });
});
