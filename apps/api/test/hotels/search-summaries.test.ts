// What the dated search reads instead of the room types, plans and prices (decision 0075): each hotel's
// sellable room type and plan pairs (hotel_sell_options) and its nights with a stay rule (hotel_rule_nights),
// kept by triggers. After every kind of write the owner and guests make, both equal what they would be
// built from scratch, and the search lists the hotel exactly when the rooms answer has something to sell.
import type { RoomLimits } from '@raahi/contract/rules/occupancy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { bookStay, day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { fitChildrenOf } from '../helpers/room-fits.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
});
afterAll(() => t?.close());

const url = (id: string, path = '') => `/api/hotels/${id}${path}`;

/** The summaries as they are, and as they would be built from the tables they summarise, for one hotel. */
async function summaries(hotelId: string) {
  const rows = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.db.execute(q));
  const kept = {
    options: await rows(sql`
      select room_type_id, rate_plan_id, priced_plan_id, rooms, max_occupancy, base::bigint::text as base, derive_percent,
             derive_amount::text as derive_amount, derived, min_days_before, max_days_before
        from hotel_sell_options where hotel_id = ${hotelId} order by 1, 2`),
    ruleNights: await rows(sql`
      select night::text as night, entries from hotel_rule_nights where hotel_id = ${hotelId} and entries > 0 order by 1`),
    fitChildren: (await rows(sql`select fit_children from hotels where id = ${hotelId}`))[0]?.fit_children ?? null,
  };
  const built = {
    options: await rows(sql`
      select t.id as room_type_id, p.id as rate_plan_id, coalesce(p.derived_from, p.id) as priced_plan_id, t.rooms, t.max_occupancy,
             coalesce(parent.price, pp.price, 0)::bigint::text as base, p.derive_percent, p.derive_amount::text as derive_amount,
             p.derived_from is not null as derived, p.min_days_before, p.max_days_before
        from room_types t
        join rate_plan_prices pp on pp.room_type_id = t.id
        join rate_plans p on p.id = pp.rate_plan_id and p.archived_at is null
        left join rate_plan_prices parent on parent.rate_plan_id = p.derived_from and parent.room_type_id = t.id
       where t.hotel_id = ${hotelId} and t.archived_at is null and (p.derived_from is null or parent.rate_plan_id is not null)
       order by 1, 2`),
    ruleNights: await rows(sql`
      select r.night::text as night, count(*)::int as entries
        from rate_nights r join room_types t on t.id = r.room_type_id
       where t.hotel_id = ${hotelId}
         and (r.closed is true or r.closed_to_arrival is true or r.closed_to_departure is true or r.min_stay > 1 or r.max_stay is not null)
       group by 1 order by 1`),
    fitChildren: fitChildrenOf(
      (await rows(sql`
        select max_adults as "maxAdults", max_children as "maxChildren", max_occupancy as "maxOccupancy"
          from room_types where hotel_id = ${hotelId} and archived_at is null`)) as RoomLimits[],
    ),
  };
  return { kept, built };
}

async function expectKept(hotelId: string, after: string) {
  const { kept, built } = await summaries(hotelId);
  expect(kept, `the summaries after ${after}`).toEqual(built);
  return kept;
}

/** A write's or read's answer, once it succeeded (200, or 201 for what it created). */
async function ok(res: { statusCode: number; body: string }) {
  expect([200, 201], res.body).toContain(res.statusCode);
  return JSON.parse(res.body || 'null');
}

const listed = async (location: string, checkin: string, checkout: string, guests = 2) =>
  (
    await ok(
      await call(t, undefined, 'GET', `/api/hotel?location=${location}&checkin=${checkin}&checkout=${checkout}&guests=${guests}&limit=100`),
    )
  ).length > 0;

describe('the dated search summaries', () => {
  it('follow every write to room types, plans, prices, nights, bookings and undo, and the search with them', async () => {
    const id = (
      await insertHotel(t.db, { ownerId: owner.id, name: 'Summary Sands', location: 'Summarysands, Goa', price: 300_000, rooms: 2 })
    ).id;
    await expectKept(id, 'the hotel is inserted');
    const [standard] = await ok(await call(t, owner, 'GET', url(id, '/room-types')));
    const [roomOnly] = await ok(await call(t, owner, 'GET', url(id, '/rate-plans')));

    const family = await ok(
      await call(t, owner, 'POST', url(id, '/room-types'), {
        name: 'Family',
        rooms: 1,
        maxAdults: 4,
        maxChildren: 2,
        maxOccupancy: 4,
        photos: [],
        beds: [],
      }),
    );
    // the standard room takes two adults; the family room two children with one or two adults, one with three
    expect((await expectKept(id, 'a room type is added')).fitChildren).toEqual([2, 2, 1, 0]);
    await ok(
      await call(t, owner, 'PUT', url(id, `/rate-plans/${roomOnly._id}`), {
        name: 'Room only',
        mealPlan: 'EP',
        prices: [
          { roomTypeId: standard._id, price: 3000 },
          { roomTypeId: family._id, price: 6000 },
        ],
      }),
    );
    await expectKept(id, 'a plan prices another room type');
    const saver = await ok(
      await call(t, owner, 'POST', url(id, '/rate-plans'), {
        name: 'Saver',
        mealPlan: 'EP',
        prices: [{ roomTypeId: standard._id }, { roomTypeId: family._id }],
        derivedFrom: { ratePlanId: roomOnly._id, percent: -10 },
        minDaysBefore: 3,
      }),
    );
    const withSaver = await expectKept(id, 'a derived plan with days before arrival is added');
    expect(withSaver.options).toHaveLength(4);

    // every stay rule on one night each, and a price alone (no rule) on another
    const rules = [{ closed: true }, { minStay: 3 }, { maxStay: 4 }, { closedToArrival: true }, { closedToDeparture: true }].map(
      (set, i) => ({ from: day(20 + i), to: day(20 + i), roomTypeIds: [standard._id, family._id], set }),
    );
    await ok(
      await call(t, owner, 'PATCH', url(id, '/calendar'), {
        changes: [...rules, { from: day(30), to: day(31), roomTypeIds: [standard._id], set: { price: 4000 } }],
      }),
    );
    const ruled = await expectKept(id, 'a calendar edit sets every stay rule');
    // a night per rule, each on both room types under both plans that are not derived (room only's entries)
    expect(ruled.ruleNights.map((n) => n.night)).toEqual([day(20), day(21), day(22), day(23), day(24)]);
    expect(await listed('summarysands', day(20), day(21))).toBe(false);
    expect(await listed('summarysands', day(30), day(32))).toBe(true);

    // a bulk edit over a range and weekdays, then lifting one rule, then undoing the lift
    await ok(
      await call(t, owner, 'PATCH', url(id, '/calendar'), {
        changes: [{ from: day(40), to: day(70), weekdays: [6], roomTypeIds: [standard._id, family._id], set: { minStay: 2 } }],
      }),
    );
    await expectKept(id, 'a bulk edit');
    await ok(
      await call(t, owner, 'PATCH', url(id, '/calendar'), {
        changes: [{ from: day(20), to: day(20), roomTypeIds: [standard._id, family._id], set: { closed: false } }],
      }),
    );
    const lifted = await expectKept(id, 'a rule is lifted');
    expect(lifted.ruleNights.map((n) => n.night)).not.toContain(day(20));
    expect(await listed('summarysands', day(20), day(21))).toBe(true);
    await ok(await call(t, owner, 'POST', url(id, '/calendar/undo')));
    await expectKept(id, 'the lift is undone');
    expect(await listed('summarysands', day(20), day(21))).toBe(false);

    // bookings and their cancelling change rooms taken, which the search reads itself: the last rooms go
    const booked = async () => (await ok(await bookStay(t, guest, id, 50, 52)))._id as string;
    const first = await booked();
    await booked();
    await expectKept(id, 'bookings');
    await ok(
      await call(t, owner, 'PATCH', url(id, '/calendar'), {
        changes: [{ from: day(50), to: day(51), roomTypeIds: [family._id], set: { stopSell: true } }],
      }),
    );
    expect(await listed('summarysands', day(50), day(52))).toBe(false);
    await ok(await call(t, guest, 'POST', `/api/bookings/${first}/cancel`));
    await expectKept(id, 'a cancelled booking');
    expect(await listed('summarysands', day(50), day(52))).toBe(true);

    // room types and plans change and go
    await ok(
      await call(t, owner, 'PUT', url(id, `/room-types/${family._id}`), {
        name: 'Family',
        rooms: 3,
        maxAdults: 4,
        maxOccupancy: 4,
        photos: [],
        beds: [],
      }),
    );
    await expectKept(id, 'a room type is changed');
    await ok(await call(t, owner, 'DELETE', url(id, `/rate-plans/${saver._id}`)));
    await expectKept(id, 'a plan is removed');
    await ok(await call(t, owner, 'DELETE', url(id, `/room-types/${family._id}`)));
    const gone = await expectKept(id, 'a room type is removed');
    expect(gone.options.map((o) => o.room_type_id)).toEqual([standard._id]);
    expect(gone.fitChildren).toEqual([0, 0]);
  });

  it('go with the hotel', async () => {
    const id = (await insertHotel(t.db, { ownerId: owner.id, name: 'Summary Gone', price: 200_000, rooms: 1 })).id;
    const [standard] = await ok(await call(t, owner, 'GET', url(id, '/room-types')));
    await ok(
      await call(t, owner, 'PATCH', url(id, '/calendar'), {
        changes: [{ from: day(5), to: day(6), roomTypeIds: [standard._id], set: { closed: true } }],
      }),
    );
    expect((await expectKept(id, 'a closed night')).ruleNights).toHaveLength(2);
    await t.db.execute(sql`delete from hotels where id = ${id}`);
    const none = { options: [], ruleNights: [], fitChildren: null };
    expect(await summaries(id)).toEqual({ kept: none, built: none });
  });
});
