// Coupons made through the admin offer screens' calls, for the money test files.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { expect } from 'vitest';
import { call } from './requests.ts';
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

/** POST /api/payments/order for the booking, as its guest. */
export async function orderFor(t: TestApp, guest: Who, bookingId: string) {
  const res = await call(t, guest, 'POST', '/api/payments/order', { bookingId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: string; amount: number; checkoutUrl: string; keyId: string; testMode: boolean };
}

export const UPI_SUCCESS = { method: 'upi', vpa: 'success@razorpay' };
export const UPI_FAILURE = { method: 'upi', vpa: 'failure@razorpay' };
export const CARD_SUCCESS = { method: 'card', card: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };
export const CARD_DECLINED = { method: 'card', card: '4000 0000 0000 0002', expiry: '12/39', cvv: '123' };

/** Submits the test gateway's checkout form; answers the redirect's status and the query it sends the payer back with. */
export async function submitCheckout(t: TestApp, checkoutUrl: string, form: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  const location = String(res.headers.location ?? '');
  return { status: res.statusCode, body: res.body, location, back: Object.fromEntries(new URL(location || '/', 'http://x').searchParams) };
}

/** Orders and pays a booking through the checkout page; answers the signed fields the payer is sent back with. */
export async function payBooking(t: TestApp, guest: Who, bookingId: string, form: Record<string, string> = UPI_SUCCESS) {
  const order = await orderFor(t, guest, bookingId);
  const paid = await submitCheckout(t, order.checkoutUrl, form);
  expect(paid.status, paid.body).toBe(303);
  return { order, back: paid.back };
}

/** POST /api/payments/verify with the fields the checkout sent back. */
export const verify = (t: TestApp, guest: Who, back: Record<string, string>) =>
  call(t, guest, 'POST', '/api/payments/verify', {
    razorpay_order_id: back.razorpay_order_id,
    razorpay_payment_id: back.razorpay_payment_id,
    razorpay_signature: back.razorpay_signature,
  });

/** Pays a booking through the checkout and verifies, as the payer's browser does; answers the booking (checked 200). */
export async function payAndVerify(t: TestApp, guest: Who, bookingId: string, form: Record<string, string> = UPI_SUCCESS) {
  const res = await verify(t, guest, (await payBooking(t, guest, bookingId, form)).back);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Delivers every webhook the test gateway owes (as the job would, at a moment when all are due). */
export async function deliverAll(t: TestApp) {
  const { deliverWebhooks } = await import('../../src/modules/payments/payments.jobs.ts');
  return deliverWebhooks(t.app, t.app.testGateway!, new Date(Date.now() + 3_600_000));
}
