// Who sells: a provider keeps their business profile (GSTIN checked for shape and check character), every
// listing answer names its seller from it, and a provider's details page shows them with their listings.
import { isGstin } from '@raahi/contract/rules/gstin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGstin } from '../../src/db/seed/providers.ts';
import { DEMO_SUPPLIER } from '../../src/config.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor, hotelOwner: Actor, cabOwner: Actor, tourManager: Actor, content: Actor, guest: Actor;
let hotelId: string, cabId: string, tourId: string;

const PROFILE = {
  businessName: 'Lakeview Stays',
  legalName: 'Lakeview Hospitality Private Limited',
  address: '3 Fateh Sagar Road, Udaipur 313001, Rajasthan',
  city: 'Udaipur',
};
const VALID = demoGstin('Rajasthan', 'AAACL1234B');

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hotelOwner, cabOwner, tourManager, content, guest } = await signedInAccounts(t, {
    admin: 'admin',
    hotelOwner: { role: 'hotel', firstName: 'Meenal' },
    cabOwner: { role: 'cab', firstName: 'Gurdeep' },
    tourManager: 'tour',
    content: 'content',
    guest: 'user',
  }));
  hotelId = (await insertHotel(t.db, { ownerId: hotelOwner.id, name: 'Lakeview Palace', location: 'Udaipur, Rajasthan' })).id;
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
  tourId = (await insertTour(t.db)).id;
});
afterAll(() => t?.close());

describe('GET/PUT /api/provider/profile', () => {
  it('starts empty, refuses a GSTIN whose check character is wrong, and saves a valid one as typed in any case', async () => {
    expect((await call(t, hotelOwner, 'GET', '/api/provider/profile')).json()).toMatchObject({ businessName: '', saved: false });
    const wrong = await call(t, hotelOwner, 'PUT', '/api/provider/profile', { ...PROFILE, gstin: '29ABCDE1234F1Z5' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('check character');
    const saved = await call(t, hotelOwner, 'PUT', '/api/provider/profile', {
      ...PROFILE,
      gstin: ` ${VALID.toLowerCase().slice(0, 7)} ${VALID.toLowerCase().slice(7)}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...PROFILE, gstin: VALID, saved: true });
    expect((await call(t, hotelOwner, 'GET', '/api/provider/profile')).json()).toEqual({ ...PROFILE, gstin: VALID, saved: true });
  });

  it('takes a business not registered for GST (no GSTIN) and requires the names', async () => {
    expect(
      (await call(t, cabOwner, 'PUT', '/api/provider/profile', { ...PROFILE, businessName: 'Gurdeep Cabs', gstin: '' })).statusCode,
    ).toBe(200);
    expect((await call(t, cabOwner, 'PUT', '/api/provider/profile', { ...PROFILE, legalName: ' ' })).statusCode).toBe(400);
  });

  it('is for hotel owners, cab owners and tour managers only', async () => {
    for (const who of [guest, content]) expect((await call(t, who, 'GET', '/api/provider/profile')).statusCode).toBe(403);
    expect((await call(t, guest, 'PUT', '/api/provider/profile', PROFILE)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/provider/profile')).statusCode).toBe(401);
    expect((await call(t, tourManager, 'GET', '/api/provider/profile')).statusCode).toBe(200);
  });

  it('is on the audit trail with the values before and after', async () => {
    await call(t, hotelOwner, 'PUT', '/api/provider/profile', { ...PROFILE, gstin: VALID, city: 'Udaipur City' });
    const [entry] = (await listOf(t, `/api/admin/audit?person=${hotelOwner.id}`, admin)).items;
    expect(entry.changes[0]).toMatchObject({ table: 'provider_profiles', old: { city: 'Udaipur' }, new: { city: 'Udaipur City' } });
    await call(t, hotelOwner, 'PUT', '/api/provider/profile', { ...PROFILE, gstin: VALID });
  });
});

describe('listings name their seller', () => {
  const seller = { providerId: '', businessName: PROFILE.businessName, legalName: PROFILE.legalName, city: PROFILE.city, gstin: VALID };

  it("a hotel, in its page's answer and in the search list: the owner's business, city and GSTIN", async () => {
    const one = (await call(t, undefined, 'GET', `/api/hotel/${hotelId}`)).json();
    expect(one.provider).toEqual({ ...seller, providerId: hotelOwner.id });
    const { items } = await listOf(t, '/api/hotel?limit=100');
    expect(items.find((h: { _id: string }) => h._id === hotelId).provider).toEqual({ ...seller, providerId: hotelOwner.id });
  });

  it('a cab whose owner is not registered for GST: no GSTIN', async () => {
    const one = (await call(t, undefined, 'GET', `/api/cab/${cabId}`)).json();
    expect(one.provider).toMatchObject({ providerId: cabOwner.id, businessName: 'Gurdeep Cabs', gstin: null });
  });

  it('a listing whose owner has saved no profile yet: their name; one with no owner and a tour package: Raahi itself', async () => {
    const { id } = await insertHotel(t.db, { ownerId: tourManager.id, location: 'Pune, Maharashtra' });
    expect((await call(t, undefined, 'GET', `/api/hotel/${id}`)).json().provider).toMatchObject({
      providerId: tourManager.id,
      city: 'Pune, Maharashtra',
      gstin: null,
    });
    const raahi = { providerId: null, businessName: 'Raahi', legalName: DEMO_SUPPLIER.name, city: 'Bengaluru', gstin: DEMO_SUPPLIER.gstin };
    const { id: unowned } = await insertHotel(t.db, { ownerId: null });
    expect((await call(t, undefined, 'GET', `/api/hotel/${unowned}`)).json().provider).toEqual(raahi);
    expect((await call(t, undefined, 'GET', `/api/tour/${tourId}`)).json().provider).toEqual(raahi);
    expect((await listOf(t, '/api/tour')).items[0].provider).toEqual(raahi);
  });
});

describe("GET /api/providers/:providerId: a provider's details page", () => {
  it('answers the business, its address and its live listings, to anyone', async () => {
    const res = await call(t, undefined, 'GET', `/api/providers/${hotelOwner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...PROFILE,
      gstin: VALID,
      providerId: hotelOwner.id,
      listings: [{ kind: 'hotel', _id: hotelId, name: 'Lakeview Palace' }],
    });
  });

  it('does not answer for an account that is not a provider', async () => {
    for (const id of [guest.id, admin.id, 'not-an-id'])
      expect((await call(t, undefined, 'GET', `/api/providers/${id}`)).statusCode).toBe(404);
  });
});

it("the demo's GSTINs pass the GST network's check", () => {
  for (const [state, pan] of [
    ['Kerala', 'AAFCN4821K'],
    ['Delhi', 'BQRPS7310H'],
    ['Tamil Nadu', 'AAKFI2093M'],
  ] as const)
    expect(isGstin(demoGstin(state, pan))).toBe(true);
});
