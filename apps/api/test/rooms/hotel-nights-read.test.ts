// A hotel's rooms and rates for a stay are read in one statement (the quote, the booking and the rooms answer
// read them on every request), and that statement answers every row as the tables hold it: dates, times,
// arrays, prices in paise and JSON alike.
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateNights, ratePlanPrices, ratePlans, roomTypeNights, roomTypes } from '../../src/db/schema.ts';
import { readHotelNights } from '../../src/modules/rooms/hotel-nights.repo.ts';
import { day } from '../helpers/booking-helpers.ts';
import { familyHotel } from '../helpers/family-hotel.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;
let hotelId: string;
let standard: string;
let family: string;
let roomOnly: string;
const CHECKIN = day(60);
const CHECKOUT = day(74);
const url = (path: string) => `/api/hotels/${hotelId}${path}`;

/** The text of every statement the database is sent while `f` runs. */
async function statementsOf(f: () => Promise<unknown>): Promise<string[]> {
  const c = t.database.connection;
  const spy = c.kind === 'pglite' ? vi.spyOn(c.client, 'query') : vi.spyOn(pg.Client.prototype, 'query');
  try {
    await f();
    return spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
  ({ hotelId, standard, family, roomOnly } = await familyHotel(t, owner));
  // a plan following room only, an archived room type, and nights of the stay set in the calendar
  const saver = await call(t, owner, 'POST', url('/rate-plans'), {
    name: 'Saver',
    mealPlan: 'EP',
    prices: [{ roomTypeId: standard }, { roomTypeId: family }],
    derivedFrom: { ratePlanId: roomOnly, percent: -12.5 },
  });
  expect(saver.statusCode, saver.body).toBe(201);
  const old = await call(t, owner, 'POST', url('/room-types'), { name: 'Old wing', rooms: 1 });
  expect(old.statusCode, old.body).toBe(201);
  // archived as deleting a room type that was booked archives it
  await t.db.update(roomTypes).set({ archivedAt: new Date() }).where(eq(roomTypes.id, old.json()._id));
  const edit = await call(t, owner, 'PATCH', url('/calendar'), {
    changes: [
      {
        from: day(61),
        to: day(63),
        roomTypeIds: [family],
        ratePlanIds: [roomOnly],
        set: { price: 7700, minStay: 2, closedToArrival: true, occupancy: { extraAdult: 1800, extraChild: [100, 1300] } },
      },
      { from: day(62), to: day(64), roomTypeIds: [standard], set: { rooms: 0, stopSell: true } },
    ],
  });
  expect(edit.statusCode, edit.body).toBe(200);
});

afterAll(() => t?.close());

/** Each statement the database is sent while `f` runs, with the name it is prepared under (if any). */
async function sentOf(f: () => Promise<unknown>): Promise<{ text: string; name?: string }[]> {
  const c = t.database.connection;
  const spy = c.kind === 'pglite' ? vi.spyOn(c.client, 'query') : vi.spyOn(pg.Client.prototype, 'query');
  try {
    await f();
    return spy.mock.calls.map(([q]) => (typeof q === 'string' ? { text: q } : (q as { text: string; name?: string })));
  } finally {
    spy.mockRestore();
  }
}

/** A family's quote of two suites for 14 nights: parents with children of 5 and 9 in one, a grandparent in the other. */
const familyQuote = () =>
  call(t, guest, 'POST', '/api/quote', {
    kind: 'hotel',
    hotel: hotelId,
    checkInDate: CHECKIN,
    checkOutDate: CHECKOUT,
    rooms: [
      { adults: 2, childAges: [5, 9], roomTypeId: family, ratePlanId: roomOnly },
      { adults: 1, childAges: [], roomTypeId: family, ratePlanId: roomOnly },
    ],
  });

describe("a hotel's rooms and rates for a stay", () => {
  it('a family quote of two rooms for 14 nights reads them in one statement', async () => {
    const statements = await statementsOf(async () => {
      const res = await familyQuote();
      expect(res.statusCode, res.body).toBe(200);
    });
    const roomsAndRates = statements.filter((s) => /room_types|rate_plans|rate_plan_prices|room_type_nights|rate_nights/.test(s));
    expect(roomsAndRates, roomsAndRates.join('\n\n')).toHaveLength(1);
  });

  it('that statement answers the rows as a plain read of each table does', async () => {
    const read = await readHotelNights(t.db, hotelId, CHECKIN, CHECKOUT);
    const types = await t.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
    const plans = await t.db.select().from(ratePlans).where(eq(ratePlans.hotelId, hotelId));
    const typeIds = types.map((r) => r.id);
    const stay = (night: PgColumn) => between(night, CHECKIN, CHECKOUT);
    const byKey = <T extends object>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

    // live room types in the owner's order, the archived one last
    expect(read.roomTypes).toEqual([...types].sort((a, b) => Number(!!a.archivedAt) - Number(!!b.archivedAt) || a.position - b.position));
    expect(read.roomTypes.at(-1)!.archivedAt).toBeInstanceOf(Date);
    expect(read.roomTypes[0]!.createdAt).toBeInstanceOf(Date);
    expect(read.plans).toEqual([...plans].sort((a, b) => a.position - b.position));
    expect(read.plans.find((p) => p.derivedFrom)!.derivePercent).toBe(-12.5);
    expect(byKey(read.stored)).toEqual(
      byKey(
        await t.db
          .select()
          .from(ratePlanPrices)
          .where(
            inArray(
              ratePlanPrices.ratePlanId,
              plans.map((p) => p.id),
            ),
          ),
      ),
    );
    const roomNights = await t.db
      .select()
      .from(roomTypeNights)
      .where(and(inArray(roomTypeNights.roomTypeId, typeIds), stay(roomTypeNights.night)))
      .orderBy(asc(roomTypeNights.night));
    expect(roomNights.length).toBeGreaterThan(0);
    expect(byKey(read.roomNights)).toEqual(byKey(roomNights));
    const rates = await t.db
      .select()
      .from(rateNights)
      .where(and(inArray(rateNights.roomTypeId, typeIds), stay(rateNights.night)));
    expect(rates.length).toBe(3);
    expect(byKey(read.rateNights)).toEqual(byKey(rates));
    expect(read.ageRules).toEqual({
      infantBelowAge: 2,
      adultFromAge: 12,
      childAgeBands: [
        { fromAge: 2, toAge: 5 },
        { fromAge: 6, toAge: 11 },
      ],
    });
  });

  it("the quote's answer for the family is the same, line by line, whatever reads it", async () => {
    // pinned as the quote answered before its reads were prepared (decision 0092): nights 61–63 at the
    // calendar's prices and extra-child charge, the rest at the plan's; GST 5 % (each room under ₹7,500 a night)
    const res = await familyQuote();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(FAMILY_QUOTE);
  });

  it("a quote asks for the hotel's automatic offers before any of its reads has answered: no round trip after them", async () => {
    const c = t.database.connection;
    const target = c.kind === 'pglite' ? c.client : pg.Client.prototype;
    const original = target.query as (...args: unknown[]) => unknown;
    const events: string[] = [];
    const spy = vi.spyOn(target, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
      const q = args[0];
      const text = typeof q === 'string' ? q : (q as { text: string }).text;
      const what = /"offers"/.test(text) ? 'offers' : /rate_plan_prices/.test(text) ? 'rooms and rates' : 'other';
      events.push(`sent ${what}`);
      const done = () => events.push(`answered ${what}`);
      // node-postgres's pool asks its client with a callback; PGlite answers a promise
      const last = args.at(-1);
      if (typeof last === 'function')
        args[args.length - 1] = (...r: unknown[]) => {
          done();
          return (last as (...r: unknown[]) => unknown)(...r);
        };
      const answer = original.apply(this, args);
      if (answer instanceof Promise) void answer.then(done);
      return answer as never;
    });
    try {
      expect((await familyQuote()).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(events).toContain('sent offers');
    expect(events.indexOf('sent offers')).toBeLessThan(events.indexOf('answered rooms and rates'));
  });

  it('on PostgreSQL that statement is prepared under one name: parsed and planned once per connection', async () => {
    const sent = await sentOf(async () => {
      for (let i = 0; i < 3; i++) expect((await familyQuote()).statusCode).toBe(200);
    });
    const reads = sent.filter((s) => /rate_plan_prices/.test(s.text));
    expect(reads).toHaveLength(3);
    // one text every time (the embedded database has no named statements: it parses each)
    expect(new Set(reads.map((s) => s.text)).size).toBe(1);
    if (t.database.kind === 'postgres') expect(reads.map((s) => s.name)).toEqual(['hotel_nights', 'hotel_nights', 'hotel_nights']);
  });
});

const FAMILY_QUOTE = {
  kind: 'hotel',
  breakdown: {
    base: 185_400,
    taxes: 9270,
    addOns: 0,
    total: 194_670,
    meals: 0,
    insurance: 0,
    donation: 0,
    passThrough: 0,
    payNow: 194_670,
    payLater: 0,
    discount: 0,
    taxRate: 5,
  },
  coupon: null,
  offer: null,
  advancePercent: null,
  cancellationPolicy: 'Free cancellation until 24 hours before check-in; after that the first night is charged.',
  cancellationTerms: [
    expect.stringMatching(/^Free cancellation until \d{1,2} \w{3}( \d{4})?, 11:59$/),
    expect.stringMatching(/^From \d{1,2} \w{3}( \d{4})?, 12:00: the first night is charged$/),
  ],
  holdMinutes: 15,
};
