// The quote figure of issue 29, for the `quote` part of `npm run bench`: POST /api/quote for a family's stay of
// 14 nights in 4 rooms with children (each room of its own type, priced for its guests by occupancy and age
// band, GST a room a night), in process through the real app (Fastify's inject: the route, validation, the
// service and the database), on the embedded database and, when `serverUrl` names a PostgreSQL server, on a
// fresh database there (dropped afterwards). Not a test: it prints figures.
import { performance } from 'node:perf_hooks';
import { addDays, todayInIndia } from '../../packages/contract/src/rules/dates.ts';
import { insertHotel } from '../../apps/api/test/helpers/fixtures.ts';
import { createTestApp, signedInAs, type TestApp } from '../../apps/api/test/helpers/test-app.ts';

const TARGET_MS = 20;
const day = (n: number) => addDays(todayInIndia(), n);

async function send(
  t: TestApp,
  who: { headers: Record<string, string> } | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
) {
  const res = await t.app.inject({ method, url, headers: who?.headers, ...(body && { payload: body }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

/** A hotel with age bands, 4 room types priced by occupancy, and a year of nights open. */
async function familyHotel(t: TestApp) {
  const owner = await signedInAs(t, 'hotel');
  const hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 400_000, rooms: 10 })).id;
  const url = (p: string) => `/api/hotels/${hotelId}${p}`;
  const current = await send(t, owner, 'GET', `/api/hotel/${hotelId}`);
  await send(t, owner, 'PUT', `/api/hotel/${hotelId}`, {
    ...current,
    ageRules: {
      infantBelowAge: 2,
      adultFromAge: 12,
      childAgeBands: [
        { fromAge: 2, toAge: 5 },
        { fromAge: 6, toAge: 11 },
      ],
    },
  });
  const types: string[] = [(await send(t, owner, 'GET', url('/room-types')))[0]._id];
  for (const name of ['Deluxe', 'Family room', 'Suite'])
    types.push((await send(t, owner, 'POST', url('/room-types'), { name, rooms: 8, maxAdults: 3, maxChildren: 2, maxOccupancy: 4 }))._id);
  const plan = (await send(t, owner, 'GET', url('/rate-plans')))[0]._id as string;
  await send(t, owner, 'PUT', url(`/rate-plans/${plan}`), {
    name: 'Room only',
    mealPlan: 'EP',
    prices: types.map((roomTypeId, i) => ({
      roomTypeId,
      price: 4000 + 1500 * i,
      byAdults: { '1': 3500 + 1500 * i },
      extraAdult: 1200,
      extraChild: [0, 900],
    })),
  });
  return { hotelId, types, plan };
}

export async function measureHotelQuote({ runs = 100, serverUrl }: { runs?: number; serverUrl?: string } = {}) {
  for (const kind of ['embedded', 'postgres'] as const) {
    if (kind === 'postgres' && !serverUrl) continue;
    const before = process.env.TEST_DATABASE_URL;
    if (kind === 'postgres') process.env.TEST_DATABASE_URL = serverUrl;
    else delete process.env.TEST_DATABASE_URL;
    const t = await createTestApp({ logLevel: 'silent' });
    try {
      const h = await familyHotel(t);
      const guests = [
        { adults: 2, childAges: [] },
        { adults: 2, childAges: [5, 9] },
        { adults: 1, childAges: [1, 7] },
        { adults: 3, childAges: [10] },
      ];
      const body = (i: number) => ({
        kind: 'hotel',
        hotel: h.hotelId,
        checkInDate: day(10 + (i % 30)),
        checkOutDate: day(24 + (i % 30)),
        rooms: guests.map((g, r) => ({ ...g, roomTypeId: h.types[r], ratePlanId: h.plan })),
      });
      const timed = async (f: (i: number) => object) => {
        for (let i = 0; i < 5; i++) await send(t, undefined, 'POST', '/api/quote', f(i));
        const ms: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          await send(t, undefined, 'POST', '/api/quote', f(i));
          ms.push(performance.now() - t0);
        }
        ms.sort((a, b) => a - b);
        return { median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))]! };
      };
      const fmt = (f: { median: number; p95: number }) => `median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`;
      const family = await timed(body);
      // the same nights for one room named the old way (roomCount): what the rooms add
      const single = await timed((i) => ({ ...body(i), rooms: undefined, roomCount: 1, roomTypeId: h.types[0], ratePlanId: h.plan }));
      console.log(
        `${kind}: quote, 14 nights × 4 rooms with children (${runs} runs): ${fmt(family)} ` +
          `(target ${TARGET_MS} ms: ${family.p95 <= TARGET_MS ? 'met' : 'MISSED'}); one room the old way: ${fmt(single)}`,
      );
    } finally {
      await t.close();
      if (before === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = before;
    }
  }
}
