import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabs, hotels, users } from '../../src/db/schema.ts';
import { ALL_ROLES, expectOnlyRoles, appWithEveryRole, type RoleHeaders } from '../helpers/access.ts';
import { insertHotelBookingRow } from '../helpers/content-fixtures.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

const LAST_ADMIN = 'The last admin cannot be removed or demoted. Make another admin first.';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
});
afterAll(() => t?.close());

const changeRole = (payload: object, headers = as.admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/user/changerole', headers, payload });
const hotelOf = async (userId: string) => t.db.select().from(hotels).where(eq(hotels.ownerId, userId));
const cabOf = async (userId: string) => t.db.select().from(cabs).where(eq(cabs.ownerId, userId));

describe('GET /api/admin/user/alluser', () => {
  it('lists users newest first with the table fields and the listing they own, bounded, with a total', async () => {
    const owner = await signedInAs(t, 'hotel', { firstName: 'Ravi' });
    const hotel = await insertHotel(t.db, { ownerId: owner.id, name: 'Ravi Residency' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/user/alluser?limit=1', headers: as.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({
      _id: owner.id,
      name: 'Ravi hotel',
      email: owner.email,
      role: 'hotel',
      isAdmin: false,
      listing: { kind: 'hotel', _id: hotel.id, name: 'Ravi Residency' },
    });
    expect(res.json()[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Number(res.headers['x-total-count'])).toBe(ALL_ROLES.length + 1);
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
  });

  it('filters by role and by name or email', async () => {
    const byRole = await t.app.inject({ method: 'GET', url: '/api/admin/user/alluser?role=content', headers: as.admin });
    expect(byRole.json().map((u: { role: string }) => u.role)).toEqual(['content']);
    await signedInAs(t, 'user', { firstName: 'Zoravar' });
    const byName = await t.app.inject({ method: 'GET', url: '/api/admin/user/alluser?q=zorav', headers: as.admin });
    expect(byName.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Zoravar']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/user/alluser?role=king', headers: as.admin })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/user/changerole', () => {
  it('changes a role; it takes effect on the next request of that user', async () => {
    const target = await signedInAs(t, 'user');
    const res = await changeRole({ userId: target.id, role: 'content' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: target.id, role: 'content', isAdmin: false, listing: null });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: target.headers });
    expect(profile.json().role).toBe('content');
    const nowAllowed = await t.app.inject({ method: 'GET', url: '/api/admin/blog/allblog', headers: target.headers });
    expect(nowAllowed.statusCode).toBe(200);
  });

  it('links a hotel account to the unowned hotel the admin names', async () => {
    const target = await signedInAs(t, 'user');
    const hotel = await insertHotel(t.db);
    const res = await changeRole({ userId: target.id, role: 'hotel', listingId: hotel.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toEqual({ kind: 'hotel', _id: hotel.id, name: hotel.name });
    expect((await hotelOf(target.id)).map((h) => h.id)).toEqual([hotel.id]);
  });

  it('creates a hidden draft listing when none is named, and keeps an existing one on a repeat', async () => {
    const target = await signedInAs(t, 'user', { firstName: 'Neha' });
    const res = await changeRole({ userId: target.id, role: 'cab' });
    expect(res.statusCode).toBe(200);
    const [draft] = await cabOf(target.id);
    expect(draft).toMatchObject({ model: "Neha user's cab (draft)", featured: false });
    expect(draft!.archivedAt).toBeInstanceOf(Date);
    expect(res.json().listing).toEqual({ kind: 'cab', _id: draft!.id, name: draft!.model });
    const again = await changeRole({ userId: target.id, role: 'cab' });
    expect(again.json().listing._id).toBe(draft!.id);
    const named = await changeRole({ userId: target.id, role: 'cab', listingId: draft!.id });
    expect(named.statusCode).toBe(200);
    expect(await cabOf(target.id)).toHaveLength(1);
    const hotelDraft = await changeRole({ userId: (await signedInAs(t, 'user')).id, role: 'hotel' });
    expect(hotelDraft.statusCode).toBe(200);
    expect(hotelDraft.json().listing.kind).toBe('hotel');
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.id, hotelDraft.json().listing._id));
    expect(hotel!.archivedAt).toBeInstanceOf(Date);
  });

  it('adds the named listing to those the owner runs, and unlinks listings when the role no longer owns one', async () => {
    const target = await signedInAs(t, 'user');
    const first = await insertHotel(t.db);
    const second = await insertHotel(t.db);
    await changeRole({ userId: target.id, role: 'hotel', listingId: first.id });
    const added = await changeRole({ userId: target.id, role: 'hotel', listingId: second.id });
    expect(added.statusCode).toBe(200);
    expect((await hotelOf(target.id)).map((h) => h.id).sort()).toEqual([first.id, second.id].sort());
    // the row names the first listing they were given
    expect(added.json().listing).toMatchObject({ kind: 'hotel', _id: first.id });
    const list = await t.app.inject({ method: 'GET', url: `/api/admin/user/alluser?role=hotel&limit=100`, headers: as.admin });
    expect(list.json().filter((u: { _id: string }) => u._id === target.id)).toHaveLength(1);
    const cab = await insertCab(t.db);
    const toCab = await changeRole({ userId: target.id, role: 'cab', listingId: cab.id });
    expect(toCab.json().listing).toMatchObject({ kind: 'cab', _id: cab.id });
    expect(await hotelOf(target.id)).toHaveLength(0);
    const toUser = await changeRole({ userId: target.id, role: 'user' });
    expect(toUser.json()).toMatchObject({ role: 'user', listing: null });
    expect(await cabOf(target.id)).toHaveLength(0);
    const [stillThere] = await t.db.select().from(cabs).where(eq(cabs.id, cab.id));
    expect(stillThere!.ownerId).toBeNull();
  });

  it('refuses a listing that is owned by someone else, missing, archived, of the other kind, or given for a role without one', async () => {
    const target = await signedInAs(t, 'user');
    const other = await signedInAs(t, 'hotel');
    const taken = await insertHotel(t.db, { ownerId: other.id });
    const archived = await insertHotel(t.db, { archivedAt: new Date() });
    const cab = await insertCab(t.db);
    const cases: [object, string][] = [
      [{ role: 'hotel', listingId: taken.id }, 'That hotel already has an owner.'],
      [{ role: 'hotel', listingId: UNKNOWN_ID }, 'No listed hotel has this id.'],
      [{ role: 'hotel', listingId: 'garbage' }, 'Not a valid id.'],
      [{ role: 'hotel', listingId: archived.id }, 'No listed hotel has this id.'],
      [{ role: 'hotel', listingId: cab.id }, 'No listed hotel has this id.'],
      [{ role: 'content', listingId: cab.id }, 'Only hotel and cab accounts own a listing.'],
    ];
    for (const [body, message] of cases) {
      const res = await changeRole({ userId: target.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields.listingId).toBe(message);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('user');
    expect((await t.db.select().from(hotels).where(eq(hotels.id, taken.id)))[0]!.ownerId).toBe(other.id);
  });

  it('validates the body (a malformed user id too) and answers 404 for an unknown user', async () => {
    const bad = await changeRole({ userId: UNKNOWN_ID, role: 'superuser' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('role');
    expect((await changeRole({ role: 'user' })).json().fields).toHaveProperty('userId');
    expect((await changeRole({ userId: UNKNOWN_ID, role: 'user' })).statusCode).toBe(404);
    const malformed = await changeRole({ userId: 'not-an-id', role: 'user' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ userId: 'Not a valid id.' });
  });
});

describe('DELETE /api/admin/user/{id}', () => {
  it('deletes a user: their sessions end and their listing loses its owner', async () => {
    const target = await signedInAs(t, 'hotel');
    const hotel = await insertHotel(t.db, { ownerId: target.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/user/${target.id}`, headers: as.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User deleted successfully');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: target.headers })).statusCode).toBe(401);
    expect((await t.db.select().from(hotels).where(eq(hotels.id, hotel.id)))[0]!.ownerId).toBeNull();
  });

  it('refuses to delete a user with bookings (409), keeping the user and the bookings', async () => {
    const guest = await signedInAs(t, 'user');
    await insertHotelBookingRow(t.db, { userId: guest.id, hotelId: (await insertHotel(t.db)).id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/user/${guest.id}`, headers: as.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This user has bookings, so the account cannot be deleted. Change their role instead.');
    expect(await t.db.select().from(users).where(eq(users.id, guest.id))).toHaveLength(1);
  });

  it('refuses to let an admin delete themself', async () => {
    const me = await signedInAs(t, 'admin');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/user/${me.id}`, headers: me.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account here.');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: me.headers })).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN_ID, 'nope', "1'%20or%201=1"]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/user/${id}`, headers: as.admin })).statusCode, id).toBe(404);
    }
  });
});

describe('who may administer users', () => {
  it('admins only, on every route', async () => {
    const victim = await signedInAs(t, 'user');
    await expectOnlyRoles(t, as, { method: 'GET', url: '/api/admin/user/alluser' }, ['admin']);
    await expectOnlyRoles(t, as, { method: 'POST', url: '/api/admin/user/changerole', payload: { userId: victim.id, role: 'user' } }, [
      'admin',
    ]);
    await expectOnlyRoles(t, as, { method: 'DELETE', url: `/api/admin/user/${victim.id}` }, ['admin']);
  });
});

describe('the role is checked before the input', () => {
  it('answers a non-admin 403 and a signed-out caller 401 however bad the input, never with a validation message', async () => {
    const badBody = { userId: '', role: 'king', listingId: 5 };
    const asContent = await changeRole(badBody, as.content);
    expect(asContent.statusCode).toBe(403);
    expect(asContent.json()).toEqual({ message: 'You are not allowed to do that.', code: 'forbidden' });
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/admin/user/changerole', payload: badBody });
    expect(signedOut.statusCode).toBe(401);
    const badQuery = await t.app.inject({ method: 'GET', url: '/api/admin/user/alluser?role=king&limit=abc', headers: as.hotel });
    expect(badQuery.statusCode).toBe(403);
    expect(badQuery.json().fields).toBeUndefined();
    expect((await changeRole(badBody)).statusCode).toBe(400);
  });
});

describe('never without an admin', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp();
  });
  afterAll(() => u?.close());
  const as2 = (headers: { cookie: string }, payload: object) =>
    u.app.inject({ method: 'POST', url: '/api/admin/user/changerole', headers, payload });
  const adminCount = async () => (await u.db.select().from(users).where(eq(users.role, 'admin'))).length;

  it('refuses to demote the only admin, and allows it once there is another', async () => {
    const solo = await signedInAs(u, 'admin');
    const res = await as2(solo.headers, { userId: solo.id, role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LAST_ADMIN);
    const second = await signedInAs(u, 'user');
    expect((await as2(solo.headers, { userId: second.id, role: 'admin' })).json().isAdmin).toBe(true);
    expect((await as2(solo.headers, { userId: solo.id, role: 'tour' })).statusCode).toBe(200);
    expect(await adminCount()).toBe(1);
    const last = await as2(second.headers, { userId: second.id, role: 'content' });
    expect(last.statusCode).toBe(409);
  });

  it('two admins demoting or deleting each other at once leave one admin standing', async () => {
    for (const action of ['demote', 'delete'] as const) {
      const start = await adminCount();
      const a = await signedInAs(u, 'admin');
      const b = await signedInAs(u, 'admin');
      // Leave exactly these two admins.
      for (const row of await u.db.select().from(users).where(eq(users.role, 'admin'))) {
        if (row.id !== a.id && row.id !== b.id) await u.db.update(users).set({ role: 'user' }).where(eq(users.id, row.id));
      }
      const hit = (actor: typeof a, target: typeof a) =>
        action === 'demote'
          ? as2(actor.headers, { userId: target.id, role: 'user' })
          : u.app.inject({ method: 'DELETE', url: `/api/admin/user/${target.id}`, headers: actor.headers });
      const results = await Promise.all([hit(a, b), hit(b, a)]);
      expect(
        results.filter((r) => r.statusCode === 200),
        `${action} (from ${start})`,
      ).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    }
  });
});
