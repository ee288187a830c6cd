// An audited change and its audit entry commit together (decision 0071): when the entry cannot be written
// the change does not happen, when the change's transaction fails its entry goes with it, and a committed
// change has exactly one entry. Faults are made in the database itself, by triggers the test installs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { insertCab } from '../helpers/fixtures.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

type Entry = { _id: string; action: string; changes: { table: string; id: string; new: Record<string, unknown> | null }[] };

let t: TestApp;
let admin: Actor, cabOwner: Actor;
let cabId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cabOwner } = await signedInAccounts(t, { admin: 'admin', cabOwner: 'cab' }));
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
  // the actions whose audit entries the database refuses, and the people whose changes it refuses at commit
  await t.db.execute(sql`create table test_audit_refused (action text primary key)`);
  await t.db.execute(sql`create table test_commit_refused (user_id uuid primary key)`);
  await t.db.execute(sql`
    create function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_audit_refused where action = new.action) then raise exception 'audit store unavailable'; end if;
      return new;
    end $$`);
  await t.db.execute(
    sql`create trigger test_refuse_audit before insert on audit_entries for each row execute function test_refuse_audit()`,
  );
  await t.db.execute(sql`
    create function test_refuse_commit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_commit_refused where user_id = new.id) then raise exception 'commit refused'; end if;
      return new;
    end $$`);
  // checked when the transaction commits, after the handler's statements and the entry were written
  await t.db.execute(sql`
    create constraint trigger test_refuse_commit after update on users deferrable initially deferred
    for each row execute function test_refuse_commit()`);
});
afterAll(() => t?.close());

const trail = async (query: string) => (await listOf(t, `/api/admin/audit?${query}`, admin)).items as Entry[];
const roleOf = async (id: string) => rowsOf<{ role: string }>(await t.db.execute(sql`select role from users where id = ${id}`))[0]!.role;
const cabModel = async () => rowsOf<{ model: string }>(await t.db.execute(sql`select model from cabs where id = ${cabId}`))[0]!.model;

describe('an audited change commits with its entry or not at all', () => {
  it('a committed role change has exactly one entry, written with it', async () => {
    const target = await signedInAs(t, 'user');
    const res = await call(t, admin, 'POST', '/api/admin/user/changerole', { userId: target.id, role: 'content' });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await trail(`person=${target.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toContainEqual(expect.objectContaining({ table: 'users', id: target.id, new: { role: 'content' } }));
  });

  it('when the entry cannot be written, the role change does not happen', async () => {
    const target = await signedInAs(t, 'user');
    await t.db.execute(sql`insert into test_audit_refused values ('POST /api/admin/user/changerole')`);
    try {
      const res = await call(t, admin, 'POST', '/api/admin/user/changerole', { userId: target.id, role: 'content' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.body).not.toContain('audit store unavailable');
    } finally {
      await t.db.execute(sql`delete from test_audit_refused`);
    }
    expect(await roleOf(target.id)).toBe('user');
    expect(await trail(`person=${target.id}`)).toEqual([]);
  });

  it("when the entry cannot be written, a provider's listing edit does not happen", async () => {
    const before = (await call(t, cabOwner, 'GET', `/api/admin/cab/edit/${cabId}`)).json();
    const { _id, ownerId, archivedAt, createdAt, updatedAt, ...body } = before;
    void [_id, ownerId, archivedAt, createdAt, updatedAt];
    await t.db.execute(sql`insert into test_audit_refused values ('PUT /api/admin/cab/edit/:cabId')`);
    try {
      const res = await call(t, cabOwner, 'PUT', `/api/admin/cab/edit/${cabId}`, { ...body, model: 'Never Saved' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`delete from test_audit_refused`);
    }
    expect(await cabModel()).toBe(before.model);
    expect(await trail(`listing=${cabId}`)).toEqual([]);

    const saved = await call(t, cabOwner, 'PUT', `/api/admin/cab/edit/${cabId}`, { ...body, model: 'Saved With Its Entry' });
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await trail(`listing=${cabId}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toContainEqual(
      expect.objectContaining({ table: 'cabs', new: expect.objectContaining({ model: 'Saved With Its Entry' }) }),
    );
  });

  it("when the change's transaction fails at commit, its entry goes with it", async () => {
    const target = await signedInAs(t, 'user');
    await t.db.execute(sql`insert into test_commit_refused values (${target.id})`);
    const res = await call(t, admin, 'POST', '/api/admin/user/changerole', { userId: target.id, role: 'content' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await roleOf(target.id)).toBe('user');
    expect(await trail(`person=${target.id}`)).toEqual([]);
  });

  it('a commission rate the entry of which cannot be written is not set', async () => {
    const now = (await call(t, admin, 'GET', '/api/admin/commission')).json() as { percent: number };
    await t.db.execute(sql`insert into test_audit_refused values ('PUT /api/admin/commission')`);
    try {
      const res = await call(t, admin, 'PUT', '/api/admin/commission', { percent: now.percent + 1 });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`delete from test_audit_refused`);
    }
    expect(((await call(t, admin, 'GET', '/api/admin/commission')).json() as { percent: number }).percent).toBe(now.percent);
  });
});
