// Coupons made through the admin offer screens' calls, for the money test files.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { expect } from 'vitest';
import { call } from './booking-helpers.ts';
import type { TestApp } from './test-app.ts';

type Who = { headers: { cookie: string } };

/** Creates an offer carrying a coupon code through POST /api/admin/offer; answers the offer. */
export async function createCoupon(
  t: TestApp,
  staff: Who,
  listing: { relatedTo: 'Hotel' | 'Cab' | 'Tour'; relatedId: string },
  coupon: Record<string, unknown>,
  dates: { startDate?: string; endDate?: string } = {},
) {
  const today = todayInIndia();
  const res = await call(t, staff, 'POST', '/api/admin/offer', {
    title: `Code ${String(coupon.couponCode)}`,
    description: 'A coupon for tests.',
    startDate: dates.startDate ?? addDays(today, -1),
    endDate: dates.endDate ?? addDays(today, 30),
    ...listing,
    ...coupon,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; coupon: { code: string } | null };
}
