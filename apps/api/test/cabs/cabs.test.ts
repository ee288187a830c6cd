import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabBookings, cabs } from '../../src/db/schema.ts';
import { insertCab, picture } from '../helpers/fixtures.ts';
import {
  adminListPages,
  adminOnly,
  BAD_IDS,
  describeListingDeletion,
  describeListingOfOwner,
  describePermissionMatrix,
  expectNotFoundAt,
  expectOwnerLinkedOnce,
  listedTitles,
  listingStaff,
  ownerOrAdmin,
  titlesOf,
} from '../helpers/listings.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

type Modelled = { model: string };

let t: TestApp;
let guest: Actor;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signedInAs(t, 'user');
  await insertCab(t.db, {
    model: 'Toyota Innova',
    type: 'SUV',
    fuelType: 'Diesel',
    seats: 7,
    originalPrice: 400_000,
    discountedPrice: 350_000,
    rating: 4.6,
    featured: true,
  });
  await insertCab(t.db, {
    model: 'Maruti Dzire',
    type: 'Sedan',
    fuelType: 'CNG',
    seats: 4,
    originalPrice: 250_000,
    discountedPrice: 200_000,
    rating: 4.2,
  });
  await insertCab(t.db, {
    model: 'Hyundai i20',
    type: 'Hatchback',
    fuelType: 'Petrol',
    seats: 5,
    originalPrice: 150_000,
    discountedPrice: 150_000,
    rating: 3.9,
  });
  // stored in lower case: filters must still match
  await insertCab(t.db, {
    model: 'Maruti Ertiga',
    type: 'suv',
    fuelType: 'cng',
    seats: 6,
    originalPrice: 300_000,
    discountedPrice: 280_000,
    rating: 4.0,
  });
  await insertCab(t.db, { model: 'Retired Tempo', type: 'SUV', archivedAt: new Date() });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const models = (query: string) => listedTitles(t, 'cab', query);

describe('GET /api/cab', () => {
  it('lists live cabs as an array with rupee prices, tax percent, _id and the total in a header', async () => {
    const res = await get('/api/cab');
    expect(res.statusCode).toBe(200);
    expect(titlesOf('cab', res.json()).sort()).toEqual(['Hyundai i20', 'Maruti Dzire', 'Maruti Ertiga', 'Toyota Innova']);
    expect(res.headers['x-total-count']).toBe('4');
    const innova = res.json().find((c: Modelled) => c.model === 'Toyota Innova');
    expect(innova).toMatchObject({
      type: 'SUV',
      seats: 7,
      kmsIncluded: 250,
      extraKmFare: 12,
      originalPrice: 4000,
      discountedPrice: 3500,
      taxes: 5,
      travelType: 'Outstation',
      inclusions: ['Driver allowance'],
      exclusions: ['Tolls'],
      featured: true,
      ownerId: null,
      archivedAt: null,
    });
    expect(innova._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters by type and fuel type in any case, once, comma separated or repeated', async () => {
    expect(await models('type=SUV')).toEqual(['Maruti Ertiga', 'Toyota Innova']);
    expect(await models('type=sedan')).toEqual(['Maruti Dzire']);
    expect(await models('type=SUV&type=Sedan')).toEqual(['Maruti Dzire', 'Maruti Ertiga', 'Toyota Innova']);
    expect(await models('type=Hatchback,Sedan')).toEqual(['Hyundai i20', 'Maruti Dzire']);
    expect(await models('fuelType=CNG')).toEqual(['Maruti Dzire', 'Maruti Ertiga']);
    expect(await models('fuelType=cng&fuelType=PETROL')).toEqual(['Hyundai i20', 'Maruti Dzire', 'Maruti Ertiga']);
  });

  it('filters by seats, once, comma separated or repeated, and combines filters', async () => {
    expect(await models('seats=4')).toEqual(['Maruti Dzire']);
    expect(await models('seats=6&seats=7')).toEqual(['Maruti Ertiga', 'Toyota Innova']);
    expect(await models('seats=4,5')).toEqual(['Hyundai i20', 'Maruti Dzire']);
    expect(await models('type=SUV&fuelType=CNG&seats=6')).toEqual(['Maruti Ertiga']);
    expect(await models('type=SUV&fuelType=Petrol')).toEqual([]);
    expect(await models('featured=true')).toEqual(['Toyota Innova']);
  });

  it('sorts by discounted price either way, rating or newest, and pages', async () => {
    const prices = async (q: string) => (await get(`/api/cab?${q}`)).json().map((c: { discountedPrice: number }) => c.discountedPrice);
    expect(await prices('sort=price')).toEqual([1500, 2000, 2800, 3500]);
    expect(await prices('sort=-price')).toEqual([3500, 2800, 2000, 1500]);
    expect(await prices('sort=rating')).toEqual([3500, 2000, 2800, 1500]);
    expect(await prices('')).toEqual([2800, 1500, 2000, 3500]);
    const second = await get('/api/cab?sort=price&limit=3&page=2');
    expect(second.json().map((c: { discountedPrice: number }) => c.discountedPrice)).toEqual([3500]);
    expect(second.headers['x-total-count']).toBe('4');
  });

  it('answers bad filters with 400 and a message per field', async () => {
    for (const q of ['seats=abc', 'seats=0', 'seats=4.5', 'sort=model', 'limit=0', 'page=0', 'featured=maybe']) {
      const res = await get(`/api/cab?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json().fields)[0], q).toMatch(new RegExp(`^${q.split('=')[0]}`));
    }
  });
});

describe('GET /api/cab/{id}', () => {
  it('returns one live cab', async () => {
    const [innova] = (await get('/api/cab?featured=true')).json();
    const res = await get(`/api/cab/${innova._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ model: 'Toyota Innova', discountedPrice: 3500 });
  });

  it('answers 404 for unknown, malformed and archived ids, never 500', async () => {
    const [retired] = await t.db.select().from(cabs).where(eq(cabs.model, 'Retired Tempo'));
    await expectNotFoundAt(t, (id) => `/api/cab/${id}`, [...BAD_IDS, retired!.id]);
  });
});

// ---------- staff side ----------

/** A complete, valid cab body as the older edit form sends it (with its `id`). */
const cabBody = (over: Record<string, unknown> = {}) => ({
  id: 'ignored',
  imageUrl: picture('crysta'),
  model: 'Innova Crysta',
  type: 'SUV',
  seats: 7,
  kmsIncluded: 300,
  extraKmFare: 14.5,
  fuelType: 'Diesel',
  cancellation: 'Free cancellation until 24 hours before departure',
  rating: 4.7,
  reviewCount: 88,
  originalPrice: 5200,
  discountedPrice: 4800.75,
  taxes: 5,
  travelType: 'Outstation',
  inclusions: ['Driver allowance', '', ' '],
  exclusions: ['Tolls', 'Parking'],
  ...over,
});

let admin: Actor, cabOwner: Actor, otherCabOwner: Actor, cabWithoutCab: Actor;
let ownedCabId: string, otherOwnedCabId: string;

describe('staff routes', () => {
  beforeAll(async () => {
    ({ admin, owner: cabOwner, otherOwner: otherCabOwner, ownerOfNothing: cabWithoutCab } = await listingStaff(t, 'cab'));
    ownedCabId = (await insertCab(t.db, { model: 'Owned Swift', ownerId: cabOwner.id })).id;
    otherOwnedCabId = (await insertCab(t.db, { model: 'Other Owned Bolero', ownerId: otherCabOwner.id })).id;
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, who?: Actor, payload?: object) =>
    call(t, who, method, url, payload);

  describe('POST /api/admin/cab', () => {
    it('creates a cab; the form `id` is ignored and blank list entries are dropped', async () => {
      const res = await send('POST', '/api/admin/cab', admin, cabBody({ featured: true }));
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created._id).not.toBe('ignored');
      expect(created).toMatchObject({
        model: 'Innova Crysta',
        extraKmFare: 14.5,
        discountedPrice: 4800.75,
        taxes: 5,
        inclusions: ['Driver allowance'],
        featured: true,
        ownerId: null,
      });
      const [row] = await t.db.select().from(cabs).where(eq(cabs.id, created._id));
      expect(row).toMatchObject({ extraKmFare: 1450, discountedPrice: 480_075, originalPrice: 520_000 });
      expect((await get(`/api/cab/${created._id}`)).statusCode).toBe(200);
    });

    it('needs every field but the image, the rating and the review count', async () => {
      const { imageUrl: _image, ...withoutImage } = cabBody({ model: 'No Picture Cab' });
      const ok = await send('POST', '/api/admin/cab', admin, withoutImage);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().imageUrl).toBe('');
      const res = await send('POST', '/api/admin/cab', admin, { imageUrl: picture('x') });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(
        [
          'cancellation',
          'discountedPrice',
          'extraKmFare',
          'fuelType',
          'kmsIncluded',
          'model',
          'originalPrice',
          'seats',
          'taxes',
          'travelType',
          'type',
        ].sort(),
      );
    });

    it('checks ranges: rating 0–5 in steps of 0.1, whole review count, prices, taxes percent', async () => {
      const fieldsOf = async (over: Record<string, unknown>) => {
        const res = await send('POST', '/api/admin/cab', admin, cabBody(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        return res.json().fields as Record<string, string>;
      };
      expect((await fieldsOf({ rating: 5.5 })).rating).toBe('Must be between 0 and 5.');
      expect((await fieldsOf({ rating: 4.25 })).rating).toBe('Use steps of 0.1.');
      expect((await fieldsOf({ reviewCount: -1 })).reviewCount).toBe('Must be 0 or more.');
      expect((await fieldsOf({ reviewCount: 2.5 })).reviewCount).toBe('Must be a whole number.');
      expect(await fieldsOf({ originalPrice: -5 })).toHaveProperty('originalPrice');
      expect((await fieldsOf({ discountedPrice: 6000 })).discountedPrice).toBe('Must not exceed the original price.');
      expect((await fieldsOf({ taxes: 120 })).taxes).toBe('Must be between 0 and 100.');
      expect((await fieldsOf({ seats: 0 })).seats).toBe('At least 1 seat.');
      expect((await fieldsOf({ model: '   ' })).model).toBe('This field is required.');
      expect(await fieldsOf({ inclusions: 'Driver' })).toHaveProperty('inclusions');
    });

    it('links an owner that exists; an unknown owner is 400; an owner may be given a second cab', () =>
      expectOwnerLinkedOnce({ t, admin }, 'cab', cabBody));
  });

  describe('GET and PUT /api/admin/cab/edit/{cabId}', () => {
    it('lets an admin read and update any cab, including featured, owner and archived state', async () => {
      const read = await send('GET', `/api/admin/cab/edit/${otherOwnedCabId}`, admin);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ model: 'Other Owned Bolero', ownerId: otherCabOwner.id });
      const put = await send(
        'PUT',
        `/api/admin/cab/edit/${otherOwnedCabId}`,
        admin,
        cabBody({ model: 'Other Owned Bolero', featured: true, archived: true }),
      );
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ featured: true, ownerId: otherCabOwner.id });
      expect(put.json().archivedAt).not.toBeNull();
      expect((await get(`/api/cab/${otherOwnedCabId}`)).statusCode).toBe(404);
      expect((await send('GET', `/api/admin/cab/edit/${otherOwnedCabId}`, admin)).statusCode).toBe(200);
      const restored = await send(
        'PUT',
        `/api/admin/cab/edit/${otherOwnedCabId}`,
        admin,
        cabBody({ model: 'Other Owned Bolero', archived: false }),
      );
      expect(restored.json()).toMatchObject({ archivedAt: null, featured: true });
      expect((await get(`/api/cab/${otherOwnedCabId}`)).statusCode).toBe(200);
    });

    it('lets the owner read and edit its cab but not its owner, featured or archived state', async () => {
      const read = await send('GET', `/api/admin/cab/edit/${ownedCabId}`, cabOwner);
      expect(read.statusCode).toBe(200);
      expect(read.json().model).toBe('Owned Swift');
      const put = await send(
        'PUT',
        `/api/admin/cab/edit/${ownedCabId}`,
        cabOwner,
        cabBody({ id: ownedCabId, model: 'Owned Swift Dzire', featured: true, ownerId: otherCabOwner.id, archived: true }),
      );
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        model: 'Owned Swift Dzire',
        discountedPrice: 4800.75,
        featured: false,
        ownerId: cabOwner.id,
        archivedAt: null,
      });
    });

    it("answers 404 for another owner's cab and for unknown or malformed ids; 400 for a bad body", async () => {
      expect((await send('GET', `/api/admin/cab/edit/${otherOwnedCabId}`, cabOwner)).statusCode).toBe(404);
      const put = await send('PUT', `/api/admin/cab/edit/${otherOwnedCabId}`, cabOwner, cabBody({ model: 'Hijacked' }));
      expect(put.statusCode).toBe(404);
      const [row] = await t.db.select().from(cabs).where(eq(cabs.id, otherOwnedCabId));
      expect(row!.model).toBe('Other Owned Bolero');
      for (const id of BAD_IDS) {
        expect((await send('GET', `/api/admin/cab/edit/${id}`, admin)).statusCode, id).toBe(404);
        expect((await send('PUT', `/api/admin/cab/edit/${id}`, cabOwner, cabBody())).statusCode, id).toBe(404);
      }
      const bad = await send('PUT', `/api/admin/cab/edit/${ownedCabId}`, cabOwner, cabBody({ rating: 7 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ rating: 'Must be between 0 and 5.' });
    });
  });

  describe('GET /api/admin/cab/allcab', () => {
    it('pages live cabs with the total in a header; archived=true lists the archived ones', async () => {
      expect(await adminListPages({ t, admin }, 'cab', { pageSize: 3, archivedTitle: 'Retired Tempo' })).toEqual(['Retired Tempo']);
    });
  });

  describeListingDeletion('cab', () => ({ t, admin }), {
    body: cabBody,
    book: async (cabId) => {
      const pickup = new Date(Date.now() + 86_400_000);
      await t.db.insert(cabBookings).values({
        userId: guest.id,
        cabId,
        pickupLocation: 'Jaipur',
        dropoffLocation: 'Ajmer',
        pickupTime: pickup,
        dropoffTime: new Date(pickup.getTime() + 3_600_000),
        baseAmount: 1,
        totalAmount: 1,
      });
    },
    bookingsOf: (cabId) => t.db.select().from(cabBookings).where(eq(cabBookings.cabId, cabId)),
  });

  describeListingOfOwner('cab', () => ({ t, admin, owner: cabOwner, otherOwner: otherCabOwner, ownerOfNothing: cabWithoutCab }), {
    ownedId: () => ownedCabId,
    notFound: 'No cab found',
  });

  describePermissionMatrix(
    'cab',
    () => ({ t, admin, owner: cabOwner, otherOwner: otherCabOwner }),
    (doomedCabId) => [
      ['POST /api/admin/cab', () => ['POST', '/api/admin/cab', cabBody({ model: 'Matrix Cab' })], adminOnly(201)],
      ['GET /api/admin/cab/allcab', () => ['GET', '/api/admin/cab/allcab'], adminOnly(200)],
      ['DELETE /api/admin/cab/allcab/{id}', () => ['DELETE', `/api/admin/cab/allcab/${doomedCabId()}`], adminOnly(200)],
      ['GET /api/admin/cab/edit/{owned id}', () => ['GET', `/api/admin/cab/edit/${ownedCabId}`], ownerOrAdmin('cab')],
      [
        'PUT /api/admin/cab/edit/{owned id}',
        () => ['PUT', `/api/admin/cab/edit/${ownedCabId}`, cabBody({ model: 'Owned Swift' })],
        ownerOrAdmin('cab'),
      ],
      ['GET /api/cab/user/{owner id}', () => ['GET', `/api/cab/user/${cabOwner.id}`], { ...ownerOrAdmin('cab'), otherCabOwner: 403 }],
    ],
  );
});
