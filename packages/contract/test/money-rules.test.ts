// Coupons, payment states and cancellation refunds: the pure rules the API applies and the pages show.
import { describe, expect, it } from 'vitest';
import { cancellationTerms, describePolicy, refundOf, type CancellationPolicy } from '../src/rules/cancellation.ts';
import { couponDiscount, couponRefusal, type CouponTerms, type CouponUse } from '../src/rules/coupons.ts';
import { amountDue, paymentPlanInWords, paymentStatus } from '../src/rules/payments.ts';
import { paise, priceCab, priceHotel, priceLines } from '../src/rules/pricing.ts';
import { lengthInWords } from '../src/rules/booking-dates.ts';
import { wordsIn } from '../src/i18n/node-catalogues.ts';

const EN = wordsIn('en');
const HI = wordsIn('hi');

const welcome: CouponTerms = {
  automatic: false,
  minNights: null,
  code: 'WELCOME10',
  discountType: 'percent',
  discountValue: 10,
  maxDiscount: paise(1000),
  minAmount: 0,
  appliesTo: 'any',
  listingKind: 'hotel',
  listingId: 'h1',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  perAccountLimit: 1,
  totalLimit: null,
  membersOnly: false,
};
const use: CouponUse = {
  kind: 'hotel',
  listingId: 'h2',
  today: '2026-06-01',
  signedIn: true,
  emailVerified: true,
  usedByAccount: 0,
  heldByUnpaid: 0,
  usedTotal: 0,
};
const stay = (price: number) =>
  priceHotel({ price: paise(price), rooms: 1, nights: 1, mealPlan: 'none', insurance: false, donation: false });

describe('coupons', () => {
  it('percent off the taxable value, capped', () => {
    expect(couponDiscount(welcome, stay(4000))).toBe(paise(400));
    expect(couponDiscount(welcome, stay(20000))).toBe(paise(1000));
    expect(couponDiscount({ discountType: 'flat', discountValue: paise(500), maxDiscount: null }, stay(300))).toBe(paise(300));
  });

  it('refuses with the words the review page shows', () => {
    expect(couponRefusal(welcome, use, stay(4000))).toBeNull();
    expect(couponRefusal(welcome, { ...use, today: '2027-01-01' }, stay(4000))).toBe('This code has expired');
    expect(couponRefusal(welcome, { ...use, usedByAccount: 1 }, stay(4000))).toBe('You have already used this code');
    expect(couponRefusal(welcome, { ...use, usedByAccount: 1, heldByUnpaid: 1 }, stay(4000))).toBe(
      'An unpaid booking of yours holds this code. Pay for it, or cancel it in My Bookings to use the code here.',
    );
    expect(couponRefusal({ ...welcome, perAccountLimit: 2 }, { ...use, usedByAccount: 1, heldByUnpaid: 1 }, stay(4000))).toBeNull();
    expect(couponRefusal({ ...welcome, minAmount: paise(5000) }, use, stay(4000))).toBe('Minimum booking ₹5,000');
    expect(couponRefusal({ ...welcome, appliesTo: 'hotels' }, { ...use, kind: 'cab' }, stay(4000))).toBe(
      'This code is for hotel bookings.',
    );
    expect(couponRefusal({ ...welcome, appliesTo: 'listing' }, use, stay(4000))).toBe('This code is not valid for this booking.');
    expect(couponRefusal({ ...welcome, totalLimit: 3 }, { ...use, usedTotal: 3 }, stay(4000))).toMatch(/fully redeemed/);
    expect(couponRefusal(welcome, { ...use, signedIn: false }, stay(4000))).toBe('Sign in to use this code.');
    expect(couponRefusal(welcome, { ...use, emailVerified: false }, stay(4000))).toMatch(
      /^This code is once per account: confirm your email/,
    );
    expect(couponRefusal({ ...welcome, perAccountLimit: null }, { ...use, emailVerified: false }, stay(4000))).toBeNull();
  });
});

describe('payment state', () => {
  it('unpaid, advance paid, paid, partly refunded, refunded; nothing due once cancelled', () => {
    expect(paymentStatus({ status: 'Pending', total: 100, paid: 0, refunded: 0 })).toBe('unpaid');
    expect(paymentStatus({ status: 'Confirmed', total: 100, paid: 20, refunded: 0 })).toBe('advance_paid');
    expect(paymentStatus({ status: 'Confirmed', total: 100, paid: 100, refunded: 0 })).toBe('paid');
    expect(paymentStatus({ status: 'Cancelled', total: 100, paid: 100, refunded: 40 })).toBe('partly_refunded');
    expect(paymentStatus({ status: 'Cancelled', total: 100, paid: 100, refunded: 100 })).toBe('refunded');
    expect(amountDue({ status: 'Confirmed', total: 100, paid: 20, refunded: 0 })).toBe(80);
    expect(amountDue({ status: 'Cancelled', total: 100, paid: 0, refunded: 0 })).toBe(0);
  });
});

describe('cancellation refunds', () => {
  const start = new Date('2026-06-10T06:30:00Z');
  const hotel: CancellationPolicy = { type: 'free-until', hours: 24, fee: 'first-night' };
  const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * 3_600_000);

  it('free until the deadline, then the first night or a percentage', () => {
    expect(refundOf({ policy: hotel, refundable: 9000, start, now: at(25), nights: 3, byProvider: false })).toEqual({
      refund: 9000,
      fee: 0,
    });
    expect(refundOf({ policy: hotel, refundable: 9000, start, now: at(5), nights: 3, byProvider: false })).toEqual({
      refund: 6000,
      fee: 3000,
    });
    const cab: CancellationPolicy = { type: 'free-until', hours: 24, fee: { percent: 20 } };
    expect(refundOf({ policy: cab, refundable: 5150, start, now: at(1), byProvider: false })).toEqual({ refund: 4120, fee: 1030 });
  });

  it('non-refundable keeps everything, unless the provider cancels', () => {
    const p: CancellationPolicy = { type: 'non-refundable' };
    expect(refundOf({ policy: p, refundable: 500, start, now: at(100), byProvider: false })).toEqual({ refund: 0, fee: 500 });
    expect(refundOf({ policy: p, refundable: 500, start, now: at(1), byProvider: true })).toEqual({ refund: 500, fee: 0 });
  });

  it('tours: tiers by whole days before departure', () => {
    const p: CancellationPolicy = {
      type: 'tiers',
      tiers: [
        { daysBefore: 7, refundPercent: 50 },
        { daysBefore: 30, refundPercent: 100 },
      ],
    };
    expect(refundOf({ policy: p, refundable: 1000, start, now: at(24 * 31), byProvider: false }).refund).toBe(1000);
    expect(refundOf({ policy: p, refundable: 1000, start, now: at(24 * 8), byProvider: false }).refund).toBe(500);
    expect(refundOf({ policy: p, refundable: 1000, start, now: at(24 * 2), byProvider: false }).refund).toBe(0);
    expect(describePolicy(p, 'tour', EN)).toBe(
      'Refund by how early you cancel: 100% back from 30 days before, 50% back from 7 days before; no refund later.',
    );
    expect(describePolicy({ type: 'free-until', hours: 24, fee: 'first-night' }, 'hotel', EN)).toBe(
      'Free cancellation until 24 hours before check-in; after that the first night is charged.',
    );
  });
});

describe('cancellation terms in words, from the rule of the refund', () => {
  // check-in at noon on 17 Dec 2026, Indian time
  const start = new Date('2026-12-17T12:00:00+05:30');
  const now = new Date('2026-11-27T10:00:00+05:30');
  const hours = (h: number) => new Date(start.getTime() - h * 3_600_000);

  it('free until the last minute before the deadline, then the fee from the deadline on', () => {
    const hotel: CancellationPolicy = { type: 'free-until', hours: 24, fee: 'first-night' };
    expect(cancellationTerms(hotel, start, now, EN)).toEqual([
      'Free cancellation until 16 Dec, 11:59',
      'From 16 Dec, 12:00: the first night is charged',
    ]);
    const deadline = hours(24);
    const justBefore = new Date(deadline.getTime() - 1);
    expect(refundOf({ policy: hotel, refundable: 9000, start, now: justBefore, nights: 3, byProvider: false }).fee).toBe(0);
    expect(refundOf({ policy: hotel, refundable: 9000, start, now: deadline, nights: 3, byProvider: false }).fee).toBe(3000);
  });

  it('booked after the deadline: the fee applies from now on; non-refundable says so', () => {
    const cab: CancellationPolicy = { type: 'free-until', hours: 24, fee: { percent: 25 } };
    expect(cancellationTerms(cab, start, hours(15), EN)).toEqual(['From now on: 25% fee']);
    expect(refundOf({ policy: cab, refundable: 1000, start, now: hours(15), byProvider: false }).fee).toBe(250);
    expect(cancellationTerms({ type: 'non-refundable' }, start, now, EN)).toEqual(['Non-refundable']);
  });

  it('tours: a line a tier still ahead, with its date; the year is named when it is not this year', () => {
    const tour: CancellationPolicy = {
      type: 'tiers',
      tiers: [
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 15, refundPercent: 50 },
        { daysBefore: 7, refundPercent: 25 },
      ],
    };
    const departure = new Date('2027-01-20T00:00:00+05:30');
    expect(cancellationTerms(tour, departure, now, EN)).toEqual([
      'Free cancellation until 20 Dec, 23:59',
      'From 21 Dec, 00:00: 50% fee',
      'From 5 Jan 2027, 00:00: 75% fee',
      'From 13 Jan 2027, 00:00: non-refundable',
    ]);
    expect(cancellationTerms(tour, departure, new Date('2027-01-10T09:00:00+05:30'), EN)).toEqual([
      'Until 12 Jan, 23:59: 75% fee',
      'From 13 Jan, 00:00: non-refundable',
    ]);
    // in Hindi, from the same catalogue the pages and mails use (decision 0087)
    expect(cancellationTerms(tour, departure, now, HI)).toEqual([
      '20 दिसंबर, 23:59 तक रद्द करना मुफ़्त',
      '21 दिसंबर, 00:00 से: 50% शुल्क',
      '5 जनवरी 2027, 00:00 से: 75% शुल्क',
      '13 जनवरी 2027, 00:00 से: कोई रिफ़ंड नहीं',
    ]);
    expect(describePolicy(tour, 'tour', HI)).toBe(
      'जितनी जल्दी रद्द करें, उतना रिफ़ंड: 30 दिन पहले तक 100% वापस, 15 दिन पहले तक 50% वापस, 7 दिन पहले तक 25% वापस; उसके बाद कोई रिफ़ंड नहीं।',
    );
    expect(describePolicy({ type: 'free-until', hours: 24, fee: { percent: 25 } }, 'cab', HI)).toBe(
      'पिकअप से 24 घंटे पहले तक रद्द करना मुफ़्त; उसके बाद चुकाई गई राशि का 25% शुल्क लगता है।',
    );
    expect(
      refundOf({ policy: tour, refundable: 1000, start: departure, now: new Date('2027-01-10T09:00:00+05:30'), byProvider: false }).refund,
    ).toBe(250);
  });
});

describe('the figures every screen shows of a booking', () => {
  it('the price lines add up to the total, the coupon discount among them', () => {
    const b = priceHotel({
      price: 400_000,
      rooms: 1,
      nights: 2,
      mealPlan: 'breakfast',
      insurance: true,
      donation: false,
      discount: 100_000,
    });
    const lines = priceLines(b);
    expect(lines.map((l) => l.label)).toEqual(['Base price', 'Meal plan', 'Coupon discount', 'GST (5%)', 'Trip insurance']);
    expect(lines.find((l) => l.label === 'Coupon discount')!.amount).toBe(-100_000);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(b.total);
    expect(priceLines(priceCab({ discountedPrice: 200_000 })).map((l) => l.label)).toEqual(['Base price', 'GST (5%)']);
  });

  it("a cab's advance is named with its amounts; a trip's length in hours and days", () => {
    expect(paymentPlanInWords({ payNow: 378, payLater: 1512 })).toBe('Advance of ₹378.00 when booking, ₹1,512.00 to the driver');
    expect(paymentPlanInWords({ payNow: 2100, payLater: 0 })).toBe('Paid in full when booking');
    expect(lengthInWords(480)).toBe('8 hours');
    expect(lengthInWords(150)).toBe('2 hours 30 minutes');
    expect(lengthInWords(45)).toBe('45 minutes');
    expect(lengthInWords(1680)).toBe('1 day 4 hours');
  });
});
