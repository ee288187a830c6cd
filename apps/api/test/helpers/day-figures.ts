// The per-day figures that triggers keep (listing_day_figures, booking_day_totals) against a count made
// afresh from the booking tables: the two must always agree.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

const BOOKINGS = sql.raw(`(
  select 'hotel' as kind, hotel_id as listing_id, created_at, status, paid_amount, refunded_amount, total_amount from hotel_bookings
  union all select 'cab', cab_id, created_at, status, paid_amount, refunded_amount, total_amount from cab_bookings
  union all select 'tour', tour_id, created_at, status, paid_amount, refunded_amount, total_amount from tour_bookings)`);

const FIGURES = `count(*)::int as bookings, (count(*) filter (where paid_amount > 0))::int as paid,
  (count(*) filter (where status = 'Cancelled'))::int as cancelled, sum(paid_amount)::text as revenue,
  sum(refunded_amount)::text as refunds, coalesce(sum(total_amount) filter (where paid_amount > 0), 0)::text as paid_totals`;
const SUMS = `sum(bookings)::int as bookings, sum(paid)::int as paid, sum(cancelled)::int as cancelled, sum(revenue)::text as revenue,
  sum(refunds)::text as refunds, sum(paid_totals)::text as paid_totals`;

const rows = async (t: TestApp, q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.db.execute(q));

export async function expectDayFiguresMatchBookings(t: TestApp) {
  const day = sql.raw(`to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`);
  const perListing = await rows(
    t,
    sql`select kind, listing_id::text, ${day} as day, ${sql.raw(FIGURES)} from ${BOOKINGS} b group by 1, 2, 3 order by 1, 2, 3`,
  );
  const kept = await rows(
    t,
    sql`select kind, listing_id::text, to_char(day, 'YYYY-MM-DD') as day, ${sql.raw(SUMS)} from listing_day_figures
        group by 1, 2, 3 having sum(bookings) <> 0 order by 1, 2, 3`,
  );
  expect(kept).toEqual(perListing);
  const perDay = await rows(t, sql`select kind, ${day} as day, ${sql.raw(FIGURES)} from ${BOOKINGS} b group by 1, 2 order by 1, 2`);
  const totals = await rows(
    t,
    sql`select kind, to_char(day, 'YYYY-MM-DD') as day, ${sql.raw(SUMS)} from booking_day_totals
        group by 1, 2 having sum(bookings) <> 0 order by 1, 2`,
  );
  expect(totals).toEqual(perDay);
  return perListing.length;
}
