// Saved places (issue 33, decision 0082): a default list made on first use, named lists, saving a live hotel
// or tour once, a read-only link, only the owner reading or changing a list, recently viewed listings, and
// an erased account's lists gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, DEFAULT_PASSWORD, signedInAs, type Actor, type TestApp, UNKNOWN_ID } from '../helpers/test-app.ts';

let t: TestApp;
let ana: Actor, ravi: Actor, admin: Actor;
let hotelId: string, tourId: string, archivedHotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInAs(t, 'user');
  ravi = await signedInAs(t, 'user');
  admin = await signedInAs(t, 'admin');
  hotelId = (await insertHotel(t.db, { name: 'Lake View Haveli', location: 'Udaipur, Rajasthan', price: 450_000 })).id;
  archivedHotelId = (await insertHotel(t.db, { name: 'Closed Inn', archivedAt: new Date() })).id;
  tourId = (await insertTour(t.db, { name: 'Spiti Circuit', location: 'Himachal Pradesh' })).id;
});
afterAll(() => t?.close());

async function ok(res: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const listsOf = async (who: Actor) => ok(await call(t, who, 'GET', '/api/wishlists'));
const defaultOf = async (who: Actor) => (await listsOf(who)).find((l: { isDefault: boolean }) => l.isDefault);

describe('GET /api/wishlists', () => {
  it('needs a sign-in', async () => {
    expect((await call(t, undefined, 'GET', '/api/wishlists')).statusCode).toBe(401);
  });

  it('makes one default list on first use, and only one however often it is asked', async () => {
    const [a, b] = await Promise.all([listsOf(ana), listsOf(ana)]);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(a[0]).toMatchObject({ name: 'Saved', isDefault: true, sharePath: null, items: [] });
    expect((await listsOf(ana))[0]._id).toBe(a[0]._id);
  });
});

describe('a list and its places', () => {
  it('creates, renames and deletes a named list; the default one cannot be deleted', async () => {
    const made = await ok(await call(t, ana, 'POST', '/api/wishlists', { name: '  Honeymoon  ' }), 201);
    expect(made).toMatchObject({ name: 'Honeymoon', isDefault: false, items: [] });
    const renamed = await ok(await call(t, ana, 'PUT', `/api/wishlists/${made._id}`, { name: 'Anniversary' }));
    expect(renamed.name).toBe('Anniversary');
    expect((await listsOf(ana)).map((l: { name: string }) => l.name)).toEqual(['Saved', 'Anniversary']);
    await ok(await call(t, ana, 'DELETE', `/api/wishlists/${made._id}`));
    expect(await listsOf(ana)).toHaveLength(1);
    const def = await defaultOf(ana);
    expect((await call(t, ana, 'DELETE', `/api/wishlists/${def._id}`)).statusCode).toBe(409);
  });

  it('refuses a list without a name', async () => {
    const res = await call(t, ana, 'POST', '/api/wishlists', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('name');
  });

  it('saves a hotel and a tour once each, with what a list shows of them, and takes one off', async () => {
    const def = await defaultOf(ana);
    const url = `/api/wishlists/${def._id}/items`;
    const hotel = await ok(await call(t, ana, 'POST', url, { kind: 'hotel', listingId: hotelId }), 201);
    expect(hotel).toMatchObject({
      kind: 'hotel',
      listingId: hotelId,
      name: 'Lake View Haveli',
      location: 'Udaipur, Rajasthan',
      price: 4500,
      available: true,
    });
    const again = await ok(await call(t, ana, 'POST', url, { kind: 'hotel', listingId: hotelId }), 201);
    expect(again._id).toBe(hotel._id);
    await ok(await call(t, ana, 'POST', url, { kind: 'tour', listingId: tourId }), 201);
    const items = (await defaultOf(ana)).items;
    expect(items.map((i: { name: string }) => i.name).sort()).toEqual(['Lake View Haveli', 'Spiti Circuit']);
    await ok(await call(t, ana, 'DELETE', `${url}/${hotel._id}`));
    expect((await defaultOf(ana)).items.map((i: { kind: string }) => i.kind)).toEqual(['tour']);
    expect((await call(t, ana, 'DELETE', `${url}/${hotel._id}`)).statusCode).toBe(404);
  });

  it('refuses a listing that is not offered, or not of its kind', async () => {
    const url = `/api/wishlists/${(await defaultOf(ana))._id}/items`;
    expect((await call(t, ana, 'POST', url, { kind: 'hotel', listingId: archivedHotelId })).statusCode).toBe(404);
    expect((await call(t, ana, 'POST', url, { kind: 'tour', listingId: hotelId })).statusCode).toBe(404);
    expect((await call(t, ana, 'POST', url, { kind: 'hotel', listingId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await call(t, ana, 'POST', url, { kind: 'cab', listingId: hotelId })).statusCode).toBe(400);
  });
});

describe('only the owner', () => {
  it("answers another person's list, an admin's call included, as not found, and leaves it as it was", async () => {
    const list = await ok(await call(t, ana, 'POST', '/api/wishlists', { name: 'Mine' }), 201);
    const item = await ok(await call(t, ana, 'POST', `/api/wishlists/${list._id}/items`, { kind: 'hotel', listingId: hotelId }), 201);
    for (const who of [ravi, admin]) {
      const tries = [
        call(t, who, 'PUT', `/api/wishlists/${list._id}`, { name: 'Taken' }),
        call(t, who, 'DELETE', `/api/wishlists/${list._id}`),
        call(t, who, 'POST', `/api/wishlists/${list._id}/items`, { kind: 'tour', listingId: tourId }),
        call(t, who, 'DELETE', `/api/wishlists/${list._id}/items/${item._id}`),
        call(t, who, 'POST', `/api/wishlists/${list._id}/share`),
      ];
      for (const res of await Promise.all(tries)) expect(res.statusCode, res.body).toBe(404);
    }
    expect((await call(t, undefined, 'POST', `/api/wishlists/${list._id}/share`)).statusCode).toBe(401);
    expect((await call(t, ana, 'PUT', `/api/wishlists/not-an-id`, { name: 'x' })).statusCode).toBe(404);
    const mine = (await listsOf(ana)).find((l: { _id: string }) => l._id === list._id);
    expect(mine).toMatchObject({ name: 'Mine', sharePath: null, items: [{ _id: item._id }] });
    expect((await listsOf(ravi)).some((l: { _id: string }) => l._id === list._id)).toBe(false);
  });
});

describe('sharing', () => {
  it('answers one read-only link that anyone can open, signed out too', async () => {
    const list = await ok(await call(t, ana, 'POST', '/api/wishlists', { name: 'Rajasthan trip' }), 201);
    await ok(await call(t, ana, 'POST', `/api/wishlists/${list._id}/items`, { kind: 'hotel', listingId: hotelId }), 201);
    const link = await ok(await call(t, ana, 'POST', `/api/wishlists/${list._id}/share`));
    expect(link.path).toBe(`/wishlists/shared/${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(20);
    expect((await ok(await call(t, ana, 'POST', `/api/wishlists/${list._id}/share`))).token).toBe(link.token);
    const shared = await ok(await call(t, undefined, 'GET', `/api/wishlists/shared/${link.token}`));
    expect(shared).toMatchObject({ name: 'Rajasthan trip', items: [{ kind: 'hotel', listingId: hotelId, name: 'Lake View Haveli' }] });
    expect(shared).not.toHaveProperty('_id');
    expect((await listsOf(ana)).find((l: { _id: string }) => l._id === list._id).sharePath).toBe(link.path);
  });

  it('answers an unknown token as not found', async () => {
    expect((await call(t, undefined, 'GET', '/api/wishlists/shared/nothing-shared-under-this-token')).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', '/api/wishlists/shared/x')).statusCode).toBe(404);
  });
});

describe('recently viewed', () => {
  it('keeps the latest view of each listing, latest first, for the signed-in person only', async () => {
    expect((await call(t, undefined, 'POST', '/api/recently-viewed', { kind: 'hotel', listingId: hotelId })).statusCode).toBe(401);
    await ok(await call(t, ravi, 'POST', '/api/recently-viewed', { kind: 'hotel', listingId: hotelId }));
    await ok(await call(t, ravi, 'POST', '/api/recently-viewed', { kind: 'tour', listingId: tourId }));
    await ok(await call(t, ravi, 'POST', '/api/recently-viewed', { kind: 'hotel', listingId: hotelId }));
    const seen = await ok(await call(t, ravi, 'GET', '/api/recently-viewed'));
    expect(seen.map((s: { name: string }) => s.name)).toEqual(['Lake View Haveli', 'Spiti Circuit']);
    expect(await ok(await call(t, admin, 'GET', '/api/recently-viewed'))).toEqual([]);
    expect((await call(t, ravi, 'POST', '/api/recently-viewed', { kind: 'hotel', listingId: archivedHotelId })).statusCode).toBe(404);
  });

  it('keeps the latest 20', async () => {
    const who = await signedInAs(t, 'user');
    for (let i = 0; i < 22; i++) {
      const id = (await insertHotel(t.db, { name: `Viewed ${i}` })).id;
      await ok(await call(t, who, 'POST', '/api/recently-viewed', { kind: 'hotel', listingId: id }));
    }
    const seen = await ok(await call(t, who, 'GET', '/api/recently-viewed'));
    expect(seen).toHaveLength(20);
    expect(seen[0].name).toBe('Viewed 21');
    expect(seen.at(-1).name).toBe('Viewed 2');
  });
});

describe('erasing the account', () => {
  it('removes its lists and views', async () => {
    const who = await signedInAs(t, 'user');
    const list = await ok(await call(t, who, 'POST', '/api/wishlists', { name: 'Private plans of Zubin' }), 201);
    const link = await ok(await call(t, who, 'POST', `/api/wishlists/${list._id}/share`));
    await ok(await call(t, who, 'POST', '/api/recently-viewed', { kind: 'hotel', listingId: hotelId }));
    await ok(await call(t, who, 'POST', '/api/users/me/erase', { password: DEFAULT_PASSWORD }));
    expect((await call(t, undefined, 'GET', `/api/wishlists/shared/${link.token}`)).statusCode).toBe(404);
  });
});
