// Offers that carry the rule giving their discount (decision 0042): an automatic offer is taken off every
// eligible booking of its listing, in the quote and in the booking's price lines alike; its words are made
// from the rule, and typed words may name only the rule's own figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { bookStay } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { createCoupon } from '../helpers/money-helpers.ts';
import { call, listOf } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, content: Actor;
let hotelId: string;
let cabId: string;
const day = (n: number) => addDays(todayInIndia(), n);

/** The seed's promise: 'Flat 20% off, stay two nights or more', now with the rule that gives it. */
const twentyOff = {
  title: 'Flat 20% off at Amber Haveli Inn',
  description: 'Stay 2 nights or more and save 20%.',
  autoApply: true,
  discountType: 'percent',
  discountValue: 20,
  minNights: 2,
};

beforeAll(async () => {
  ({ t, guest, content } = await appWith({ guest: 'user', content: 'content' }));
  // ₹4,000 a night: GST 5 %
  hotelId = (await insertHotel(t.db, { name: 'Amber Haveli Inn', price: 400_000, rooms: 10 })).id;
  cabId = (await insertCab(t.db, { discountedPrice: 300_000 })).id;
  await createCoupon(t, content, { relatedTo: 'Hotel', relatedId: hotelId }, twentyOff);
});
afterAll(() => t?.close());

const quote = (body: object) => call(t, guest, 'POST', '/api/quote', { kind: 'hotel', hotel: hotelId, roomCount: 1, ...body });

describe('an automatic offer', () => {
  it('takes its discount off an eligible booking: the quote and the stored booking carry the same lines', async () => {
    const q = await quote({ checkInDate: day(30), checkOutDate: day(32) });
    expect(q.statusCode, q.body).toBe(200);
    // 2 nights × ₹4,000 = ₹8,000, 20 % off = ₹1,600, GST 5 % on ₹6,400 = ₹320
    expect(q.json().breakdown).toMatchObject({ base: 8000, discount: 1600, taxes: 320, total: 6720 });
    expect(q.json().offer).toMatchObject({
      headline: '20% off',
      terms: '20% off on bookings of this hotel for stays of 2 nights or more, taken off automatically when you book.',
      discount: 1600,
    });
    expect(q.json().coupon).toBeNull();

    const booked = await bookStay(t, guest, hotelId, 30, 32);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().breakdown).toEqual(q.json().breakdown);
    expect(booked.json().breakdown.total).toBe(6720);
  });

  it('leaves a booking that does not meet its rule at full price: one night', async () => {
    const q = await quote({ checkInDate: day(40), checkOutDate: day(41) });
    expect(q.json().breakdown).toMatchObject({ base: 4000, discount: 0, total: 4200 });
    expect(q.json().offer).toBeNull();
    const booked = await bookStay(t, guest, hotelId, 40, 41);
    expect(booked.json().breakdown).toMatchObject({ discount: 0, total: 4200 });
  });

  it('gives one discount per booking, the larger: a code that saves less is not taken, one that saves more is', async () => {
    await createCoupon(
      t,
      content,
      { relatedTo: 'Hotel', relatedId: hotelId },
      { couponCode: 'SMALL5', discountType: 'percent', discountValue: 5 },
    );
    await createCoupon(
      t,
      content,
      { relatedTo: 'Hotel', relatedId: hotelId },
      { couponCode: 'BIG30', discountType: 'percent', discountValue: 30 },
    );
    const small = await quote({ checkInDate: day(50), checkOutDate: day(52), couponCode: 'small5' });
    expect(small.json().breakdown.discount).toBe(1600);
    expect(small.json().coupon).toMatchObject({ code: 'SMALL5', applied: false });
    expect(small.json().coupon.message).toMatch(/20% off is taken off automatically/);
    const big = await quote({ checkInDate: day(50), checkOutDate: day(52), couponCode: 'BIG30' });
    expect(big.json().breakdown.discount).toBe(2400);
    expect(big.json().coupon).toMatchObject({ code: 'BIG30', applied: true, discount: 2400 });
    expect(big.json().offer).toBeNull();
  });

  it("is listed with the words made from its rule, and the listing's page finds it by its id", async () => {
    const { items } = await listOf(t, `/api/offer?relatedTo=Hotel&relatedId=${hotelId}`);
    const offer = items.find((o: { title: string }) => o.title === twentyOff.title);
    expect(offer).toMatchObject({
      autoApply: true,
      minNights: 2,
      deal: { headline: '20% off', automatic: true, code: null, terms: expect.stringContaining('stays of 2 nights or more') },
    });
    const other = await listOf(t, `/api/offer?relatedId=${cabId}`);
    expect(other.items.every((o: { relatedId: string }) => o.relatedId === cabId)).toBe(true);
  });

  it("says the discount's words in the reader's language; the typed title stays as typed", async () => {
    const english = (await listOf(t, `/api/offer?relatedTo=Hotel&relatedId=${hotelId}`)).items.find(
      (o: { title: string }) => o.title === twentyOff.title,
    );
    expect(english.deal.terms).toBe(
      '20% off on bookings of this hotel for stays of 2 nights or more, taken off automatically when you book.',
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/offer?relatedTo=Hotel&relatedId=${hotelId}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hindi = (res.json() as { title: string; deal: { headline: string; terms: string } }[]).find((o) => o.title === twentyOff.title)!;
    expect(hindi.deal.headline).toBe('20% की छूट');
    expect(hindi.deal.terms).toBe('इस होटल की बुकिंग पर 20% की छूट, 2 रातों या उससे लंबे ठहराव पर, बुक करते समय अपने-आप घट जाएगी।');
  });
});

describe('the words of an offer', () => {
  const body = (over: object) => ({
    relatedTo: 'Cab',
    relatedId: cabId,
    startDate: day(-1),
    endDate: day(30),
    ...over,
  });

  it('refuses a discount in the words that no rule gives, or that differs from the rule', async () => {
    const noRule = await call(
      t,
      content,
      'POST',
      '/api/admin/offer',
      body({ title: 'Innova 15% off', description: 'Save on every trip.' }),
    );
    expect(noRule.statusCode).toBe(400);
    expect(noRule.json().fields.title).toMatch(/gives no discount/);
    const differs = await call(
      t,
      content,
      'POST',
      '/api/admin/offer',
      body({
        title: 'Innova 15% off',
        description: 'Save ₹500 on every trip.',
        autoApply: true,
        discountType: 'percent',
        discountValue: 10,
      }),
    );
    expect(differs.statusCode).toBe(400);
    expect(Object.keys(differs.json().fields).sort()).toEqual(['description', 'title']);
    expect(differs.json().fields.title).toBe(
      "Name only the discount's own figures: 10% off on bookings of this cab, taken off automatically when you book.",
    );
    const fits = await call(
      t,
      content,
      'POST',
      '/api/admin/offer',
      body({
        title: 'Innova 10% off',
        description: 'Every trip, no code needed.',
        autoApply: true,
        discountType: 'percent',
        discountValue: 10,
      }),
    );
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().deal).toMatchObject({ headline: '10% off', automatic: true });
  });

  it('keeps an automatic offer to its own listing, without a code, and nights to hotels', async () => {
    const res = await call(
      t,
      content,
      'POST',
      '/api/admin/offer',
      body({ title: 'Cab deal', description: 'Save.', autoApply: true, discountValue: 10, couponCode: 'CAB10', minNights: 2 }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['couponCode', 'minNights']);
  });
});
