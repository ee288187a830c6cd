// A user made a hotel or cab owner gets a hidden draft listing that they can find and edit, and that
// travellers see only once an admin publishes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/requests.ts';
import { appWith, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
});
afterAll(() => t?.close());

describe.each([
  {
    role: 'hotel',
    mine: (id: string) => `/api/hotel/user/${id}`,
    ownerEdit: (id: string) => `/api/hotel/${id}`,
    adminEdit: (id: string) => `/api/admin/hotel/edit/${id}`,
    pub: (id: string) => `/api/hotel/${id}`,
  },
  {
    role: 'cab',
    mine: (id: string) => `/api/cab/user/${id}`,
    ownerEdit: (id: string) => `/api/admin/cab/edit/${id}`,
    adminEdit: (id: string) => `/api/admin/cab/edit/${id}`,
    pub: (id: string) => `/api/cab/${id}`,
  },
] as const)('a new $role owner', ({ role, mine, ownerEdit, adminEdit, pub }) => {
  it('finds and edits the draft; the public sees it only after an admin publishes it', async () => {
    const person = await signedInAs(t, 'user');
    const changed = await call(t, admin, 'POST', '/api/admin/user/changerole', { role, userId: person.id });
    expect(changed.statusCode).toBe(200);

    const draft = await t.app.inject({ url: mine(person.id), headers: person.headers });
    expect(draft.statusCode).toBe(200);
    const listing = draft.json();
    expect(listing.archivedAt).not.toBeNull();
    expect((await t.app.inject({ url: pub(listing._id) })).statusCode).toBe(404);

    const { _id, ownerId, archivedAt, createdAt, updatedAt, ...body } = listing;
    void [_id, ownerId, archivedAt, createdAt, updatedAt];
    // the owner fills in what a draft leaves empty
    const renamed =
      role === 'hotel'
        ? {
            ...body,
            name: 'Lakeview Homestay',
            distance: '2 km from Mall Road',
            category: 'Homestay',
            hotelPriceHighlight: 'Breakfast included',
            hotelDetails: { ...body.hotelDetails, description: 'Quiet rooms by the lake.', price: '3200' },
          }
        : { ...body, model: 'Maruti Ertiga', cancellation: 'Free until 24 hours before pickup' };
    const edited = await call(t, person, 'PUT', ownerEdit(listing._id), { ...renamed, archived: false });
    expect(edited.statusCode, edited.body).toBe(200);
    // the owner's edit cannot publish it
    expect(edited.json().archivedAt).not.toBeNull();
    expect((await t.app.inject({ url: pub(listing._id) })).statusCode).toBe(404);

    const published = await call(t, admin, 'PUT', adminEdit(listing._id), { ...renamed, archived: false });
    expect(published.statusCode, published.body).toBe(200);
    const seen = await t.app.inject({ url: pub(listing._id) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()[role === 'hotel' ? 'name' : 'model']).toBe(role === 'hotel' ? 'Lakeview Homestay' : 'Maruti Ertiga');
  });
});
