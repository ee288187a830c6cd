// The distinct names of live hotels that the suggestions search (hotel_live_names, decision 0090) stay in step
// with the hotels through every write: an admin's new hotel, a rename, archiving, an owner's hotel waiting for
// review, approved or rejected, an erased hotel, and statements that change neither name nor whether it is live.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

type Wire = Record<string, unknown> & { _id: string };

let t: TestApp;
let admin: Actor;
let owner: Actor;
let template: Record<string, unknown>;
beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
  owner = await signedInAs(t, 'hotel');
  const model = await insertHotel(t.db, { ownerId: owner.id, name: 'Model Stay' });
  const { _id, ownerId, archivedAt, createdAt, updatedAt, review, ...body } = (
    await call(t, admin, 'GET', `/api/admin/hotel/edit/${model.id}`)
  ).json();
  void [_id, ownerId, archivedAt, createdAt, updatedAt, review];
  template = body;
});
afterAll(() => t?.close());

/** the names table as the triggers keep it */
const kept = async () =>
  rowsOf<{ name: string; hotels: number }>(await t.db.execute(sql`select name, hotels from hotel_live_names order by name`));
/** the same built from scratch out of the hotels */
const asBuilt = async () =>
  rowsOf<{ name: string; hotels: number }>(
    await t.db.execute(sql`select name, count(*)::int as hotels from hotels where archived_at is null group by name order by name`),
  );
const expectInStep = async () => expect(await kept()).toEqual(await asBuilt());

/** the ids of the hotels GET /api/suggest names for `q` */
async function hotelsSuggested(q: string): Promise<string[]> {
  const res = await call(t, undefined, 'GET', `/api/suggest?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { kind: string; id?: string }[])
    .filter((s) => s.kind === 'hotel')
    .map((s) => s.id!)
    .sort();
}

async function send(who: Actor, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object): Promise<Wire> {
  const res = await call(t, who, method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? res.json() : ({} as Wire);
}
const adminAdds = (name: string) => send(admin, 'POST', '/api/admin/hotel', { ...template, name });
const adminEdits = (id: string, over: Record<string, unknown>) =>
  send(admin, 'PUT', `/api/admin/hotel/edit/${id}`, { ...template, ...over });

describe('hotel_live_names', () => {
  it('counts the live hotels of each name as they are added and renamed', async () => {
    await expectInStep();
    const a = await adminAdds('Kestrel Lake Lodge');
    const b = await adminAdds('Kestrel Lake Lodge');
    expect((await kept()).find((n) => n.name === 'Kestrel Lake Lodge')).toEqual({ name: 'Kestrel Lake Lodge', hotels: 2 });
    expect(await hotelsSuggested('kestrel')).toEqual([a._id, b._id].sort());

    await adminEdits(b._id, { name: 'Osprey Cliff House' });
    await expectInStep();
    expect((await kept()).find((n) => n.name === 'Kestrel Lake Lodge')?.hotels).toBe(1);
    expect(await hotelsSuggested('kestrel')).toEqual([a._id]);
    expect(await hotelsSuggested('osprey cliff')).toEqual([b._id]);
  });

  it('drops a name when its last live hotel is archived, and takes it back when the hotel is live again', async () => {
    const h = await adminAdds('Pelican Reef Retreat');
    await adminEdits(h._id, { name: 'Pelican Reef Retreat', archived: true });
    await expectInStep();
    expect((await kept()).map((n) => n.name)).not.toContain('Pelican Reef Retreat');
    expect(await hotelsSuggested('pelican')).toEqual([]);

    await adminEdits(h._id, { name: 'Pelican Reef Retreat', archived: false });
    await expectInStep();
    expect(await hotelsSuggested('pelican')).toEqual([h._id]);
  });

  it('leaves out an owner’s hotel under review until it is approved, and a rejected one', async () => {
    const approved = await send(owner, 'POST', '/api/hotels', { ...template, name: 'Heron Bay Inn' });
    const rejected = await send(owner, 'POST', '/api/hotels', { ...template, name: 'Heron Bay Inn' });
    await expectInStep();
    expect((await kept()).map((n) => n.name)).not.toContain('Heron Bay Inn');

    await send(admin, 'POST', `/api/admin/listings/hotel/${approved._id}/approve`);
    await send(admin, 'POST', `/api/admin/listings/hotel/${rejected._id}/reject`, { reason: 'Not this one.' });
    await expectInStep();
    expect((await kept()).find((n) => n.name === 'Heron Bay Inn')?.hotels).toBe(1);
    expect(await hotelsSuggested('heron bay')).toEqual([approved._id]);
  });

  it('drops the name of an erased hotel', async () => {
    const h = await adminAdds('Flamingo Marsh Camp');
    await send(admin, 'DELETE', `/api/admin/hotel/allhotel/${h._id}`);
    await expectInStep();
    expect(await hotelsSuggested('flamingo')).toEqual([]);
  });

  it('writes nothing for statements that change neither a name nor whether a hotel is live, and follows many at once', async () => {
    const before = await kept();
    await t.db.execute(sql`update hotels set rating = 4.5`);
    expect(await kept()).toEqual(before);

    await t.db.execute(sql`update hotels set name = name || ' Annexe' where archived_at is null`);
    await expectInStep();
    await t.db.execute(sql`update hotels set archived_at = now()`);
    expect(await kept()).toEqual([]);
    await t.db.execute(sql`update hotels set archived_at = null`);
    await expectInStep();
    await t.db.execute(sql`delete from hotels where name like '%Annexe'`);
    await expectInStep();
  });
});
