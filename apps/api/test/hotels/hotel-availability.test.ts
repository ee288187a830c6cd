// Availability is answered from the per-night inventory that triggers keep (docs/decisions/0010-hotel-search-at-scale.md).
// Here every answer is checked against a brute-force count over the bookings themselves: after randomised
// bookings, cancellations and reschedules through the API (whose capacity check must agree too), and after
// writes straight to the table (inserts, status, date, room-count and hotel changes, deletes, a rollback)
// that only the triggers can follow.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayInIndia } from '@raahi/contract/rules/dates';
import { roomsNeededFor } from '@raahi/contract/rules/sellability';
import { isRoomsSoldOut } from '../../src/lib/db-errors.ts';
import { hotelBookings, hotelRoomNights, hotels, roomTypes } from '../../src/db/schema.ts';
import { rng, type Rng } from '../../src/db/seed/random.ts';
import { call } from '../helpers/requests.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { appWith, signedInAs, type TestApp } from '../helpers/test-app.ts';

type Actor = Awaited<ReturnType<typeof signedInAs>>;

let t: TestApp;
let guest: Actor;
let admin: Actor;
const today = todayInIndia();
const day = (n: number) => addDays(today, n);
/** a fresh seed each run, named in every failure so a failing run can be replayed */
const SEED = Number(process.env.AVAILABILITY_SEED ?? Math.floor(Math.random() * 1_000_000));
const seedNote = `AVAILABILITY_SEED=${SEED}`;

beforeAll(async () => {
  ({ t, guest, admin } = await appWith({ guest: 'user', admin: 'admin' }));
});
afterAll(() => t?.close());

const LOCATION = (tag: string) => `Availability ${tag}`;

async function makeHotels(tag: string, rooms: number[]) {
  const rows = [];
  for (const [i, r] of rooms.entries())
    rows.push(await insertHotel(t.db, { name: `${tag} hotel ${i}`, location: LOCATION(tag), rooms: r }));
  return rows;
}

/** What the bookings say, counted the slow way: rooms held per hotel and night by bookings that are not Cancelled. */
async function takenByBruteForce(hotelIds: string[]): Promise<Map<string, number>> {
  const bookings = await t.db
    .select()
    .from(hotelBookings)
    .where(and(inArray(hotelBookings.hotelId, hotelIds), ne(hotelBookings.status, 'Cancelled')));
  const taken = new Map<string, number>();
  for (const b of bookings)
    for (let n = 0; n < daysBetween(b.checkInDate, b.checkOutDate); n++) {
      const k = `${b.hotelId} ${addDays(b.checkInDate, n)}`;
      taken.set(k, (taken.get(k) ?? 0) + b.roomCount);
    }
  return taken;
}

/** The inventory the triggers keep, with nights at 0 left out. */
async function takenByInventory(hotelIds: string[]): Promise<Map<string, number>> {
  const rows = await t.db
    .select()
    .from(hotelRoomNights)
    .where(and(inArray(hotelRoomNights.hotelId, hotelIds), ne(hotelRoomNights.roomsTaken, 0)));
  return new Map(rows.map((r) => [`${r.hotelId} ${r.night}`, r.roomsTaken]));
}

/** Rooms held per room type and night by bookings that are not Cancelled, counted the slow way. */
async function takenByRoomType(hotelIds: string[]): Promise<Map<string, number>> {
  const bookings = await t.db
    .select()
    .from(hotelBookings)
    .where(and(inArray(hotelBookings.hotelId, hotelIds), ne(hotelBookings.status, 'Cancelled')));
  const taken = new Map<string, number>();
  for (const b of bookings)
    for (let n = 0; n < daysBetween(b.checkInDate, b.checkOutDate); n++) {
      const k = `${b.roomTypeId} ${addDays(b.checkInDate, n)}`;
      taken.set(k, (taken.get(k) ?? 0) + b.roomCount);
    }
  return taken;
}

/**
 * Hotels of `tag` that can sell [checkin, checkout) to `guests`, by brute force: some live room type of theirs
 * has the rooms the guests need free on every night (each hotel here sells one room type under one plan).
 */
async function expectedAvailable(tag: string, checkin: string, checkout: string, guests: number) {
  const live = await t.db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.location, LOCATION(tag)), isNull(hotels.archivedAt)));
  const ids = live.map((h) => h.id);
  const types = ids.length
    ? await t.db
        .select()
        .from(roomTypes)
        .where(and(inArray(roomTypes.hotelId, ids), isNull(roomTypes.archivedAt)))
    : [];
  const taken = await takenByRoomType(ids);
  const nights = Array.from({ length: daysBetween(checkin, checkout) }, (_, n) => addDays(checkin, n));
  const sells = (ty: (typeof types)[number]) => {
    const rooms = roomsNeededFor(guests, ty.maxOccupancy);
    return ty.rooms >= rooms && nights.every((night) => (taken.get(`${ty.id} ${night}`) ?? 0) + rooms <= ty.rooms);
  };
  return live
    .filter((h) => types.some((ty) => ty.hotelId === h.id && sells(ty)))
    .map((h) => h.id)
    .sort();
}

async function searched(tag: string, query: string) {
  // some steps write straight to the database, past the API that tells the catalogue cache: this test is
  // about the inventory the SQL keeps, so every search reads it afresh
  await t.app.catalogue.feed.publish(['availability']);
  const res = await t.app.inject({ method: 'GET', url: `/api/hotel?location=${encodeURIComponent(LOCATION(tag))}&limit=100&${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const ids = res
    .json()
    .map((h: { _id: string }) => h._id)
    .sort();
  expect(Number(res.headers['x-total-count']), `${seedNote} total of ${query}`).toBe(ids.length);
  return ids as string[];
}

/** The search answers what brute force answers, for a stay and a party size. */
async function expectSearchAgrees(tag: string, checkin: string, checkout: string, guests: number, why: string) {
  const q = `checkin=${checkin}&checkout=${checkout}&guests=${guests}`;
  expect(await searched(tag, q), `${seedNote} ${why}: ${q}`).toEqual(await expectedAvailable(tag, checkin, checkout, guests));
}

async function expectInventoryAgrees(hotelIds: string[], why: string) {
  expect(Object.fromEntries(await takenByInventory(hotelIds)), `${seedNote} ${why}`).toEqual(
    Object.fromEntries(await takenByBruteForce(hotelIds)),
  );
}

const randomStay = (r: Rng, lastCheckIn = 12) => {
  const from = r.int(1, lastCheckIn);
  return { checkin: day(from), checkout: day(from + r.int(1, 3)) };
};

describe('the last room of a night', () => {
  it('shows the hotel while a room is free, hides it when the last one goes, and frees it on cancellation', async () => {
    const [h] = await makeHotels('last-room', [2]);
    const hotel = h!.id;
    const stay = { checkin: day(5), checkout: day(7) };
    const found = async (guests: number, s = stay) =>
      (await searched('last-room', `checkin=${s.checkin}&checkout=${s.checkout}&guests=${guests}`)).length === 1;
    const book = (roomCount: number, checkInDate = day(6), checkOutDate = day(7)) =>
      call(t, guest, 'POST', '/api/booking/create', { hotel, roomCount, checkInDate, checkOutDate, guests: 2 * roomCount });

    expect(await found(4)).toBe(true);
    // without dates, guests still ask for enough rooms: two rooms fit four, not five
    const withoutDates = async (guests: number) => (await searched('last-room', `guests=${guests}`)).length === 1;
    expect(await withoutDates(4)).toBe(true);
    expect(await withoutDates(5)).toBe(false);
    const first = await book(1);
    expect(first.statusCode).toBe(201);
    // one room left on night +6: two guests fit, four (two rooms) do not
    expect(await found(2)).toBe(true);
    expect(await found(3)).toBe(false);
    expect(await found(4)).toBe(false);
    const last = await book(1);
    expect(last.statusCode, last.body).toBe(201);
    expect(await found(1)).toBe(false);
    // night +5 and the check-out day +7 are still free
    expect(await found(4, { checkin: day(5), checkout: day(6) })).toBe(true);
    expect(await found(4, { checkin: day(7), checkout: day(9) })).toBe(true);
    const sold = await book(1, day(5), day(7));
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('sold_out');
    // a guest cancels: the room is back for the search and for the next booking
    expect((await call(t, guest, 'POST', `/api/bookings/${last.json()._id}/cancel`)).statusCode).toBe(200);
    expect(await found(2)).toBe(true);
    expect((await book(1, day(5), day(7))).statusCode).toBe(201);
    expect(await found(1)).toBe(false);
    await expectInventoryAgrees([hotel], 'after the last-room story');
  });
});

describe('moving a stay that holds the last room', () => {
  it('moves over its own nights (the capacity check leaves the stay itself out), not onto a taken night', async () => {
    const [a, b] = await makeHotels('move', [1, 1]);
    const book = (hotel: string, from: number, to: number) =>
      call(t, guest, 'POST', '/api/booking/create', { hotel, roomCount: 1, checkInDate: day(from), checkOutDate: day(to), guests: 2 });
    const stay = await book(a!.id, 3, 5);
    expect(stay.statusCode).toBe(201);
    const moved = await call(t, guest, 'POST', `/api/bookings/${stay.json()._id}/reschedule`, { date: day(4) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await searched('move', `checkin=${day(3)}&checkout=${day(4)}`)).toEqual([a!.id, b!.id].sort());
    expect(await searched('move', `checkin=${day(5)}&checkout=${day(6)}`)).toEqual([b!.id]);
    expect((await book(a!.id, 7, 8)).statusCode).toBe(201);
    const clash = await call(t, guest, 'POST', `/api/bookings/${stay.json()._id}/reschedule`, { date: day(6) });
    expect(clash.statusCode).toBe(409);
    await expectInventoryAgrees([a!.id, b!.id], 'after the moves');
  });
});

describe('randomised bookings through the API', () => {
  it('the capacity check, the inventory and the search all agree with brute force', async () => {
    const r = rng(SEED);
    const hs = await makeHotels('api', [1, 2, 3, 4, 6]);
    const ids = hs.map((h) => h.id);
    const rooms = new Map(hs.map((h) => [h.id, h.rooms]));
    // bookings go round a pool of guests: one account may hold only so much unpaid (UNPAID_CAPS), and
    // 70 steps of at most 3 rooms × 3 nights stay within it over twelve accounts
    const guests = await Promise.all(Array.from({ length: 12 }, () => signedInAs(t, 'user')));
    const live: { id: string; guest: Actor }[] = [];
    let made = 0;

    for (let step = 0; step < 70; step++) {
      const roll = r.next();
      if (roll < 0.55 || live.length === 0) {
        const hotel = r.pick(ids);
        const { checkin, checkout } = randomStay(r);
        const roomCount = r.int(1, 3);
        const taken = await takenByBruteForce([hotel]);
        const nights = Array.from({ length: daysBetween(checkin, checkout) }, (_, n) => addDays(checkin, n));
        const fits = nights.every((n) => (taken.get(`${hotel} ${n}`) ?? 0) + roomCount <= rooms.get(hotel)!);
        const by = guests[made++ % guests.length]!;
        const res = await call(t, by, 'POST', '/api/booking/create', {
          hotel,
          roomCount,
          checkInDate: checkin,
          checkOutDate: checkout,
          guests: roomCount * 2,
        });
        expect(res.statusCode, `${seedNote} step ${step}: book ${roomCount} at ${checkin}–${checkout}: ${res.body}`).toBe(fits ? 201 : 409);
        if (fits) live.push({ id: res.json()._id, guest: by });
      } else if (roll < 0.75) {
        const { id, guest: owner } = live.splice(r.int(0, live.length - 1), 1)[0]!;
        const res = await call(t, r.chance(0.5) ? owner : admin, 'POST', `/api/bookings/${id}/cancel`, { reason: 'Overbooked.' });
        expect(res.statusCode, `${seedNote} step ${step}: cancel`).toBe(200);
      } else {
        const { id, guest: owner } = r.pick(live);
        const [b] = await t.db.select().from(hotelBookings).where(eq(hotelBookings.id, id));
        // half the moves are by a day or two, over the stay's own nights
        const from = r.chance(0.5) ? Math.max(1, daysBetween(today, b!.checkInDate) + r.pick([-2, -1, 1, 2])) : r.int(1, 12);
        const nights = daysBetween(b!.checkInDate, b!.checkOutDate);
        const others = await t.db
          .select()
          .from(hotelBookings)
          .where(and(eq(hotelBookings.hotelId, b!.hotelId), ne(hotelBookings.status, 'Cancelled'), ne(hotelBookings.id, id)));
        const fits = Array.from({ length: nights }, (_, n) => day(from + n)).every(
          (night) =>
            others.filter((o) => o.checkInDate <= night && o.checkOutDate > night).reduce((s, o) => s + o.roomCount, 0) + b!.roomCount <=
            rooms.get(b!.hotelId)!,
        );
        const res = await call(t, owner, 'POST', `/api/bookings/${id}/reschedule`, { date: day(from) });
        const expected = day(from) === b!.checkInDate || fits ? 200 : 409;
        expect(res.statusCode, `${seedNote} step ${step}: reschedule to ${day(from)}: ${res.body}`).toBe(expected);
      }
      await expectInventoryAgrees(ids, `step ${step}`);
      const stay = randomStay(r);
      await expectSearchAgrees('api', stay.checkin, stay.checkout, r.int(1, 6), `step ${step}`);
    }
  });
});

describe('writes straight to hotel_bookings', () => {
  it('are followed by the triggers: inserts, status, dates, room counts, another hotel, deletes, a rollback', async () => {
    const r = rng(SEED + 1);
    const hs = await makeHotels('direct', [1, 2, 3, 5]);
    const ids = hs.map((h) => h.id);
    // these writes overbook the hotels' counts on purpose; the database refuses a write that oversells a room
    // type (migration 0019, rooms-race.pg.test.ts), so here the room types, which the search reads, sell eight
    // rooms: most writes go through, one that would oversell is refused whole, and either way the search agrees
    await t.db.update(roomTypes).set({ rooms: 8 }).where(inArray(roomTypes.hotelId, ids));
    const unlessSoldOut = (write: PromiseLike<unknown>) =>
      Promise.resolve(write).catch((e: unknown) => {
        if (!isRoomsSoldOut(e) && !isRoomsSoldOut((e as { cause?: unknown }).cause)) throw e;
      });
    const row = () => {
      const { checkin, checkout } = randomStay(r);
      return {
        userId: guest.id,
        hotelId: r.pick(ids),
        roomCount: r.int(1, 3),
        checkInDate: checkin,
        checkOutDate: checkout,
        status: r.pick(['Pending', 'Confirmed', 'Cancelled'] as const),
        baseAmount: 1,
        totalAmount: 1,
      };
    };
    const ours = inArray(hotelBookings.hotelId, ids);
    const someOf = async (n: number) => {
      const all = await t.db.select({ id: hotelBookings.id }).from(hotelBookings).where(ours);
      return r.sample(all, Math.min(n, all.length)).map((b) => b.id);
    };

    await unlessSoldOut(t.db.insert(hotelBookings).values(Array.from({ length: 12 }, row)));
    await expectInventoryAgrees(ids, 'a multi-row insert');

    for (let step = 0; step < 30; step++) {
      const picked = await someOf(r.int(1, 4));
      const where = inArray(hotelBookings.id, picked);
      const what = r.int(0, 6);
      const apply = async () => {
        if (what === 0) await t.db.update(hotelBookings).set({ status: 'Cancelled' }).where(where);
        else if (what === 1)
          await t.db
            .update(hotelBookings)
            .set({ status: r.pick(['Pending', 'Confirmed'] as const) })
            .where(where);
        else if (what === 2)
          await t.db
            .update(hotelBookings)
            .set({
              checkInDate: sql`${hotelBookings.checkInDate} + ${r.int(-2, 3)}::int`,
              checkOutDate: sql`${hotelBookings.checkOutDate} + ${r.int(3, 5)}::int`,
            })
            .where(where);
        else if (what === 3)
          await t.db
            .update(hotelBookings)
            .set({ roomCount: r.int(1, 4) })
            .where(where);
        else if (what === 4)
          await t.db
            .update(hotelBookings)
            .set({ hotelId: r.pick(ids) })
            .where(where);
        else if (what === 5) await t.db.delete(hotelBookings).where(where);
        else await t.db.insert(hotelBookings).values(Array.from({ length: r.int(1, 3) }, row));
      };
      await unlessSoldOut(apply());
      await expectInventoryAgrees(ids, `direct step ${step} (${what})`);
      const stay = randomStay(r, 14);
      await expectSearchAgrees('direct', stay.checkin, stay.checkout, r.int(1, 8), `direct step ${step}`);
    }

    // a write that rolls back leaves the inventory as it was: rooms enough that the insert itself is not refused
    await t.db.update(roomTypes).set({ rooms: 100 }).where(inArray(roomTypes.hotelId, ids));
    const before = await takenByInventory(ids);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(hotelBookings).values(Array.from({ length: 5 }, () => ({ ...row(), status: 'Confirmed' as const })));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await takenByInventory(ids)).toEqual(before);
  });
});
