// An owner runs many hotels (a cab owner a fleet): they list them all, add more that wait hidden for an
// admin's review, and see why one was rejected; nobody sees or books a listing under review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, signedInAs, UNKNOWN_ID, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor;
let guest: Actor;
beforeAll(async () => {
  ({ t, admin, guest } = await appWith({ admin: 'admin', guest: 'user' }));
});
afterAll(() => t?.close());

type Wire = Record<string, unknown> & { _id: string };

/** A listing as the API answers it, made back into a body the forms would send. */
function bodyOf(listing: Wire, over: Record<string, unknown> = {}) {
  const { _id, ownerId, archivedAt, createdAt, updatedAt, review, ...body } = listing;
  void [_id, ownerId, archivedAt, createdAt, updatedAt, review];
  return { ...body, ...over };
}

describe.each([
  {
    kind: 'hotel',
    title: 'name',
    insert: (ownerId?: string) => insertHotel(t.db, { ownerId }),
    mine: '/api/hotels/mine',
    add: '/api/hotels',
    read: (id: string) => `/api/admin/hotel/edit/${id}`,
    ownerEdit: (id: string) => `/api/hotel/${id}`,
    ofUser: (id: string) => `/api/hotel/user/${id}`,
    pub: (id: string) => `/api/hotel/${id}`,
    publicList: '/api/hotel?limit=100',
    book: (who: Actor, id: string) =>
      call(t, who, 'POST', '/api/booking/create', { hotel: id, roomCount: 1, checkInDate: day(20), checkOutDate: day(21) }),
  },
  {
    kind: 'cab',
    title: 'model',
    insert: (ownerId?: string) => insertCab(t.db, { ownerId }),
    mine: '/api/cabs/mine',
    add: '/api/cabs',
    read: (id: string) => `/api/admin/cab/edit/${id}`,
    ownerEdit: (id: string) => `/api/admin/cab/edit/${id}`,
    ofUser: (id: string) => `/api/cab/user/${id}`,
    pub: (id: string) => `/api/cab/${id}`,
    publicList: '/api/cab?limit=100',
    book: (who: Actor, id: string) =>
      call(t, who, 'POST', '/api/cab/booking/create', {
        cab: id,
        pickupLocation: 'Delhi',
        dropoffLocation: 'Agra',
        pickupTime: inHours(30),
        totalAmount: 1,
      }),
  },
] as const)('$kind owners', (k) => {
  let owner: Actor;
  let otherOwner: Actor;
  let first: Wire;
  let template: Record<string, unknown>;

  beforeAll(async () => {
    owner = await signedInAs(t, k.kind);
    otherOwner = await signedInAs(t, k.kind);
    const a = await k.insert(owner.id);
    await k.insert(otherOwner.id);
    first = (await call(t, admin, 'GET', k.read(a.id))).json();
    template = bodyOf(first);
  });

  const add = (who: Actor, title: string, over: Record<string, unknown> = {}) =>
    call(t, who, 'POST', k.add, { ...template, [k.title]: title, ...over });
  const mine = async (who: Actor) => {
    const res = await call(t, who, 'GET', k.mine);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as (Wire & { review: { status: string; reason?: string } })[];
  };
  const queue = async () => {
    const res = await call(t, admin, 'GET', '/api/admin/listings/pending');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { kind: string; _id: string; name: string; owner: { _id: string; name: string } | null }[];
  };
  const publicTitles = async () => ((await call(t, undefined, 'GET', k.publicList)).json() as Wire[]).map((x) => x[k.title]);

  it(`an owner's new ${k.kind} waits hidden for review; nobody sees or books it; the owner lists it beside the first`, async () => {
    // the owner's body cannot publish it, feature it or give it to someone else
    const added = await add(owner, `Second ${k.kind} of owner`, { archived: false, featured: true, ownerId: otherOwner.id });
    expect(added.statusCode, added.body).toBe(201);
    const listing = added.json();
    expect(listing).toMatchObject({ ownerId: owner.id, featured: false, review: { status: 'pending' } });
    expect(listing.archivedAt).not.toBeNull();

    expect((await call(t, undefined, 'GET', k.pub(listing._id))).statusCode).toBe(404);
    expect(await publicTitles()).not.toContain(`Second ${k.kind} of owner`);
    for (const who of [guest, admin, owner]) {
      const booked = await k.book(who, listing._id);
      expect(booked.statusCode, booked.body).toBe(409);
    }

    const list = await mine(owner);
    expect(list.map((l) => l._id)).toEqual([first._id, listing._id]);
    expect(list.map((l) => l.review)).toEqual([{ status: 'approved' }, { status: 'pending' }]);
    // the specs' owner call keeps answering the first
    expect((await call(t, owner, 'GET', k.ofUser(owner.id))).json()._id).toBe(first._id);
    // another owner's list holds only their own
    expect((await mine(otherOwner)).map((l) => l.ownerId)).toEqual([otherOwner.id]);

    const waiting = (await queue()).find((q) => q._id === listing._id);
    expect(waiting).toMatchObject({ kind: k.kind, name: `Second ${k.kind} of owner`, owner: { _id: owner.id } });
  });

  it(`an admin approves a ${k.kind} under review: it goes live and leaves the queue; deciding twice is 409`, async () => {
    const listing = (await add(owner, `Approved ${k.kind}`)).json();
    const approved = await call(t, admin, 'POST', `/api/admin/listings/${k.kind}/${listing._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ kind: k.kind, _id: listing._id, review: { status: 'approved' } });
    expect((await call(t, undefined, 'GET', k.pub(listing._id))).statusCode).toBe(200);
    expect(await publicTitles()).toContain(`Approved ${k.kind}`);
    expect((await queue()).map((q) => q._id)).not.toContain(listing._id);
    const again = await call(t, admin, 'POST', `/api/admin/listings/${k.kind}/${listing._id}/reject`, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_decided');
    expect((await mine(owner)).find((l) => l._id === listing._id)!.review).toEqual({ status: 'approved' });
  });

  it(`a rejected ${k.kind} stays hidden and its owner reads the reason; their change sends it back to the queue`, async () => {
    const listing = (await add(owner, `Rejected ${k.kind}`)).json();
    const empty = await call(t, admin, 'POST', `/api/admin/listings/${k.kind}/${listing._id}/reject`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('reason');
    const reason = 'The photos show another property <b>here</b>.';
    const rejected = await call(t, admin, 'POST', `/api/admin/listings/${k.kind}/${listing._id}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().review).toEqual({ status: 'rejected', reason });
    expect((await call(t, undefined, 'GET', k.pub(listing._id))).statusCode).toBe(404);
    expect((await mine(owner)).find((l) => l._id === listing._id)!.review).toEqual({ status: 'rejected', reason });
    expect((await queue()).map((q) => q._id)).not.toContain(listing._id);

    const edited = await call(t, owner, 'PUT', k.ownerEdit(listing._id), bodyOf(listing, { [k.title]: `Rejected ${k.kind}, fixed` }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await mine(owner)).find((l) => l._id === listing._id)!.review).toEqual({ status: 'pending' });
    expect((await queue()).map((q) => q._id)).toContain(listing._id);
    expect((await call(t, undefined, 'GET', k.pub(listing._id))).statusCode).toBe(404);
  });

  it(`an admin's new ${k.kind} through the same call is live at once, and publishing one under review approves it`, async () => {
    const added = await add(admin, `Admin's ${k.kind}`, { ownerId: owner.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ ownerId: owner.id, archivedAt: null, review: { status: 'approved' } });
    expect((await call(t, undefined, 'GET', k.pub(added.json()._id))).statusCode).toBe(200);

    const waiting = (await add(owner, `Published ${k.kind}`)).json();
    const adminEdit = k.kind === 'hotel' ? `/api/admin/hotel/edit/${waiting._id}` : `/api/admin/cab/edit/${waiting._id}`;
    const published = await call(t, admin, 'PUT', adminEdit, bodyOf(waiting, { archived: false }));
    expect(published.statusCode, published.body).toBe(200);
    expect((await mine(owner)).find((l) => l._id === waiting._id)!.review).toEqual({ status: 'approved' });
    expect((await queue()).map((q) => q._id)).not.toContain(waiting._id);
  });

  it(`refusals: only admins decide; an owner cannot touch another owner's ${k.kind}s; unknown ids are 404`, async () => {
    const theirs = (await add(otherOwner, `Other owner's ${k.kind}`)).json();
    for (const who of [owner, otherOwner, guest]) {
      const res = await call(t, who, 'POST', `/api/admin/listings/${k.kind}/${theirs._id}/approve`);
      expect(res.statusCode).toBe(403);
      expect((await call(t, who, 'GET', '/api/admin/listings/pending')).statusCode).toBe(403);
    }
    expect((await call(t, undefined, 'GET', '/api/admin/listings/pending')).statusCode).toBe(401);
    const hijack = await call(t, owner, 'PUT', k.ownerEdit(theirs._id), bodyOf(theirs, { [k.title]: 'Hijacked' }));
    expect(hijack.statusCode).toBe(404);
    expect((await call(t, admin, 'GET', k.read(theirs._id))).json()[k.title]).toBe(`Other owner's ${k.kind}`);
    expect((await mine(owner)).map((l) => l._id)).not.toContain(theirs._id);
    expect((await call(t, guest, 'GET', k.mine)).statusCode).toBe(403);
    expect((await call(t, guest, 'POST', k.add, template)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', k.mine)).statusCode).toBe(401);
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await call(t, admin, 'POST', `/api/admin/listings/${k.kind}/${id}/approve`)).statusCode).toBe(404);
    }
    expect((await call(t, admin, 'POST', `/api/admin/listings/tour/${theirs._id}/approve`)).statusCode).toBe(400);
  });
});
