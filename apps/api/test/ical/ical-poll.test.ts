// Imported calendars are polled on the job queue (decision 0062): the every-minute `ical.poll` job queues a
// sync of each feed not tried for ICAL_POLL_MINUTES, and the `ical.sync` job reads and applies it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icalImports } from '../../src/db/schema.ts';
import { ICAL_POLL_JOB } from '../../src/modules/ical/job-names.ts';
import { day } from '../helpers/booking-helpers.ts';
import { feedOf, nightsFrom, startFeedServer, type FeedServer } from '../helpers/feed-server.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';
import { waitUntil } from '../helpers/wait.ts';

let t: TestApp;
let feeds: FeedServer;

beforeAll(async () => {
  t = await createTestApp({ jobQueue: 'workers', jobPollingSeconds: 0.5, icalPollMinutes: 30 });
  feeds = await startFeedServer();
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe('the poll on the job queue', () => {
  it('syncs a feed not tried for ICAL_POLL_MINUTES, and leaves one tried since', async () => {
    const owner = await signedInAs(t, 'hotel');
    const hotelId = (await insertHotel(t.db, { ownerId: owner.id, rooms: 1 })).id;
    const roomTypeId = (await call(t, owner, 'GET', `/api/hotels/${hotelId}/room-types`)).json()[0]._id;
    const url = `/api/hotels/${hotelId}/room-types/${roomTypeId}/ical`;
    feeds.set('/stale.ics', feedOf([]));
    feeds.set('/fresh.ics', feedOf([]));
    const added = await call(t, owner, 'POST', url, { url: feeds.url('/stale.ics') });
    expect(added.statusCode, added.body).toBe(200);
    await call(t, owner, 'POST', url, { url: feeds.url('/fresh.ics') });
    const [stale, fresh] = (await call(t, owner, 'GET', url)).json().imports;
    // the other site takes the villa for two nights; one feed was last tried 31 minutes ago, the other just now
    feeds.set('/stale.ics', feedOf([nightsFrom(day(5), 2)]));
    feeds.set('/fresh.ics', feedOf([nightsFrom(day(8), 1)]));
    await t.db
      .update(icalImports)
      .set({ lastTriedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(icalImports.id, stale._id));
    const freshHits = feeds.hits('/fresh.ics');

    await t.app.jobs.enqueue(ICAL_POLL_JOB, {});
    await waitUntil('the stale feed synced by the queue', async () => {
      const imp = (await call(t, owner, 'GET', url)).json().imports.find((i: { _id: string }) => i._id === stale._id);
      return imp.nightsClosed === 2;
    });
    const rooms = await call(t, owner, 'GET', `/api/hotel/${hotelId}/rooms?checkin=${day(5)}&checkout=${day(7)}&guests=1`);
    expect(rooms.json()[0].roomsLeft).toBe(0);
    expect(feeds.hits('/fresh.ics')).toBe(freshHits);
    const again = (await call(t, owner, 'GET', url)).json().imports.find((i: { _id: string }) => i._id === fresh._id);
    expect(again.nightsClosed).toBe(0);
  });
});
