// A bulk edit's history is kept as runs of nights that changed alike (decision 0083): a year of a cell's field
// is one row, a run breaks where the value before differed, and each night's history and an undo still read
// night by night.
import { isoWeekday } from '@raahi/contract/rules/rates';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf as resultRows } from '../../src/db/client.ts';
import { calendarChanges } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let hotelId: string;
let standard: string;
let roomOnly: string;

beforeAll(async () => {
  ({ t, owner } = await appWith({ owner: { role: 'hotel', firstName: 'Meera' } }));
  hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 400_000, rooms: 3 })).id;
  standard = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id;
  roomOnly = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0]._id;
});
afterAll(() => t?.close());

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const FROM = day(60);
const TO = day(80);
const weekend = (d: string) => [6, 7].includes(isoWeekday(d));

async function edit(body: object): Promise<string> {
  const res = await call(t, owner, 'PATCH', url('/calendar'), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().editId;
}
const rowsOf = async (editId: string) =>
  (await t.db.select({ n: count() }).from(calendarChanges).where(eq(calendarChanges.editId, editId)))[0]!.n;
async function prices() {
  const res = await call(t, owner, 'GET', url(`/calendar?from=${FROM}&to=${TO}`));
  return res.json().rates.find((r: { ratePlanId: string }) => r.ratePlanId === roomOnly).nights as { date: string; price: number }[];
}
async function history(date: string) {
  const res = await call(t, owner, 'GET', url(`/calendar/history?date=${date}&roomTypeId=${standard}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { date: string; field: string; old: unknown; new: unknown; by: string }[];
}

describe("a bulk edit's history", () => {
  it('keeps a year of one field as one row, yet answers each night and undoes night by night', async () => {
    const weekends = await edit({
      changes: [{ from: FROM, to: TO, weekdays: [6, 7], roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { price: 5500 } }],
    });
    const all = await edit({ changes: [{ from: FROM, to: TO, roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { price: 6000 } }] });
    const year = await edit({
      changes: [{ from: day(1), to: day(365), roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { minStay: 2 } }],
    });

    // 365 nights of one field moved alike: one row; a weekend is a run, and the rise to ₹6,000 breaks its runs
    // where the price before changed (weekend, weekday)
    expect(await rowsOf(year)).toBe(1);
    const nights = [...Array(21).keys()].map((i) => day(60 + i));
    const starts = nights.filter((d, i) => i === 0 || weekend(d) !== weekend(nights[i - 1]!));
    expect(await rowsOf(weekends)).toBe(starts.filter(weekend).length);
    expect(await rowsOf(all)).toBe(starts.length);

    const saturday = [...Array(7).keys()].map((i) => day(61 + i)).find((d) => isoWeekday(d) === 6)!;
    const wednesday = [...Array(7).keys()].map((i) => day(61 + i)).find((d) => isoWeekday(d) === 3)!;
    const changesOf = async (date: string, field: string) =>
      (await history(date)).filter((h) => h.field === field).map((h) => [h.date, h.old, h.new, h.by]);
    expect(await changesOf(saturday, 'price')).toEqual([
      [saturday, 5500, 6000, 'Meera hotel'],
      [saturday, 4000, 5500, 'Meera hotel'],
    ]);
    expect(await changesOf(wednesday, 'price')).toEqual([[wednesday, 4000, 6000, 'Meera hotel']]);
    expect(await changesOf(day(300), 'minStay')).toEqual([[day(300), 1, 2, 'Meera hotel']]);
    expect(await history(day(366))).toEqual([]);

    // undo the year's minimum stay, then the rise to ₹6,000: each night gets back what it had
    for (let i = 0; i < 2; i++) expect((await call(t, owner, 'POST', url('/calendar/undo'))).statusCode).toBe(200);
    for (const n of await prices()) expect(n.price, n.date).toBe(weekend(n.date) ? 5500 : 4000);
    expect(await changesOf(day(300), 'minStay')).toEqual([
      [day(300), 2, 1, 'Meera hotel'],
      [day(300), 1, 2, 'Meera hotel'],
    ]);
  });

  it('writes only the nights whose entry changes: a night already at that price is left as it was', async () => {
    const versions = async () =>
      new Map(
        resultRows<{ night: string; version: string }>(
          await t.db.execute(
            sql`select night::text as night, xmin::text as version from rate_nights where rate_plan_id = ${roomOnly} and night between ${day(100)} and ${day(119)}`,
          ),
        ).map((r) => [r.night, r.version]),
      );
    const set = (to: string) => ({
      changes: [{ from: day(100), to, roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { price: 7000 } }],
    });
    await edit(set(day(109)));
    const before = await versions();
    await edit(set(day(119)));
    const after = await versions();
    expect(after.size).toBe(20);
    for (let i = 100; i < 120; i++) expect(after.get(day(i)) === before.get(day(i)), day(i)).toBe(i < 110);
  });
});
