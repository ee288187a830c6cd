// Guests by age in the hotel search (issue 29): `occupancy` once per room lists only the hotels with a room
// type that fits each room's guests, counted by the hotel's own age rules, which its owner sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { fits, type AgeRules, type RoomGuests, type RoomLimits } from '@raahi/contract/rules/occupancy';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import { feedOf, nightsFrom, startFeedServer } from '../helpers/feed-server.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor;
let guest: Actor;
let family: string;
const TAG = 'Occupancyville';

beforeAll(async () => {
  ({ t, owner, guest } = await appWith({ owner: 'hotel', guest: 'user' }));
  // a 'Standard room' only: two adults, no children (the default room type)
  await insertHotel(t.db, { name: 'Couples Inn', location: `${TAG}, Goa`, rooms: 3 });
  family = (await insertHotel(t.db, { name: 'Family Resort', location: `${TAG}, Goa`, rooms: 3, ownerId: owner.id })).id;
  const room = await call(t, owner, 'POST', `/api/hotels/${family}/room-types`, {
    name: 'Family suite',
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 4,
    rooms: 2,
  });
  expect(room.statusCode, room.body).toBe(201);
  const [plan] = (await call(t, owner, 'GET', `/api/hotels/${family}/rate-plans`)).json();
  const sells = await call(t, owner, 'PUT', `/api/hotels/${family}/rate-plans/${plan._id}`, {
    ...plan,
    prices: [...plan.prices, { roomTypeId: room.json()._id, price: 7000 }],
  });
  expect(sells.statusCode, sells.body).toBe(200);
});
afterAll(() => t?.close());

const names = async (query: string) => {
  const res = await call(t, guest, 'GET', `/api/hotel?location=${TAG}&sort=price&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .map((h: { name: string }) => h.name)
    .sort();
};

describe('the hotel search by occupancy', () => {
  it('without occupancy (or an empty one) nothing changes; two adults fit everywhere', async () => {
    expect(await names('')).toEqual(['Couples Inn', 'Family Resort']);
    expect(await names('occupancy=')).toEqual(['Couples Inn', 'Family Resort']);
    expect(await names('occupancy=2')).toEqual(['Couples Inn', 'Family Resort']);
  });

  it('children need a room that takes them; an infant takes no place', async () => {
    expect(await names('occupancy=2:5,9')).toEqual(['Family Resort']);
    expect(await names('occupancy=2:1')).toEqual(['Couples Inn', 'Family Resort']);
    expect(await names('occupancy=2:0,1')).toEqual(['Couples Inn', 'Family Resort']);
    // 2 is a child by default
    expect(await names('occupancy=2:2')).toEqual(['Family Resort']);
    // 12 counts as an adult: three adults fit no room
    expect(await names('occupancy=2:12')).toEqual([]);
    expect(await names('occupancy=1:12')).toEqual(['Couples Inn', 'Family Resort']);
    expect(await names('occupancy=3')).toEqual([]);
  });

  it('every room must fit: a family room and a couple’s room', async () => {
    expect(await names('occupancy=2:5,9&occupancy=2')).toEqual(['Family Resort']);
    expect(await names('occupancy=2&occupancy=2')).toEqual(['Couples Inn', 'Family Resort']);
    // four rooms: more than either hotel has
    expect(await names('occupancy=1&occupancy=1&occupancy=1&occupancy=1')).toEqual(['Family Resort']);
  });

  it('dated: the rooms asked for must be free every night', async () => {
    const checkin = addDays(todayInIndia(), 20);
    const checkout = addDays(checkin, 2);
    expect(await names(`checkin=${checkin}&checkout=${checkout}&occupancy=2:5&occupancy=2:9`)).toEqual(['Family Resort']);
    expect(await names(`checkin=${checkin}&checkout=${checkout}&occupancy=2&occupancy=2&occupancy=2&occupancy=2`)).toEqual([
      'Family Resort',
    ]);
  });

  it('refuses a room it cannot read, by the field', async () => {
    for (const bad of ['occupancy=0', 'occupancy=2:18', 'occupancy=9', 'occupancy=two', `${'occupancy=1&'.repeat(7)}`]) {
      const res = await call(t, guest, 'GET', `/api/hotel?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields?.occupancy, bad).toBeTruthy();
    }
  });
});

describe("a hotel's age rules", () => {
  it('are answered with the hotel, its defaults first', async () => {
    const h = (await call(t, guest, 'GET', `/api/hotel/${family}`)).json();
    expect(h.ageRules).toEqual({ infantBelowAge: 2, adultFromAge: 12, childAgeBands: [] });
  });

  it('its owner sets them; the search counts ages by them', async () => {
    const current = (await call(t, owner, 'GET', `/api/hotel/${family}`)).json();
    const bad = await call(t, owner, 'PUT', `/api/hotel/${family}`, {
      ...current,
      ageRules: { infantBelowAge: 3, adultFromAge: 10, childAgeBands: [{ fromAge: 3, toAge: 6 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fields)).toMatch(/End at 9/);
    const ageRules = {
      infantBelowAge: 3,
      adultFromAge: 10,
      childAgeBands: [
        { fromAge: 3, toAge: 6 },
        { fromAge: 7, toAge: 9 },
      ],
    };
    const res = await call(t, owner, 'PUT', `/api/hotel/${family}`, { ...current, ageRules });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ageRules).toEqual(ageRules);
    // kept when a later edit leaves them out
    const { ageRules: _left, ...withoutRules } = res.json();
    expect((await call(t, owner, 'PUT', `/api/hotel/${family}`, withoutRules)).json().ageRules).toEqual(ageRules);
    // here 10 is an adult (no room takes three), and 2-year-olds are infants (no place: three fit a suite
    // that takes two children; the inn, by the default rules, counts them as children)
    expect(await names('occupancy=2:10')).toEqual([]);
    expect(await names('occupancy=2:9,9')).toEqual(['Family Resort']);
    expect(await names('occupancy=2:2,2,2')).toEqual(['Family Resort']);
    expect(await names('occupancy=2:3,3,3')).toEqual([]);
  });
});

describe('a dated search for several rooms', () => {
  it('counts the rooms an imported calendar closed: two rooms, one closed by a feed, cannot take two rooms that night', async () => {
    const feeds = await startFeedServer();
    try {
      const place = 'Twinville';
      const twin = (await insertHotel(t.db, { name: 'Twin Cottages', location: `${place}, Goa`, rooms: 2, ownerId: owner.id })).id;
      const [roomType] = (await call(t, owner, 'GET', `/api/hotels/${twin}/room-types`)).json();
      const checkin = addDays(todayInIndia(), 25);
      const stay = `location=${place}&checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
      const listed = async (query: string) =>
        (await call(t, guest, 'GET', `/api/hotel?${query}`)).json().map((h: { name: string }) => h.name);
      expect(await listed(`${stay}&occupancy=2&occupancy=2`)).toEqual(['Twin Cottages']);
      feeds.set('/twin.ics', feedOf([nightsFrom(addDays(checkin, 1), 1)]));
      const imported = await call(t, owner, 'POST', `/api/hotels/${twin}/room-types/${roomType._id}/ical`, { url: feeds.url('/twin.ics') });
      expect(imported.json().imports[0], imported.body).toMatchObject({ nightsClosed: 1, lastError: null });
      // one room is left on the second night: one room sells the stay, two do not
      expect(await listed(`${stay}&occupancy=2`)).toEqual(['Twin Cottages']);
      expect(await listed(`${stay}&occupancy=2&occupancy=2`)).toEqual([]);
      const [rooms] = (
        await call(t, guest, 'GET', `/api/hotel/${twin}/rooms?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2`)
      ).json();
      expect(rooms.roomsLeft).toBe(1);
    } finally {
      await feeds.close();
    }
  });
});

describe('the search by occupancy against the fit rule', () => {
  it('lists a hotel exactly when some live room type fits every room, for random room types and age rules', async () => {
    const place = 'Fitsville';
    // a fixed sequence of draws (mulberry32), so a failure repeats
    let seed = 29;
    const draw = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const ageRules: Omit<AgeRules, 'childAgeBands'>[] = [
      { infantBelowAge: 2, adultFromAge: 12 },
      { infantBelowAge: 3, adultFromAge: 10 },
      { infantBelowAge: 0, adultFromAge: 8 },
      { infantBelowAge: 1, adultFromAge: 16 },
      { infantBelowAge: 2, adultFromAge: 12 },
    ];
    const ids: string[] = [];
    for (const [i, r] of ageRules.entries()) {
      const id = (await insertHotel(t.db, { name: `Fit ${i}`, location: `${place}, Goa`, rooms: 3, ...r })).id;
      ids.push(id);
      for (let k = draw(4); k > 0; k--)
        await t.db.execute(sql`
          insert into room_types (hotel_id, name, rooms, max_adults, max_children, max_occupancy)
          values (${id}, ${`Type ${k}`}, 1, ${1 + draw(4)}, ${draw(4)}, ${1 + draw(6)})`);
      // one hotel's room types change, one loses its standard room, one has no live room type at all
      if (i === 1) await t.db.execute(sql`update room_types set max_children = 3, max_occupancy = 5 where hotel_id = ${id}`);
      if (i === 2) await t.db.execute(sql`update room_types set archived_at = now() where hotel_id = ${id} and name = 'Standard room'`);
      if (i === 4) await t.db.execute(sql`delete from room_types where hotel_id = ${id}`);
    }
    const limits = new Map<string, RoomLimits[]>();
    for (const id of ids)
      limits.set(
        id,
        rowsOf<RoomLimits>(
          await t.db.execute(sql`
            select max_adults as "maxAdults", max_children as "maxChildren", max_occupancy as "maxOccupancy"
              from room_types where hotel_id = ${id} and archived_at is null`),
        ),
      );
    const expected = (rooms: RoomGuests[]) =>
      ids
        .flatMap((id, i) =>
          rooms.every((room) => limits.get(id)!.some((l) => fits(l, room, { ...ageRules[i]!, childAgeBands: [] }))) ? [`Fit ${i}`] : [],
        )
        .sort();
    const ages = [[], [0], [1], [2], [5], [9], [11], [5, 9], [1, 13], [2, 2, 2], [7, 9, 15], [0, 3, 10, 12]];
    const asked: RoomGuests[][] = [];
    for (let adults = 1; adults <= 4; adults++)
      for (const childAges of ages) if (adults + childAges.length <= 8) asked.push([{ adults, childAges }]);
    asked.push(
      [
        { adults: 2, childAges: [5] },
        { adults: 1, childAges: [] },
      ],
      [
        { adults: 3, childAges: [] },
        { adults: 1, childAges: [9, 9] },
      ],
    );
    const listed = async (query: string) => {
      const res = await call(t, guest, 'GET', `/api/hotel?location=${place}&sort=price&limit=20&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .map((h: { name: string }) => h.name)
        .sort();
    };
    const checkin = addDays(todayInIndia(), 30);
    const dates = `checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
    for (const rooms of asked) {
      const query = rooms.map((r) => `occupancy=${r.adults}${r.childAges.length ? `:${r.childAges.join(',')}` : ''}`).join('&');
      expect(await listed(query), query).toEqual(expected(rooms));
      // dated, the same but for the hotel whose only priced room type (the standard room) was archived
      expect(await listed(`${dates}&${query}`), `${dates}&${query}`).toEqual(expected(rooms).filter((n) => n !== 'Fit 2'));
    }
  });
});
