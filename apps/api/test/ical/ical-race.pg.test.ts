// An imported block and bookings for the last room at once, on PostgreSQL (decision 0062): whichever writes
// the night first wins and the other gives way (the bookings are refused by the room_type_nights trigger,
// or the block takes no room and the feed reports the night); the night never has more rooms taken and
// blocked than it sells.
import { and, eq, sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, roomTypeNights } from '../../src/db/schema.ts';
import { feedOf, nightsFrom, startFeedServer, type FeedServer } from '../helpers/feed-server.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const ROUNDS = 6;
const BOOKERS = 8;
let t: TestApp;
let feeds: FeedServer;
let base: string;
const day = (n: number) => addDays(todayInIndia(), n);

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  feeds = await startFeedServer();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe('a feed and bookings race for the last room on PostgreSQL', () => {
  it(`in ${ROUNDS} rounds of a sync against ${BOOKERS} bookings, exactly one takes the one-room villa's night`, async () => {
    const owner = await signedInAs(t, 'hotel');
    const guest = await signedInAs(t, 'user');
    const hotelId = (await insertHotel(t.db, { ownerId: owner.id, rooms: 1 })).id;
    const roomTypeId = (await call(t, owner, 'GET', `/api/hotels/${hotelId}/room-types`)).json()[0]._id as string;
    const icalUrl = `/api/hotels/${hotelId}/room-types/${roomTypeId}/ical`;
    feeds.set('/race.ics', feedOf([]));
    const added = await call(t, owner, 'POST', icalUrl, { url: feeds.url('/race.ics') });
    expect(added.statusCode, added.body).toBe(200);
    const importId = added.json().imports[0]._id as string;
    const wanted: [string, string][] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const night = day(40 + round * 3);
      wanted.push(nightsFrom(night, 1));
      feeds.set('/race.ics', feedOf(wanted));
      const [sync, ...bookings] = await Promise.allSettled([
        fetch(`${base}${icalUrl}/imports/${importId}/sync`, { method: 'POST', headers: { cookie: owner.cookie } }).then((r) => r.status),
        // each booking in its own transaction, after a wait of up to 0.3 s: some rounds the block comes first
        ...Array.from({ length: BOOKERS }, (_, i) =>
          t.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_sleep(${((i * 37 + round * 11) % 30) / 100})`);
            await tx.insert(hotelBookings).values({
              userId: guest.id,
              hotelId,
              roomCount: 1,
              checkInDate: night,
              checkOutDate: addDays(night, 1),
              status: 'Confirmed',
              baseAmount: 1,
              totalAmount: 1,
            });
          }),
        ),
      ]);
      expect(sync).toEqual({ status: 'fulfilled', value: 200 });
      const booked = bookings.filter((b) => b.status === 'fulfilled').length;
      const [row] = await t.db
        .select({ taken: roomTypeNights.roomsTaken, blocked: roomTypeNights.roomsBlocked })
        .from(roomTypeNights)
        .where(and(eq(roomTypeNights.roomTypeId, roomTypeId), eq(roomTypeNights.night, night)));
      expect([row!.taken, row!.blocked], `round ${round}`).toEqual([booked, 1 - booked]);
      expect(booked + row!.blocked, `round ${round}`).toBe(1);
      const conflicts = (await call(t, owner, 'GET', icalUrl)).json().imports[0].conflicts as string[];
      expect(conflicts.includes(night), `round ${round}`).toBe(booked === 1);
    }
  });

  it('a night the feed has closed: bookings of it at once are all refused by the database', async () => {
    const owner = await signedInAs(t, 'hotel');
    const guest = await signedInAs(t, 'user');
    const hotelId = (await insertHotel(t.db, { ownerId: owner.id, rooms: 1 })).id;
    const roomTypeId = (await call(t, owner, 'GET', `/api/hotels/${hotelId}/room-types`)).json()[0]._id as string;
    feeds.set('/closed.ics', feedOf([nightsFrom(day(60), 1)]));
    const added = await call(t, owner, 'POST', `/api/hotels/${hotelId}/room-types/${roomTypeId}/ical`, { url: feeds.url('/closed.ics') });
    expect(added.json().imports[0].nightsClosed).toBe(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: BOOKERS }, () =>
        t.db.insert(hotelBookings).values({
          userId: guest.id,
          hotelId,
          roomCount: 1,
          checkInDate: day(59),
          checkOutDate: day(61),
          status: 'Confirmed',
          baseAmount: 1,
          totalAmount: 1,
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(BOOKERS).fill('rejected'));
    for (const o of outcomes as PromiseRejectedResult[])
      expect((o.reason as { cause?: { code?: string } }).cause?.code ?? (o.reason as { code?: string }).code).toBe('RH409');
  });
});
