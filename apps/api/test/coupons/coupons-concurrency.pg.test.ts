// A coupon's total limit under concurrency, over real HTTP against real PostgreSQL: 30 accounts book at
// once with a code that has one use left; exactly one booking gets it, the rest are told it is used up.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { insertTour } from '../helpers/fixtures.ts';
import { createCoupon } from '../helpers/money-helpers.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

const ACCOUNTS = 30;
let t: TestApp;
let base: string;
let cookies: string[];

beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  cookies = [];
  for (let i = 0; i < ACCOUNTS; i++) cookies.push((await signedInAs(t, 'user')).cookie);
}, 120_000);
afterAll(() => t?.close());

describe('a coupon with one use left, used by 30 accounts at once', () => {
  it('exactly one booking gets the discount; the others are refused with the reason and book nothing', async () => {
    const content = await signedInAs(t, 'content');
    // a tour per account, so the bookings do not queue behind one listing's lock: only the code is shared
    const tours = await Promise.all(Array.from({ length: ACCOUNTS }, () => insertTour(t.db, { price: 500_000 })));
    const offer = await createCoupon(
      t,
      content,
      { relatedTo: 'Tour', relatedId: tours[0]!.id },
      {
        couponCode: 'LASTONE',
        discountValue: 10,
        appliesTo: 'tours',
        totalLimit: 2,
      },
    );
    // one of the two uses is taken already
    const first = await fetch(`${base}/api/tour/booking/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: content.cookie },
      body: JSON.stringify({ tourId: tours[0]!.id, bookingDate: addDays(todayInIndia(), 3), couponCode: 'LASTONE' }),
    });
    expect(first.status).toBe(201);

    const results = await Promise.all(
      cookies.map(async (cookie, i) => {
        const res = await fetch(`${base}/api/tour/booking/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ tourId: tours[i]!.id, bookingDate: addDays(todayInIndia(), 3), couponCode: 'LASTONE' }),
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );
    const byStatus: Record<number, number> = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    expect(byStatus).toEqual({ 201: 1, 400: ACCOUNTS - 1 });
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === 'This code has been fully redeemed.')).toBe(true);
    const [uses] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from coupon_redemptions where offer_id = ${offer._id} and released_at is null`),
    );
    expect(uses!.n).toBe(2);
    const [booked] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from tour_bookings where coupon_code = 'LASTONE'`),
    );
    expect(booked!.n).toBe(2);
  }, 120_000);
});
