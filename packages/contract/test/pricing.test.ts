// The shared pricing functions: the pages show and the API stores exactly these lines.
import { describe, expect, it } from 'vitest';
import { breakdownInRupees, paise, priceCab, priceHotel, priceTour } from '../src/rules/pricing.ts';

describe('pricing', () => {
  it('tour: price × persons, paid in full now', () => {
    expect(priceTour({ price: paise(12000.5), persons: 3 })).toEqual({
      base: 3_600_150,
      taxes: 0,
      meals: 0,
      insurance: 0,
      donation: 0,
      addOns: 0,
      total: 3_600_150,
      payNow: 3_600_150,
      payLater: 0,
    });
  });

  it('hotel: rooms × nights × (price + taxes), the meal plan per room-night, insurance and donation each a line', () => {
    const b = priceHotel({
      price: paise(12500),
      taxes: paise(2500),
      rooms: 3,
      nights: 2,
      mealPlan: 'full-board',
      insurance: true,
      donation: false,
    });
    expect(breakdownInRupees(b)).toEqual({
      base: 75000,
      taxes: 15000,
      meals: 6 * 14160,
      insurance: 158,
      donation: 0,
      addOns: 6 * 14160 + 158,
      total: 75000 + 15000 + 84960 + 158,
      payNow: 75000 + 15000 + 84960 + 158,
      payLater: 0,
    });
    const halfBoard = priceHotel({ price: 100, taxes: 0, rooms: 1, nights: 1, mealPlan: 'half-board', insurance: false, donation: true });
    expect(halfBoard).toMatchObject({ meals: 849_600, donation: 3_500, addOns: 849_600 + 3_500 });
  });

  it('hotel: no nights cost nothing, whatever is chosen per night', () => {
    const b = priceHotel({ price: 500_000, taxes: 50_000, rooms: 2, nights: 0, mealPlan: 'breakfast', insurance: false, donation: false });
    expect(b).toMatchObject({ base: 0, taxes: 0, meals: 0, total: 0 });
  });

  it('cab: discounted price plus its tax percent, rounded to the paisa', () => {
    expect(priceCab({ discountedPrice: paise(2499.99), taxPercent: 5 })).toMatchObject({
      base: 249_999,
      taxes: 12_500,
      addOns: 0,
      total: 262_499,
      payNow: 262_499,
      payLater: 0,
    });
    expect(priceCab({ discountedPrice: 333, taxPercent: 12.5 }).taxes).toBe(42);
  });

  it('cab part payment: half now (rounded to the paisa), the rest to the driver, adding up to the total', () => {
    const b = priceCab({ discountedPrice: paise(2499.99), taxPercent: 5, paymentChoice: 'half' });
    expect(b).toMatchObject({ total: 262_499, payNow: 131_250, payLater: 131_249 });
    expect(breakdownInRupees(priceCab({ discountedPrice: paise(3000), taxPercent: 5, paymentChoice: 'half' }))).toMatchObject({
      total: 3150,
      payNow: 1575,
      payLater: 1575,
    });
  });
});
