// Hotels and cabs are served by one owned-listing service: the same rules must hold for both kinds,
// through each kind's own calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { appWith, signedInAs, type TestApp } from '../helpers/test-app.ts';

type Actor = Awaited<ReturnType<typeof signedInAs>>;
type Wire = Record<string, unknown> & { _id: string };

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Actor, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A listing as the API answers it, made back into a body the edit forms would send. */
function bodyOf(listing: Wire, over: Record<string, unknown> = {}) {
  const { _id, ownerId, archivedAt, createdAt, updatedAt, ...body } = listing;
  void [_id, ownerId, archivedAt, createdAt, updatedAt];
  return { ...body, ...over };
}

/** The calls and answers every owned listing kind has, all named after the kind. */
function kindCalls(kind: 'hotel' | 'cab', Kind: string) {
  return {
    kind,
    create: `/api/admin/${kind}`,
    adminEdit: (id: string) => `/api/admin/${kind}/edit/${id}`,
    mine: (userId: string) => `/api/${kind}/user/${userId}`,
    remove: (id: string) => `/api/admin/${kind}/all${kind}/${id}`,
    pub: (id: string) => `/api/${kind}/${id}`,
    notFound: `${Kind} was not found.`,
  };
}

describe.each([
  {
    ...kindCalls('hotel', 'Hotel'),
    other: 'cab',
    title: 'name',
    insert: (ownerId?: string) => insertHotel(t.db, { ownerId }),
    insertOther: (ownerId?: string) => insertCab(t.db, { ownerId }),
    ownerEdit: (id: string) => `/api/hotel/${id}`,
    ownerRead: undefined,
  },
  {
    ...kindCalls('cab', 'Cab'),
    other: 'hotel',
    title: 'model',
    insert: (ownerId?: string) => insertCab(t.db, { ownerId }),
    insertOther: (ownerId?: string) => insertHotel(t.db, { ownerId }),
    ownerEdit: (id: string) => `/api/admin/cab/edit/${id}`,
    ownerRead: (id: string) => `/api/admin/cab/edit/${id}`,
  },
] as const)('$kind listings', (k) => {
  let owner: Actor;
  let otherOwner: Actor;
  let mine: Wire;
  let theirs: Wire;

  beforeAll(async () => {
    owner = await signedInAs(t, k.kind);
    otherOwner = await signedInAs(t, k.kind);
    const a = await k.insert(owner.id);
    const b = await k.insert(otherOwner.id);
    mine = (await send('GET', k.adminEdit(a.id), admin)).json();
    theirs = (await send('GET', k.adminEdit(b.id), admin)).json();
  });

  it(`an owner editing another owner's ${k.kind} gets 404 and changes nothing`, async () => {
    const put = await send('PUT', k.ownerEdit(theirs._id), owner, bodyOf(theirs, { [k.title]: 'Hijacked' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(k.notFound);
    if (k.ownerRead) expect((await send('GET', k.ownerRead(theirs._id), owner)).statusCode).toBe(404);
    const after = (await send('GET', k.adminEdit(theirs._id), admin)).json();
    expect(after[k.title]).toBe(theirs[k.title]);
  });

  it(`an owner of a ${k.other} is refused (403) on the ${k.kind} owner's calls, even for a listing of their own`, async () => {
    const otherKindOwner = await signedInAs(t, k.other);
    const theirOwn = await k.insertOther(otherKindOwner.id);
    for (const id of [mine._id, theirOwn.id]) {
      const put = await send('PUT', k.ownerEdit(id), otherKindOwner, bodyOf(mine));
      expect(put.statusCode, id).toBe(403);
      expect(put.json().code).toBe('forbidden');
    }
    expect((await send('GET', k.mine(otherKindOwner.id), otherKindOwner)).statusCode).toBe(403);
  });

  it("an owner's edit keeps who owns it, featured and archived; an admin's edit sets them", async () => {
    const byOwner = await send(
      'PUT',
      k.ownerEdit(mine._id),
      owner,
      bodyOf(mine, { [k.title]: 'Renamed By Owner', featured: true, archived: true, ownerId: otherOwner.id }),
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ [k.title]: 'Renamed By Owner', featured: false, archivedAt: null, ownerId: owner.id });

    const byAdmin = await send('PUT', k.adminEdit(mine._id), admin, bodyOf(mine, { featured: true, archived: true }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ featured: true, ownerId: owner.id });
    expect(byAdmin.json().archivedAt).not.toBeNull();
    expect((await send('GET', k.pub(mine._id))).statusCode).toBe(404);
    // the owner still finds and edits an archived listing
    expect((await send('GET', k.mine(owner.id), owner)).json()._id).toBe(mine._id);
    expect((await send('PUT', k.ownerEdit(mine._id), owner, bodyOf(mine))).statusCode).toBe(200);

    const restored = await send('PUT', k.adminEdit(mine._id), admin, bodyOf(mine, { archived: false }));
    expect(restored.json().archivedAt).toBeNull();
    expect((await send('GET', k.pub(mine._id))).statusCode).toBe(200);
  });

  it(`rating and review count come from reviews: neither an owner nor an admin can change what the public sees of its ${k.kind}`, async () => {
    const before = (await send('GET', k.pub(mine._id))).json();
    const byOwner = await send('PUT', k.ownerEdit(mine._id), owner, bodyOf(mine, { rating: 5, reviewCount: 999_999 }));
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });
    expect((await send('GET', k.pub(mine._id))).json()).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });
    expect([before.rating, before.reviewCount]).not.toEqual([5, 999_999]);

    // the owner's form leaves them out
    const { rating, reviewCount, ...withoutRatings } = bodyOf(mine);
    void [rating, reviewCount];
    expect((await send('PUT', k.ownerEdit(mine._id), owner, withoutRatings)).statusCode).toBe(200);

    const byAdmin = await send('PUT', k.adminEdit(mine._id), admin, bodyOf(mine, { rating: 3.7, reviewCount: 42 }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await send('GET', k.pub(mine._id))).json()).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });

    // an admin's new listing without them has none yet
    const { rating: r, reviewCount: n, ...fresh } = bodyOf(theirs, { [k.title]: `Fresh ${k.kind}` });
    void [r, n];
    const created = await send('POST', k.create, admin, fresh);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ rating: 0, reviewCount: 0 });
    await send('DELETE', k.remove(created.json()._id), admin);
  });

  it("an owner may run many: the admin gives a second one; the spec's owner call answers the first; an owner must exist (400)", async () => {
    const second = await send('POST', k.create, admin, bodyOf(mine, { [k.title]: `Second ${k.kind}`, ownerId: owner.id }));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ ownerId: owner.id, archivedAt: null });
    expect((await send('GET', k.mine(owner.id), owner)).json()._id).toBe(mine._id);
    const moved = await send('PUT', k.adminEdit(theirs._id), admin, bodyOf(theirs, { ownerId: owner.id }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().ownerId).toBe(owner.id);
    await send('PUT', k.adminEdit(theirs._id), admin, bodyOf(theirs, { ownerId: otherOwner.id }));
    await send('DELETE', k.remove(second.json()._id), admin);
    const unknown = await send('POST', k.create, admin, bodyOf(mine, { ownerId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ ownerId: 'No such user.' });
  });

  it(`a ${k.other}'s id names no ${k.kind}: 404 on every ${k.kind} call, and nothing is erased`, async () => {
    const stranger = await k.insertOther();
    expect((await send('GET', k.pub(stranger.id))).statusCode).toBe(404);
    expect((await send('GET', k.adminEdit(stranger.id), admin)).json().message).toBe(k.notFound);
    expect((await send('PUT', k.adminEdit(stranger.id), admin, bodyOf(mine))).statusCode).toBe(404);
    expect((await send('DELETE', k.remove(stranger.id), admin)).statusCode).toBe(404);
    const otherKindAdminEdit = k.kind === 'hotel' ? `/api/admin/cab/edit/${stranger.id}` : `/api/admin/hotel/edit/${stranger.id}`;
    expect((await send('GET', otherKindAdminEdit, admin)).statusCode).toBe(200);
  });
});
