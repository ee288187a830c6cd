// With REDIS_URL, processes tell each other of catalogue changes through Redis pub/sub (decision 0015).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askUntil, renameHotel } from '../helpers/catalogue.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { closeAll, signedInAs, twoProcesses, type TestApp } from '../helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL!;
let one: TestApp, two: TestApp;
beforeAll(async () => {
  [one, two] = await twoProcesses({ redisUrl });
});
afterAll(() => closeAll(one, two));

describe('catalogue cache with REDIS_URL', () => {
  it('a list cached by the second process changes after an admin edits the listing through the first', async () => {
    const hotelId = (await insertHotel(one.db, { name: 'Tea Garden Bungalow', location: 'Munnar, Kerala' })).id;
    const admin = await signedInAs(one, 'admin');
    const url = '/api/hotel?location=munnar';
    const cached = await two.app.inject({ url });
    expect(cached.json()).toHaveLength(1);
    await renameHotel(one, admin, hotelId, 'Tea Estate Bungalow');
    await askUntil(two, url, (body) => body.includes('Tea Estate Bungalow'));
    expect((await two.app.inject({ url, headers: { 'if-none-match': cached.headers.etag as string } })).statusCode).toBe(200);
  });
});
