// A night's own prices by occupancy (issue 29): the owner's calendar sets, for a plan on chosen nights, what
// fewer adults, extra adults and children pay; the one room-night price uses them on those nights, the plan's
// elsewhere; the edit is in the night's history and undone like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';
import { familyHotel } from '../helpers/family-hotel.ts';

let t: TestApp;
let owner: Actor;
let stranger: Actor;
let guest: Actor;
let hotelId: string;
let standard: string;
let family: string;
let roomOnly: string;
let saver: string;

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const FIRST = day(50);
const SECOND = day(51);
const CHECKOUT = day(52);
const patch = (who: Actor, body: object) => call(t, who, 'PATCH', url('/calendar'), body);
const change = (set: object, more: object = {}) => ({
  from: FIRST,
  to: FIRST,
  roomTypeIds: [family],
  ratePlanIds: [roomOnly],
  set,
  ...more,
});

type Offer = { ratePlan: { _id: string }; byRoom?: { room: number; total: number }[] };
/** what the party's first room pays for the two nights under the plan */
async function stayTotal(occupancy: string, plan = roomOnly): Promise<number | undefined> {
  const res = await call(t, guest, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${FIRST}&checkout=${CHECKOUT}&occupancy=${occupancy}`);
  expect(res.statusCode, res.body).toBe(200);
  const c = res.json().find((x: { roomType: { _id: string } }) => x.roomType._id === family);
  return c.plans.find((p: Offer) => p.ratePlan._id === plan).byRoom?.find((r: { room: number }) => r.room === 0)?.total;
}
async function nights(plan = roomOnly) {
  const res = await call(t, owner, 'GET', url(`/calendar?from=${FIRST}&to=${SECOND}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rates.find((r: { ratePlanId: string; roomTypeId: string }) => r.ratePlanId === plan && r.roomTypeId === family).nights;
}

beforeAll(async () => {
  ({ t, owner, guest, stranger } = await appWith({ owner: 'hotel', stranger: 'hotel', guest: 'user' }));
  ({ hotelId, standard, family, roomOnly } = await familyHotel(t, owner));
  const derived = await call(t, owner, 'POST', url('/rate-plans'), {
    name: 'Saver',
    mealPlan: 'EP',
    prices: [{ roomTypeId: standard }, { roomTypeId: family }],
    derivedFrom: { ratePlanId: roomOnly, percent: -10 },
  });
  expect(derived.statusCode, derived.body).toBe(201);
  saver = derived.json()._id;
});
afterAll(() => t?.close());

describe("a night's own prices by occupancy", () => {
  it('a night set in the calendar prices its guests by its own figures; the other nights keep the plan’s', async () => {
    // the plan's: 4 adults 7000 + 1500; 3 adults and a child of 8: 7000 + 1200; 2 adults 6000
    expect(await stayTotal('4')).toBe(17_000);
    const res = await patch(owner, { changes: [change({ occupancy: { extraAdult: 2000, extraChild: [300, 1800] } })] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cells).toBe(1);
    expect(await stayTotal('4')).toBe(9000 + 8500);
    expect(await stayTotal('3:8')).toBe(8800 + 8200);
    expect(await stayTotal('3:4')).toBe(7300 + 7000);
    // what the night leaves out follows the plan: two adults still pay the plan's price for two
    expect(await stayTotal('2')).toBe(12_000);
    const [first, second] = await nights();
    expect(first).toMatchObject({ price: 7000, occupancy: { extraAdult: 2000, extraChild: [300, 1800] } });
    expect(second).not.toHaveProperty('occupancy');
  });

  it('a derived plan follows its parent’s night, adjusted; it cannot be given figures of its own', async () => {
    expect(await stayTotal('4', saver)).toBe(Math.round(9000 * 0.9) + Math.round(8500 * 0.9));
    const own = await patch(owner, { changes: [change({ occupancy: { extraAdult: 100 } }, { ratePlanIds: [saver] })] });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toEqual({ 'changes.0.ratePlanIds': 'A derived plan follows its parent.' });
  });

  it('a bulk edit sets several nights by weekday-free range, is in each night’s history, and undo puts the plan’s back', async () => {
    const bulk = { from: FIRST, to: SECOND, roomTypeIds: [family], set: { occupancy: { byAdults: { '1': 5000, '2': 5500 } } } };
    const dry = await patch(owner, { changes: [bulk], dryRun: true });
    expect(dry.json()).toEqual({ editId: null, cells: 2 });
    const done = await patch(owner, { changes: [bulk] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().cells).toBe(2);
    expect(await stayTotal('2')).toBe(11_000);
    expect(await stayTotal('1')).toBe(10_000);
    // the bulk edit replaced the first night's figures: an extra adult pays the plan's again
    expect(await stayTotal('4')).toBe(17_000);
    const history = await call(t, owner, 'GET', url(`/calendar/history?date=${SECOND}&roomTypeId=${family}`));
    expect(history.json()).toEqual([
      expect.objectContaining({
        ratePlanId: roomOnly,
        field: 'occupancy',
        old: { byAdults: { '2': 6000 }, extraAdult: 1500, extraChild: [0, 1200] },
        new: { byAdults: { '1': 5000, '2': 5500 }, extraAdult: 1500, extraChild: [0, 1200] },
      }),
    ]);
    const undo = await call(t, owner, 'POST', url('/calendar/undo'));
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().cells).toBe(2);
    expect(await stayTotal('4')).toBe(17_500);
    expect(await stayTotal('2')).toBe(12_000);
  });

  it('null gives a night the plan’s figures again; setting the same figures again changes nothing', async () => {
    const again = await patch(owner, { changes: [change({ occupancy: { extraChild: [300, 1800], extraAdult: 2000 } })] });
    expect(again.json().cells).toBe(0);
    const cleared = await patch(owner, { changes: [change({ occupancy: null })] });
    expect(cleared.json().cells).toBe(1);
    expect(await stayTotal('4')).toBe(17_000);
    expect((await nights())[0]).not.toHaveProperty('occupancy');
  });

  it('refuses figures no chosen room has, and bad amounts, naming the field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ byAdults: { '3': 6500 } }, { 'changes.0.set.occupancy.byAdults': 'Use 1 to 2 adults.' }],
      [{ extraChild: [0, 100, 200] }, { 'changes.0.set.occupancy.extraChild': 'At most 2 prices.' }],
      [{ extraAdult: -5 }, { 'changes.0.set.occupancy.extraAdult': expect.any(String) }],
      [{ byAdults: { '9': 100 } }, { 'changes.0.set.occupancy.byAdults.9': expect.any(String) }],
      [{}, { 'changes.0.set.occupancy': 'Set at least one price by occupancy.' }],
    ];
    for (const [occupancy, fields] of cases) {
      const res = await patch(owner, { changes: [change({ occupancy })] });
      expect(res.statusCode, JSON.stringify(occupancy)).toBe(400);
      expect(res.json().fields, JSON.stringify(occupancy)).toEqual(fields);
    }
    // a standard room's base is 2: a price for 2 adults is its base price, not one by occupancy
    const both = await patch(owner, { changes: [change({ occupancy: { byAdults: { '2': 4000 } } }, { roomTypeIds: [family, standard] })] });
    expect(both.json().fields).toEqual({ 'changes.0.set.occupancy.byAdults': 'Use 1 to 1 adults.' });
    expect(await stayTotal('4')).toBe(17_000);
  });

  it('only the hotel’s owner sets them: another owner finds no such hotel, a guest may not', async () => {
    const body = { changes: [change({ occupancy: { extraAdult: 1 } })] };
    expect((await patch(stranger, body)).statusCode).toBe(404);
    expect((await patch(guest, body)).statusCode).toBe(403);
    expect(await stayTotal('4')).toBe(17_000);
  });
});
