// `npm run seed:scale` (scripts/scale/seed-scale.ts) is idempotent: a second run leaves the same data, a
// fresh database gets the same data, a smaller run followed by a larger one comes back to it, and a run
// puts back synthetic rows someone changed. Its bookings never oversell a night.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { scaleBookingId, scaleHotelId, seedScale, SCALE_USERS } from '../../../../scripts/scale/seed-scale.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const HOTELS = 2000;
const today = todayInIndia();
const names = [`raahi_test_scale_${randomBytes(5).toString('hex')}`, `raahi_test_scale_${randomBytes(5).toString('hex')}`];
const urlOf = (name: string) => {
  const u = new URL(baseUrl!);
  u.pathname = `/${name}`;
  return u.toString();
};
const [first, second] = names.map(urlOf) as [string, string];

async function onServer(url: string, text: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

/**
 * A digest of every row the seed writes (nights at 0 rooms are the same as no row). A booking's room type and
 * plan are left out: each database's trigger gives a hotel's first room type and plan ids of their own.
 */
async function fingerprint(url: string) {
  const [row] = await onServer(
    url,
    `select
       (select md5(string_agg(h::text, '|' order by h.id)) from hotels h) as hotels,
       (select md5(string_agg((to_jsonb(b) - 'room_type_id' - 'rate_plan_id')::text, '|' order by b.id)) from hotel_bookings b) as bookings,
       (select md5(string_agg(u::text, '|' order by u.id)) from users u) as users,
       (select md5(string_agg(n::text, '|' order by n.hotel_id, n.night)) from hotel_room_nights n where rooms_taken <> 0) as nights,
       (select count(*)::int from hotels) as hotel_count,
       (select count(*)::int from hotel_bookings) as booking_count`,
  );
  return row as { hotels: string; bookings: string; users: string; nights: string; hotel_count: number; booking_count: number };
}

beforeAll(async () => {
  for (const name of names) await onServer(baseUrl!, `create database ${name}`);
});
afterAll(async () => {
  for (const name of names) await onServer(baseUrl!, `drop database if exists ${name} with (force)`);
});

describe('seed:scale', () => {
  it('writes the same rows every time, in any database, and after a smaller run', async () => {
    const once = await seedScale(first, { hotels: HOTELS, today });
    expect(once).toMatchObject({ hotels: HOTELS, bookings: HOTELS, rowsWritten: SCALE_USERS + 2 * HOTELS, rowsRemoved: 0 });
    const seeded = await fingerprint(first);
    expect(seeded).toMatchObject({ hotel_count: HOTELS, booking_count: HOTELS });

    const twice = await seedScale(first, { hotels: HOTELS, today });
    expect(twice).toMatchObject({ rowsWritten: 0, rowsRemoved: 0 });
    expect(await fingerprint(first)).toEqual(seeded);

    await seedScale(second, { hotels: HOTELS, today });
    expect(await fingerprint(second)).toEqual(seeded);

    const smaller = await seedScale(first, { hotels: HOTELS / 4, today });
    expect(smaller.rowsRemoved).toBeGreaterThan(0);
    expect(await fingerprint(first)).toMatchObject({ hotel_count: HOTELS / 4, booking_count: HOTELS / 4 });
    await seedScale(first, { hotels: HOTELS, today });
    expect(await fingerprint(first)).toEqual(seeded);
  });

  it('puts back synthetic rows that were changed', async () => {
    const seeded = await fingerprint(first);
    await onServer(first, `update hotels set name = 'Renamed', rooms = rooms + 5 where id = $1`, [scaleHotelId(7)]);
    await onServer(first, `update hotel_bookings set status = 'Cancelled' where id = $1 or id = $2`, [
      scaleBookingId(3),
      scaleBookingId(4),
    ]);
    expect(await fingerprint(first)).not.toEqual(seeded);
    const again = await seedScale(first, { hotels: HOTELS, today });
    expect(again.rowsWritten).toBeGreaterThanOrEqual(2);
    expect(await fingerprint(first)).toEqual(seeded);
  });

  it('never books more rooms than a hotel has, and the per-night inventory matches its bookings', async () => {
    const [check] = await onServer(
      first,
      `with truth as (
         select hotel_id, d::date as night, sum(room_count)::int as taken
         from hotel_bookings, generate_series(check_in_date, check_out_date - 1, interval '1 day') as d
         where status <> 'Cancelled' group by 1, 2)
       select
         (select count(*)::int from truth t join hotels h on h.id = t.hotel_id where t.taken > h.rooms) as oversold,
         (select count(*)::int from truth t full join hotel_room_nights n using (hotel_id, night)
           where coalesce(t.taken, 0) <> coalesce(n.rooms_taken, 0)) as mismatched,
         (select count(*)::int from truth t join hotels h on h.id = t.hotel_id where t.taken = h.rooms) as sold_out_nights`,
    );
    expect(check).toMatchObject({ oversold: 0, mismatched: 0 });
    // popular hotels fill up, so the availability search has sold-out nights to leave out
    expect(check!.sold_out_nights).toBeGreaterThan(0);
  });
});
