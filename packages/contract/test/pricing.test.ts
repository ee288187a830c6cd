// The shared pricing functions: the pages show and the API stores exactly these lines.
import { describe, expect, it } from 'vitest';
import { gstRate, splitGst } from '../src/rules/gst.ts';
import { breakdownInRupees, hotelNightlyTax, paise, priceCab, priceHotel, priceTour } from '../src/rules/pricing.ts';

describe('GST rates', () => {
  it('hotel rooms by the nightly tariff: up to ₹7,500 5 %, above 18 %; tours and cabs 5 %', () => {
    expect(gstRate('hotel', paise(7500))).toBe(5);
    expect(gstRate('hotel', paise(7500.01))).toBe(18);
    expect(gstRate('hotel', paise(1000))).toBe(5);
    expect(gstRate('tour')).toBe(5);
    expect(gstRate('cab')).toBe(5);
    expect(hotelNightlyTax(paise(4500))).toBe(paise(225));
    expect(hotelNightlyTax(paise(10000))).toBe(paise(1800));
  });

  it('splits into CGST and SGST halves within a state (the odd paisa to SGST), IGST across states', () => {
    expect(splitGst(1001, 18, true)).toEqual({ igst: 0, igstRate: 0, cgst: 500, sgst: 501, halfRate: 9 });
    expect(splitGst(1001, 18, false)).toEqual({ igst: 1001, igstRate: 18, cgst: 0, sgst: 0, halfRate: 0 });
  });
});

describe('pricing', () => {
  it('tour: price × persons plus 5 % GST, paid in full now', () => {
    expect(priceTour({ price: paise(12000.5), persons: 3 })).toEqual({
      base: 3_600_150,
      taxes: 180_008,
      taxRate: 5,
      meals: 0,
      passThrough: 0,
      insurance: 0,
      donation: 0,
      addOns: 0,
      discount: 0,
      total: 3_780_158,
      payNow: 3_780_158,
      payLater: 0,
    });
  });

  it('hotel: rooms × nights × price and meals per room-night, GST by the tariff slab on both; insurance and donation untaxed', () => {
    const b = priceHotel({ price: paise(12500), rooms: 3, nights: 2, mealPlan: 'full-board', insurance: true, donation: false });
    const taxable = 75000 + 6 * 14160;
    expect(breakdownInRupees(b)).toEqual({
      base: 75000,
      taxes: taxable * 0.18,
      taxRate: 18,
      meals: 6 * 14160,
      passThrough: 0,
      insurance: 158,
      donation: 0,
      addOns: 6 * 14160 + 158,
      discount: 0,
      total: taxable * 1.18 + 158,
      payNow: taxable * 1.18 + 158,
      payLater: 0,
    });
    const halfBoard = priceHotel({ price: 100, rooms: 1, nights: 1, mealPlan: 'half-board', insurance: false, donation: true });
    expect(halfBoard).toMatchObject({ meals: 849_600, donation: 3_500, addOns: 849_600 + 3_500, taxRate: 5 });
  });

  it('a discount comes off the taxable value before GST, and never below zero', () => {
    const b = priceHotel({
      price: paise(5000),
      rooms: 1,
      nights: 1,
      mealPlan: 'none',
      insurance: true,
      donation: false,
      discount: paise(500),
    });
    expect(breakdownInRupees(b)).toMatchObject({ base: 5000, discount: 500, taxes: 225, total: 5000 - 500 + 225 + 158 });
    const all = priceTour({ price: paise(100), persons: 1, discount: paise(1000) });
    expect(all).toMatchObject({ discount: paise(100), taxes: 0, total: 0 });
  });

  it('hotel: no nights cost nothing, whatever is chosen per night', () => {
    const b = priceHotel({ price: 500_000, rooms: 2, nights: 0, mealPlan: 'breakfast', insurance: false, donation: false });
    expect(b).toMatchObject({ base: 0, taxes: 0, meals: 0, total: 0 });
  });

  it('cab: discounted price plus 5 % GST, rounded to the paisa', () => {
    expect(priceCab({ discountedPrice: paise(2499.99) })).toMatchObject({
      base: 249_999,
      taxes: 12_500,
      addOns: 0,
      total: 262_499,
      payNow: 262_499,
      payLater: 0,
    });
  });

  it("cab part payment: the cab's advance share now (20 % unless set), the rest to the driver, adding up to the total", () => {
    expect(breakdownInRupees(priceCab({ discountedPrice: paise(3000), paymentChoice: 'half' }))).toMatchObject({
      total: 3150,
      payNow: 630,
      payLater: 2520,
    });
    const b = priceCab({ discountedPrice: paise(2499.99), paymentChoice: 'half', advancePercent: 30 });
    expect(b).toMatchObject({ total: 262_499, payNow: 78_750, payLater: 183_749 });
    expect(priceCab({ discountedPrice: paise(3000), paymentChoice: 'full', advancePercent: 30 }).payLater).toBe(0);
  });
});
