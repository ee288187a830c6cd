// An owner's edit rewrites nights already stored: each row's new version goes on its own page (migration 0041
// leaves half of each page free), so a year edited again takes no new pages and adds no index entries for rows
// whose key did not move (decision 0083). Once the old versions are no longer seen by any transaction, the next
// edit reuses their room; a long transaction anywhere on the server delays that, so only one edit is asserted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let hotelId: string;
let roomTypeIds: string[];

beforeAll(async () => {
  ({ t, owner } = await appWith({ owner: 'hotel' }));
  hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 400_000, rooms: 10 })).id;
  const standard = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id as string;
  const deluxe = (await call(t, owner, 'POST', url('/room-types'), { name: 'Deluxe', rooms: 4, photos: [], beds: [] })).json()
    ._id as string;
  roomTypeIds = [standard, deluxe];
});
afterAll(() => t?.close());

const url = (path = '') => `/api/hotels/${hotelId}${path}`;

async function editYear(k: number) {
  const res = await call(t, owner, 'PATCH', url('/calendar'), {
    changes: [{ from: day(1), to: day(365), roomTypeIds, set: { price: 5000 + 100 * k, minStay: 1 + (k % 2), rooms: 2 + (k % 3) } }],
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().cells).toBeGreaterThanOrEqual(365);
}

/** the pages of the night tables and of their indexes */
async function pages() {
  const result = await t.db.execute(sql`
    select c.relname as name, pg_relation_size(c.oid) / current_setting('block_size')::int as pages
      from pg_class c where c.relname in ('rate_nights', 'room_type_nights', 'rate_nights_pkey', 'rate_nights_room_type_night_idx', 'room_type_nights_pkey')
     order by 1`);
  return Object.fromEntries(rowsOf<{ name: string; pages: number }>(result).map((r) => [r.name, Number(r.pages)]));
}

describe("a year's calendar edited again", () => {
  it('keeps its night rows and their indexes on the pages the first edit gave them', async () => {
    await editYear(0);
    const first = await pages();
    expect(first.rate_nights).toBeGreaterThan(0);
    await editYear(1);
    expect(await pages()).toEqual(first);

    // and the edits are all there
    const cal = (await call(t, owner, 'GET', url(`/calendar?from=${day(1)}&to=${day(365)}`))).json();
    const nights = cal.rates.flatMap((r: { nights: { price: number; minStay: number }[] }) => r.nights);
    expect(new Set(nights.map((n: { price: number }) => n.price))).toEqual(new Set([5100]));
    expect(new Set(nights.map((n: { minStay: number }) => n.minStay))).toEqual(new Set([2]));
    expect(new Set(cal.roomTypes.flatMap((r: { nights: { rooms: number }[] }) => r.nights.map((n) => n.rooms)))).toEqual(new Set([3]));
  });
});
