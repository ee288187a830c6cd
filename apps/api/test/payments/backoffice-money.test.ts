// The back-office's money screens over the real API: the admin's payments ledger (filters, paging, CSV),
// the commission an admin sets (history-safe), and what providers earned per month (commission applied,
// refunds subtracted, only their own listings). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { commissionOn } from '@raahi/contract/rules/earnings';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../src/db/schema.ts';
import { day, stayId } from '../helpers/booking-helpers.ts';
import { insertHotel, insertTour } from '../helpers/fixtures.ts';
import { CARD_DECLINED, CARD_SUCCESS, deliverAll, orderFor, payAndVerify, submitCheckout, UPI_SUCCESS } from '../helpers/money-helpers.ts';
import { call, csvLines, listOf } from '../helpers/requests.ts';
import { appWith, signedInAccounts, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor, guest: Actor, formulaGuest: Actor, ownerA: Actor, ownerB: Actor, cabOwner: Actor, tourManager: Actor;
let hotelA: string, hotelB: string;
/** bookings by what happened to them */
const b = {} as Record<'early' | 'refunded' | 'later' | 'other' | 'tour' | 'declinedThenPaid', string>;

const today = todayInIndia();
const thisMonth = today.slice(0, 7);
/** 40 days ago: always another month */
const longAgo = new Date(Date.now() - 40 * 86_400_000);
const earlierMonth = todayInIndia(longAgo).slice(0, 7);

/** A 2-night stay in a one-room ₹4,000 hotel: ₹8,400 with 5 % GST. */
const twoNights = (who: Actor, hotelId: string, from = 20) => stayId(t, who, hotelId, from, from + 2);
const pay = (who: Actor, bookingId: string, form: Record<string, string> = CARD_SUCCESS) => payAndVerify(t, who, bookingId, form);
const setRate = (who: Actor | undefined, percent: unknown) => call(t, who, 'PUT', '/api/admin/commission', { percent });
const earningsOf = async (who: Actor, query = '') => {
  const res = await call(t, who, 'GET', `/api/admin/earnings${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    scope: string;
    commissionPercent: number;
    rows: {
      month: string;
      kind: string;
      listingId: string | null;
      listing: string;
      provider: string;
      paid: number;
      refunded: number;
      commission: number;
      net: number;
      payments: number;
      refunds: number;
    }[];
    totals: { paid: number; refunded: number; commission: number; net: number };
  };
};

beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
  guest = await signedInAs(t, 'user', { firstName: 'Meera' });
  formulaGuest = await signedInAs(t, 'user', { firstName: '=HYPERLINK("http://evil.test")' });
  ownerA = await signedInAs(t, 'hotel', { firstName: 'Asha' });
  ownerB = await signedInAs(t, 'hotel', { firstName: 'Bilal' });
  ({ cabOwner, tourManager } = await signedInAccounts(t, { cabOwner: 'cab', tourManager: 'tour' }));
  hotelA = (await insertHotel(t.db, { name: 'Lake Haveli', price: 400_000, rooms: 5, ownerId: ownerA.id })).id;
  hotelB = (await insertHotel(t.db, { name: '+Sea Breeze', price: 400_000, rooms: 5, ownerId: ownerB.id })).id;
});
afterAll(() => t?.close());

describe('the commission an admin sets', () => {
  it('starts at 10 %; only admins read or change it; a bad percentage is refused with the reason', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/commission');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ percent: 10, setBy: null, history: [{ percent: 10 }] });
    expect((await call(t, ownerA, 'GET', '/api/admin/commission')).statusCode).toBe(403);
    expect((await setRate(ownerA, 50)).statusCode).toBe(403);
    expect((await setRate(undefined, 50)).statusCode).toBe(401);
    for (const bad of [-1, 100.5, 12.345, 'ten']) {
      const r = await setRate(admin, bad);
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.json().fields.percent).toBe('Enter a percentage from 0 to 100 with at most two decimals.');
    }
  });
});

describe('money moving (payments at 10 %, then 20 %, refunds, a declined card)', () => {
  beforeAll(async () => {
    // at 10 %: one stay paid long ago (moved to an earlier month), one paid now and later cancelled by its provider
    b.early = await twoNights(guest, hotelA, 10);
    await pay(guest, b.early);
    await t.db.update(payments).set({ capturedAt: longAgo }).where(eq(payments.bookingId, b.early));
    b.refunded = await twoNights(formulaGuest, hotelA, 30);
    await pay(formulaGuest, b.refunded);
    expect((await setRate(admin, 20)).statusCode).toBe(200);
    // at 20 %
    b.later = await twoNights(guest, hotelA, 40);
    await pay(guest, b.later, UPI_SUCCESS);
    b.other = await twoNights(guest, hotelB, 20);
    await pay(guest, b.other);
    const tourId = (await insertTour(t.db, { name: 'Spiti Circuit', price: 1_000_000 })).id;
    const tour = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(50), persons: 1 });
    b.tour = tour.json()._id;
    await pay(guest, b.tour);
    // a declined card, then UPI: a failed payment and a captured one
    b.declinedThenPaid = await twoNights(guest, hotelB, 60);
    const order = await orderFor(t, guest, b.declinedThenPaid);
    expect((await submitCheckout(t, order.checkoutUrl, CARD_DECLINED)).status).toBe(303);
    await deliverAll(t); // payment.failed marks the order failed
    await pay(guest, b.declinedThenPaid, UPI_SUCCESS);
    // the provider cancels: a full refund of ₹8,400
    const cancel = await call(t, ownerA, 'POST', `/api/bookings/${b.refunded}/cancel`, { reason: 'Closed for repairs.' });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  describe('the payments ledger', () => {
    it('lists every payment and refund, newest first, with booking, listing, guest, method, gateway ids, amount and status', async () => {
      const { items, total } = await listOf(t, '/api/admin/payments', admin);
      // captured: early, refunded, later, other, tour, declinedThenPaid; failed: 1; refund: 1
      expect(total).toBe(8);
      const dates = items.map((e: { date: string }) => e.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const refund = items.find((e: { kind: string }) => e.kind === 'refund');
      expect(refund).toMatchObject({
        bookingId: b.refunded,
        bookingKind: 'hotel',
        listing: 'Lake Haveli',
        guest: '=HYPERLINK("http://evil.test") user',
        method: 'card',
        amount: 8400,
      });
      expect(refund.gatewayRefundId).toMatch(/^rfnd_/);
      expect(['pending', 'processed']).toContain(refund.status);
      const tour = items.find((e: { bookingId: string }) => e.bookingId === b.tour);
      expect(tour).toMatchObject({
        kind: 'payment',
        bookingKind: 'tour',
        listing: 'Spiti Circuit',
        guest: 'Meera user',
        status: 'captured',
      });
      expect(tour.orderId).toMatch(/^order_/);
      expect(tour.gatewayPaymentId).toMatch(/^pay_/);
    });

    it('filters by kind, status, method and Indian calendar days, and pages with the total in X-Total-Count', async () => {
      const kinds = await listOf(t, '/api/admin/payments?kind=refund', admin);
      expect(kinds.items.map((e: { bookingId: string }) => e.bookingId)).toEqual([b.refunded]);
      const failed = await listOf(t, '/api/admin/payments?status=failed', admin);
      expect(failed.items).toMatchObject([{ bookingId: b.declinedThenPaid, kind: 'payment', method: 'card', status: 'failed' }]);
      const upi = await listOf(t, '/api/admin/payments?method=upi&kind=payment', admin);
      expect(upi.items.map((e: { bookingId: string }) => e.bookingId).sort()).toEqual([b.later, b.declinedThenPaid].sort());
      expect((await listOf(t, `/api/admin/payments?from=${today}&to=${today}`, admin)).total).toBe(7);
      const old = todayInIndia(longAgo);
      expect(
        (await listOf(t, `/api/admin/payments?from=${old}&to=${old}`, admin)).items.map((e: { bookingId: string }) => e.bookingId),
      ).toEqual([b.early]);
      expect((await listOf(t, `/api/admin/payments?from=${addDays(today, 1)}`, admin)).total).toBe(0);
      const page2 = await listOf(t, '/api/admin/payments?limit=3&page=2', admin);
      expect(page2.items).toHaveLength(3);
      expect(page2.total).toBe(8);
    });

    it('is for admins only, and says what is wrong with a filter', async () => {
      expect((await call(t, ownerA, 'GET', '/api/admin/payments')).statusCode).toBe(403);
      expect((await call(t, guest, 'GET', '/api/admin/payments/export')).statusCode).toBe(403);
      expect((await call(t, undefined, 'GET', '/api/admin/payments')).statusCode).toBe(401);
      const dates = await call(t, admin, 'GET', `/api/admin/payments?from=${today}&to=${addDays(today, -1)}`);
      expect(dates.statusCode).toBe(400);
      expect(dates.json().fields).toEqual({ to: 'Must be on or after the start date.' });
      expect((await call(t, admin, 'GET', '/api/admin/payments?method=cash')).statusCode).toBe(400);
      expect((await call(t, admin, 'GET', '/api/admin/payments/export?status=nope')).statusCode).toBe(400);
    });

    it('exports the filtered rows as a CSV file that a spreadsheet cannot run as formulas', async () => {
      const res = await call(t, admin, 'GET', `/api/admin/payments/export?from=${today}&kind=payment&status=captured`);
      const lines = csvLines(res, `raahi-payments-from-${today}.csv`);
      expect(lines[0]).toBe(
        'Date (IST),Kind,Booking ID,Booking type,Listing,Guest,Method,Order ID,Payment ID,Refund ID,Amount (INR),Status',
      );
      // captured today: refunded, later, other, tour, declinedThenPaid
      expect(lines).toHaveLength(6);
      const refundedRow = lines.find((l) => l.includes(b.refunded))!;
      expect(refundedRow).toContain(`,"'=HYPERLINK(""http://evil.test"") user",Card,`);
      expect(refundedRow).toContain(',8400.00,Captured');
      const otherRow = lines.find((l) => l.includes(b.other))!;
      expect(otherRow).toContain(",hotel,'+Sea Breeze,Meera user,Card,");
      expect(lines.slice(1).every((l) => l.split(',').length === 12 || l.includes('"'))).toBe(true);
      const refundsOnly = await call(t, admin, 'GET', '/api/admin/payments/export?kind=refund');
      expect(refundsOnly.body.trimEnd().split('\r\n')).toHaveLength(2);
    });
  });

  describe('earnings', () => {
    it('a hotel owner sees per month what was paid for their hotel, the refunds, the commission at each payment’s rate, and the net', async () => {
      const e = await earningsOf(ownerA);
      expect(e.scope).toBe('hotel');
      expect(e.commissionPercent).toBe(20);
      // this month: refunded (₹8,400 at 10 %, refunded in full) and later (₹8,400 at 20 %)
      const now = { paid: 16_800, refunded: 8_400, commission: 1_680, net: 16_800 - 8_400 - 1_680 };
      // the earlier month: early (₹8,400 at 10 %), whose rate a later change does not touch
      const before = { paid: 8_400, refunded: 0, commission: 840, net: 7_560 };
      expect(e.rows).toEqual([
        {
          month: thisMonth,
          kind: 'hotel',
          listingId: hotelA,
          listing: 'Lake Haveli',
          provider: 'Asha hotel',
          payments: 2,
          refunds: 1,
          ...now,
        },
        {
          month: earlierMonth,
          kind: 'hotel',
          listingId: hotelA,
          listing: 'Lake Haveli',
          provider: 'Asha hotel',
          payments: 1,
          refunds: 0,
          ...before,
        },
      ]);
      expect(e.totals).toEqual({ paid: 25_200, refunded: 8_400, commission: 2_520, net: 14_280 });
      expect(commissionOn(840_000, 2000)).toBe(168_000);
    });

    it('months can be chosen; a provider sees only their own listing; tour managers the tours; admins every provider', async () => {
      expect((await earningsOf(ownerA, `?from=${thisMonth}&to=${thisMonth}`)).rows.map((r) => r.month)).toEqual([thisMonth]);
      expect((await earningsOf(ownerA, `?to=${earlierMonth}`)).rows.map((r) => r.month)).toEqual([earlierMonth]);
      const b2 = await earningsOf(ownerB);
      expect(b2.rows.map((r) => r.listingId)).toEqual([hotelB]);
      // other (card) and declinedThenPaid (UPI), both at 20 %
      expect(b2.rows[0]).toMatchObject({ paid: 16_800, refunded: 0, commission: 3_360, net: 13_440, payments: 2, provider: 'Bilal hotel' });
      expect((await earningsOf(cabOwner)).rows).toEqual([]);
      const tours = await earningsOf(tourManager);
      expect(tours.scope).toBe('tour');
      expect(tours.rows).toMatchObject([
        { kind: 'tour', listingId: null, listing: 'Tour packages', paid: 10_500, commission: 2_100, net: 8_400 },
      ]);
      const all = await earningsOf(admin);
      expect(all.scope).toBe('all');
      expect(all.rows.map((r) => `${r.month} ${r.listing}`).sort()).toEqual(
        [`${earlierMonth} Lake Haveli`, `${thisMonth} Lake Haveli`, `${thisMonth} +Sea Breeze`, `${thisMonth} Tour packages`].sort(),
      );
      expect(all.totals.net).toBe(14_280 + 13_440 + 8_400);
    });

    it('is for providers and admins only; a bad month is refused', async () => {
      expect((await call(t, guest, 'GET', '/api/admin/earnings')).statusCode).toBe(403);
      expect((await call(t, undefined, 'GET', '/api/admin/earnings')).statusCode).toBe(401);
      const bad = await call(t, ownerA, 'GET', '/api/admin/earnings?from=2026-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ from: 'Use the format YYYY-MM.' });
    });

    it('a rate change keeps the rate on earlier payments: the history lists both, newest first', async () => {
      const res = (await call(t, admin, 'GET', '/api/admin/commission')).json();
      expect(res).toMatchObject({ percent: 20, setBy: expect.stringContaining('admin') });
      expect(res.history.map((r: { percent: number }) => r.percent)).toEqual([20, 10]);
      const refundRows = await t.db.select().from(refunds).where(eq(refunds.bookingId, b.refunded));
      expect(refundRows).toHaveLength(1);
    });
  });
});
