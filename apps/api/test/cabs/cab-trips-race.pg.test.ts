// One car, many travellers at once, over real HTTP against real PostgreSQL: exactly one trip wins, the rest are
// 409, and the database's own exclusion constraint keeps overlapping trips apart even for writers that skip
// the booking routine's lock.
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { placeById } from '../../src/modules/places/places.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertCab } from '../helpers/fixtures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const CONCURRENT = 30;
let t: TestApp;
let base: string;
let cookies: string[];
const delhi = placeById('delhi')!;
const placed = { baseCity: 'delhi', baseLat: delhi.lat, baseLng: delhi.lng };

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  cookies = [];
  for (let i = 0; i < 10; i++) cookies.push((await signedInAs(t, 'user')).cookie);
}, 60_000);
afterAll(() => t?.close());

const post = async (body: object, i: number) => {
  const res = await fetch(`${base}/api/cab/booking/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length]! },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
};

describe('one car, simultaneous trips, on PostgreSQL', () => {
  it(`of ${CONCURRENT} overlapping trips for one car exactly one is booked`, async () => {
    const cab = await insertCab(t.db, placed);
    // Delhi → Jaipur and back takes the car 11 h 12 min: pickups an hour apart all overlap the first
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        post(
          {
            cab: cab.id,
            trip: 'oneway',
            from: 'Delhi',
            to: 'Jaipur',
            pickupLocation: 'Connaught Place, Delhi',
            dropoffLocation: 'Jaipur',
            pickupTime: instantOfIndianTime(`${day(20)}T${String(6 + (i % 8)).padStart(2, '0')}:00`).toISOString(),
          },
          i,
        ),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    expect(byStatus).toEqual({ 201: 1, 409: CONCURRENT - 1 });
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from cab_bookings where cab_id = ${cab.id} and status <> 'Cancelled'`),
    ) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('two writers inserting overlapping trips at once without any lock: the database refuses one', async () => {
    const cab = await insertCab(t.db, placed);
    const [user] = rowsOf<{ id: string }>(await t.db.execute(sql`select id from users limit 1`));
    const { connection } = t.database;
    if (connection.kind !== 'postgres') throw new Error('PostgreSQL only');
    const url = connection.url;
    const a = new pg.Client({ connectionString: url });
    const b = new pg.Client({ connectionString: url });
    await a.connect();
    await b.connect();
    try {
      const at = (hour: number) => instantOfIndianTime(`${day(25)}T${String(hour).padStart(2, '0')}:00`);
      const insert = (c: pg.Client, startHour: number) =>
        c.query(
          `insert into cab_bookings (user_id, cab_id, pickup_location, dropoff_location, pickup_time, dropoff_time, busy_until, base_amount, total_amount)
           values ($1, $2, 'Delhi', 'Jaipur', $3, $4, $5, 100, 100)`,
          [user!.id, cab.id, at(startHour), at(startHour + 5), at(startHour + 10)],
        );
      await a.query('begin');
      await b.query('begin');
      await insert(a, 8);
      // b waits on a's uncommitted row; when a commits, b's insert is refused
      const second = insert(b, 12).then(
        () => 'inserted',
        (err: { code?: string }) => err.code,
      );
      await a.query('commit');
      expect(await second).toBe('23P01');
      await b.query('rollback');
    } finally {
      await a.end();
      await b.end();
    }
  });
});
