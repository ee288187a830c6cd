// The audit trail: each kind of change by staff or a provider is recorded with who, when, from where, what
// and the values before and after; staff reads of personal data too; travellers' own calls are not. Only
// admins search it, nothing edits it, and an erased person's identifiers become a pseudonym.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymisePerson } from '../../src/modules/audit/audit.service.ts';
import { bookStay } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

type Entry = {
  _id: string;
  kind: string;
  actorId: string;
  actorRole: string;
  ip: string;
  action: string;
  personIds: string[];
  listingIds: string[];
  bookingIds: string[];
  request: Record<string, unknown>;
  changes: { table: string; id: string; old: Record<string, unknown> | null; new: Record<string, unknown> | null }[];
};

let t: TestApp;
let admin: Actor, hotelOwner: Actor, cabOwner: Actor, content: Actor, guest: Actor;
let hotelId: string, cabId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hotelOwner, cabOwner, content, guest } = await signedInAccounts(t, {
    admin: 'admin',
    hotelOwner: 'hotel',
    cabOwner: 'cab',
    content: 'content',
    guest: 'user',
  }));
  hotelId = (await insertHotel(t.db, { rooms: 5, ownerId: hotelOwner.id })).id;
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
});
afterAll(() => t?.close());

const trail = async (query: string) => (await listOf(t, `/api/admin/audit?${query}`, admin)).items as Entry[];
/** The database's reason for refusing a statement. */
const refusal = (statement: SQL) =>
  t.db.execute(statement).then(
    () => 'done',
    (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
  );
const latest = async (query: string) => (await trail(query))[0]!;

describe('changes on the record', () => {
  it('a role change: the admin, their address, the person, and the role before and after', async () => {
    const target = await signedInAs(t, 'user');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/changerole',
      headers: admin.headers,
      payload: { userId: target.id, role: 'content' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest(`person=${target.id}`);
    expect(entry).toMatchObject({ kind: 'change', actorId: admin.id, actorRole: 'admin', ip: '203.0.113.7' });
    expect(entry.action).toBe('POST /api/admin/user/changerole');
    expect(entry.changes).toContainEqual({ table: 'users', id: target.id, old: { role: 'user' }, new: { role: 'content' } });
    // the same entry is found by the person's email
    expect((await latest(`person=${encodeURIComponent(target.email)}`))._id).toBe(entry._id);
  });

  it("a provider's listing edit: the listing and only the fields that changed", async () => {
    const before = (await call(t, cabOwner, 'GET', `/api/admin/cab/edit/${cabId}`)).json();
    const { _id, ownerId, archivedAt, createdAt, updatedAt, ...body } = before;
    void [_id, ownerId, archivedAt, createdAt, updatedAt];
    const res = await call(t, cabOwner, 'PUT', `/api/admin/cab/edit/${cabId}`, { ...body, model: 'Innova Crysta Audited' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest(`listing=${cabId}`);
    expect(entry).toMatchObject({ actorId: cabOwner.id, actorRole: 'cab', action: 'PUT /api/admin/cab/edit/:cabId' });
    const change = entry.changes.find((c) => c.table === 'cabs')!;
    expect(change.old).toMatchObject({ model: before.model });
    expect(change.new).toMatchObject({ model: 'Innova Crysta Audited' });
    expect(Object.keys(change.new!)).not.toContain('seats');
  });

  it("a booking's status set by its hotel's owner: the booking, its guest, and the status before and after", async () => {
    const booked = await bookStay(t, guest, hotelId, 10, 11);
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json()._id as string;
    // the guest's own booking is not on the trail
    expect(await trail(`booking=${bookingId}`)).toEqual([]);
    const res = await call(t, hotelOwner, 'PUT', `/api/booking/status/${bookingId}`, { status: 'Cancelled', reason: 'Closed for repairs' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest(`booking=${bookingId}`);
    expect(entry).toMatchObject({ actorId: hotelOwner.id, kind: 'change' });
    expect(entry.personIds).toContain(guest.id);
    expect(entry.changes).toContainEqual(
      expect.objectContaining({
        table: 'hotel_bookings',
        id: bookingId,
        old: { status: 'Pending' },
        new: expect.objectContaining({ status: 'Cancelled' }),
      }),
    );
  });

  it('a commission rate and a coupon: what was made', async () => {
    expect((await call(t, admin, 'PUT', '/api/admin/commission', { percent: 12.5 })).statusCode).toBe(200);
    const rate = await latest(`person=${admin.id}`);
    expect(rate.action).toBe('PUT /api/admin/commission');
    expect(rate.changes[0]).toMatchObject({ table: 'commission_rates', old: null, new: { basisPoints: 1250 } });

    const offer = await call(t, content, 'POST', '/api/admin/offer', {
      title: 'Monsoon stay',
      description: 'Ten percent off',
      relatedTo: 'hotel',
      relatedId: hotelId,
      startDate: '2026-01-01',
      endDate: '2030-01-01',
      couponCode: 'AUDIT10',
      discountType: 'percent',
      discountValue: 10,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const removed = await call(t, content, 'DELETE', `/api/admin/offer/alloffer/${offer.json()._id}`);
    expect(removed.statusCode).toBe(200);
    const [deleted, made] = await trail(`person=${content.id}`);
    expect(made!.changes[0]).toMatchObject({ table: 'offers', old: null, new: { couponCode: 'AUDIT10' } });
    expect(deleted!.changes[0]).toMatchObject({ table: 'offers', old: { couponCode: 'AUDIT10' }, new: null });
  });

  it("staff reads of others' personal data are on it; a password never is", async () => {
    await call(t, admin, 'GET', `/api/booking/user/${guest.id}`);
    const read = await latest(`person=${guest.id}&kind=read`);
    expect(read).toMatchObject({ actorId: admin.id, action: 'GET /api/booking/user/:userId' });
    await call(t, hotelOwner, 'POST', '/api/users/password', { currentPassword: 'Secret#12345', newPassword: 'Another#98765' });
    expect(JSON.stringify(await trail(`person=${hotelOwner.id}`))).not.toMatch(/Secret#12345|Another#98765|\$argon|\$scrypt/);
  });

  it('searches by dates (Indian days) and pages', async () => {
    expect(await trail('from=2000-01-01&to=2000-01-02')).toEqual([]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const { items, total } = await listOf(t, `/api/admin/audit?from=${today}&to=${today}&limit=2`, admin);
    expect(items).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
  });
});

describe('who may read it, and that it cannot be edited', () => {
  it('answers admins only', async () => {
    for (const who of [hotelOwner, cabOwner, content, guest]) expect((await call(t, who, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/admin/audit')).statusCode).toBe(401);
  });

  it('refuses updates and deletes of entries under a year old in the database itself', async () => {
    const entry = await latest('');
    expect(await refusal(sql`update audit_entries set action = 'nothing' where id = ${entry._id}`)).toMatch(/cannot be edited/);
    expect(await refusal(sql`delete from audit_entries where id = ${entry._id}`)).toMatch(/kept for a year/);
  });

  it("outlives the erasure of a person: their id and email become a pseudonym and '[erased]'", async () => {
    const person = await signedInAs(t, 'user');
    await call(t, admin, 'POST', '/api/admin/user/changerole', { userId: person.id, role: 'tour' });
    const before = await trail(`person=${person.id}`);
    expect(before.length).toBeGreaterThan(0);
    expect(await pseudonymisePerson(t.db, { id: person.id, texts: [person.email] })).toBeGreaterThanOrEqual(before.length);
    expect(await trail(`person=${person.id}`)).toEqual([]);
    const after = (await trail(`person=${admin.id}`)).find((e) => e._id === before[0]!._id)!;
    expect(after.personIds[0]).toMatch(/^erased-[0-9a-f]{16}$/);
    expect(JSON.stringify(after)).not.toContain(person.id);
    expect(after.changes).toContainEqual(expect.objectContaining({ old: { role: 'user' }, new: { role: 'tour' } }));
  });
});
