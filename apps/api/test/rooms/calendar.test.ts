// The owner's calendar (issue 28): bulk edits that change only what they name, all or nothing, with undo and history.
import { addDays } from '@raahi/contract/rules/dates';
import { isoWeekday } from '@raahi/contract/rules/rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, stayId } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let admin: Actor;
let guest: Actor;
let hotelId: string;
let standard: string;
let roomOnly: string;
let saver: string;

type Night = { date: string; price: number; minStay: number; maxStay: number | null; closed: boolean; closedToArrival: boolean };

beforeAll(async () => {
  ({ t, owner, admin, guest } = await appWith({ owner: { role: 'hotel', firstName: 'Meera' }, admin: 'admin', guest: 'user' }));
  hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 400_000, rooms: 3 })).id;
  standard = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id;
  roomOnly = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0]._id;
  const s = await call(t, owner, 'POST', url('/rate-plans'), {
    name: 'Saver',
    mealPlan: 'EP',
    prices: [{ roomTypeId: standard }],
    derivedFrom: { ratePlanId: roomOnly, rupees: -500 },
  });
  saver = s.json()._id;
});
afterAll(() => t?.close());

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const FROM = day(30);
const TO = day(43);
const patch = (who: Actor, body: object) => call(t, who, 'PATCH', url('/calendar'), body);
async function rates(planId = roomOnly, from = FROM, to = TO): Promise<Night[]> {
  const res = await call(t, owner, 'GET', url(`/calendar?from=${from}&to=${to}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rates.find((r: { ratePlanId: string }) => r.ratePlanId === planId).nights;
}

describe('the calendar', () => {
  it('reads base prices and open nights where nothing was set, for every plan of every room type', async () => {
    const res = (await call(t, owner, 'GET', url(`/calendar?from=${FROM}&to=${TO}`))).json();
    expect(res.roomTypes).toEqual([
      { roomTypeId: standard, nights: expect.arrayContaining([{ date: FROM, rooms: 3, sold: 0, held: 0, blocked: 0, stopSell: false }]) },
    ]);
    expect(res.roomTypes[0].nights).toHaveLength(14);
    expect((await rates())[0]).toEqual({
      date: FROM,
      price: 4000,
      minStay: 1,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
      closed: false,
    });
    expect((await rates(saver))[0]!.price).toBe(3500);
    const tooLong = await call(t, owner, 'GET', url(`/calendar?from=${FROM}&to=${addDays(FROM, 400)}`));
    expect([tooLong.statusCode, tooLong.json().fields]).toEqual([400, { to: 'At most 400 nights.' }]);
  });

  it('raises the weekend price only on Saturdays and Sundays, and a derived plan follows', async () => {
    const weekend = { from: FROM, to: TO, weekdays: [6, 7], roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { price: 5500 } };
    const dry = await patch(owner, { changes: [weekend], dryRun: true });
    expect(dry.json()).toEqual({ editId: null, cells: 4 });
    expect((await rates()).every((n) => n.price === 4000)).toBe(true);
    const done = await patch(owner, { changes: [weekend] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().cells).toBe(4);
    for (const n of await rates()) expect(n.price, n.date).toBe([6, 7].includes(isoWeekday(n.date)) ? 5500 : 4000);
    for (const n of await rates(saver)) expect(n.price, n.date).toBe([6, 7].includes(isoWeekday(n.date)) ? 5000 : 3500);
  });

  it('changes only the fields it names: a minimum stay survives a price change, and priceChange works from the price in force', async () => {
    await patch(owner, { changes: [{ from: FROM, to: FROM, roomTypeIds: [standard], set: { minStay: 2, closedToArrival: true } }] });
    await patch(owner, {
      changes: [{ from: FROM, to: TO, roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { priceChange: { percent: 10 } } }],
    });
    const nights = await rates();
    expect(nights[0]).toMatchObject({ minStay: 2, closedToArrival: true });
    for (const n of nights) expect(n.price, n.date).toBe([6, 7].includes(isoWeekday(n.date)) ? 6050 : 4400);
    // a change of every plan leaves the derived one following its parent
    expect((await rates(saver))[0]).toMatchObject({ minStay: 2, closedToArrival: true });
    const derived = await patch(owner, {
      changes: [{ from: FROM, to: FROM, roomTypeIds: [standard], ratePlanIds: [saver], set: { price: 1 } }],
    });
    expect(derived.statusCode).toBe(400);
    expect(derived.json().message).toBe("Saver follows another plan's price: change that plan's price instead.");
  });

  it('is all or nothing: rooms below those sold refuse the whole edit, naming the nights', async () => {
    await stayId(t, guest, hotelId, 35, 37);
    await stayId(t, guest, hotelId, 36, 37);
    const before = await rates();
    const res = await patch(owner, {
      changes: [
        { from: FROM, to: TO, roomTypeIds: [standard], set: { closed: true } },
        { from: day(34), to: day(37), roomTypeIds: [standard], set: { rooms: 1 } },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'rooms_below_sold',
      message: `More rooms are already sold or held than that on ${[day(36)].map(short).join(', ')}.`,
    });
    expect(await rates()).toEqual(before);
    const room = (await call(t, owner, 'GET', url(`/calendar?from=${day(35)}&to=${day(36)}`))).json().roomTypes[0].nights;
    expect(room.map((n: { held: number; sold: number }) => n.held + n.sold)).toEqual([1, 2]);
  });

  it("undoes the caller's own last edit (not an admin's), and the night's history names who changed what", async () => {
    const night = day(40);
    await patch(owner, { changes: [{ from: night, to: night, roomTypeIds: [standard], set: { closed: true, rooms: 2 } }] });
    await patch(admin, { changes: [{ from: night, to: night, roomTypeIds: [standard], ratePlanIds: [roomOnly], set: { maxStay: 5 } }] });
    const undo = await call(t, owner, 'POST', url('/calendar/undo'));
    expect(undo.statusCode, undo.body).toBe(200);
    const n = (await rates(roomOnly, night, night))[0]!;
    expect([n.closed, n.maxStay]).toEqual([false, 5]);
    const history = (await call(t, owner, 'GET', url(`/calendar/history?date=${night}&roomTypeId=${standard}`))).json();
    const closedRows = history.filter((h: { field: string; ratePlanId: string }) => h.field === 'closed' && h.ratePlanId === roomOnly);
    expect(closedRows.map((h: { old: boolean; new: boolean; by: string }) => [h.old, h.new, h.by])).toEqual([
      [true, false, 'Meera hotel'],
      [false, true, 'Meera hotel'],
    ]);
    expect(history.find((h: { field: string }) => h.field === 'rooms')).toMatchObject({ old: 2, new: 3, ratePlanId: null });
    // each undo takes the owner's edit before: the 10% rise goes, the weekend price stays
    const again = await call(t, owner, 'POST', url('/calendar/undo'));
    expect(again.statusCode).toBe(200);
    for (const n of await rates()) expect(n.price, n.date).toBe([6, 7].includes(isoWeekday(n.date)) ? 5500 : 4000);
  });
});

function short(d: string) {
  const m = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(d.slice(8, 10))} ${m[Number(d.slice(5, 7)) - 1]}`;
}
