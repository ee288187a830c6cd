// Two API processes on one PostgreSQL database: each keeps its own catalogue cache, and a change made
// through one reaches the other through NOTIFY/LISTEN (decision 0015).
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema.ts';
import { askUntil, bookOneNight, renameHotel } from '../helpers/catalogue.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { closeAll, signedInAs, twoProcesses, type TestApp } from '../helpers/test-app.ts';

let one: TestApp, two: TestApp;
let hotelId: string;
beforeAll(async () => {
  [one, two] = await twoProcesses({ postgres: 'required' });
  hotelId = (await insertHotel(one.db, { name: 'Backwater Homestay', location: 'Alleppey, Kerala', rooms: 1 })).id;
});
afterAll(() => closeAll(one, two));

const LIST = '/api/hotel?location=alleppey';
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((h) => h.name);

describe('catalogue cache across processes on PostgreSQL', () => {
  it('a list cached by the second process changes after an admin edits the listing through the first', async () => {
    const admin = await signedInAs(one, 'admin');
    const cached = await two.app.inject({ url: LIST });
    expect(names(cached.body)).toEqual(['Backwater Homestay']);
    // a write that bypasses the API tells no one: the second process answers from its cache
    await one.db.update(hotels).set({ name: 'Written Behind Its Back' }).where(eq(hotels.id, hotelId));
    expect((await two.app.inject({ url: LIST })).body).toBe(cached.body);

    await renameHotel(one, admin, hotelId, 'Backwater Villa');
    await askUntil(two, LIST, (body) => names(body).includes('Backwater Villa'));
    const after = await two.app.inject({ url: LIST, headers: { 'if-none-match': cached.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(cached.headers.etag);
  });

  it('a booking through the first process changes a search with dates in the second', async () => {
    const guest = await signedInAs(one, 'user');
    const checkin = addDays(todayInIndia(), 30);
    const search = `${LIST}&checkin=${checkin}&checkout=${addDays(checkin, 1)}`;
    expect(names((await two.app.inject({ url: search })).body)).toHaveLength(1);
    await bookOneNight(one, guest, hotelId, checkin);
    await askUntil(two, search, (body) => names(body).length === 0);
  });
});
