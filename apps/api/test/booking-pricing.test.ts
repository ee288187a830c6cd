// The shared pricing functions: the web shows and the API stores exactly these numbers.
import { breakdownInRupees, paise, priceCab, priceHotel, priceTour } from '@raahi/contract/bookings';
import { describe, expect, it } from 'vitest';
import { stayDates } from '../src/modules/bookings/hotel-bookings.service.ts';
import { tripTimes } from '../src/modules/bookings/cab-bookings.service.ts';

describe('pricing', () => {
  it('tour: price × persons', () => {
    expect(priceTour({ price: paise(12000.5), persons: 3 })).toEqual({ base: 3_600_150, taxes: 0, addOns: 0, total: 3_600_150 });
  });

  it('hotel: rooms × nights × (price + taxes) + meal plan per room-night + insurance + donation', () => {
    const b = priceHotel({
      price: paise(12500),
      taxes: paise(2500),
      rooms: 3,
      nights: 2,
      mealPlan: 'full-board',
      insurance: true,
      donation: false,
    });
    expect(breakdownInRupees(b)).toEqual({ base: 75000, taxes: 15000, addOns: 6 * 14160 + 158, total: 75000 + 15000 + 84960 + 158 });
    expect(priceHotel({ price: 100, taxes: 0, rooms: 1, nights: 1, mealPlan: 'half-board', insurance: false, donation: true }).addOns).toBe(
      849_600 + 3_500,
    );
  });

  it('cab: discounted price plus its tax percent, rounded to the paisa', () => {
    expect(priceCab({ discountedPrice: paise(2499.99), taxPercent: 5 })).toEqual({
      base: 249_999,
      taxes: 12_500,
      addOns: 0,
      total: 262_499,
    });
    expect(priceCab({ discountedPrice: 333, taxPercent: 12.5 }).taxes).toBe(42);
  });
});

describe('date rules', () => {
  const today = '2026-06-10';
  it('hotel stays default to today → tomorrow and refuse the past, empty and over-long stays', () => {
    expect(stayDates(undefined, undefined, today)).toEqual({ checkIn: today, checkOut: '2026-06-11', nights: 1 });
    expect(stayDates('2026-06-20', undefined, today)).toEqual({ checkIn: '2026-06-20', checkOut: '2026-06-21', nights: 1 });
    expect(stayDates(undefined, '2026-06-13', today)).toEqual({ checkIn: today, checkOut: '2026-06-13', nights: 3 });
    expect(() => stayDates('2026-06-09', '2026-06-11', today)).toThrow('Check-in cannot be in the past.');
    expect(() => stayDates('2026-06-12', '2026-06-12', today)).toThrow('Check-out must be after check-in.');
    expect(() => stayDates('2026-06-12', '2026-07-13', today)).toThrow('at most 30 nights');
  });

  it('cab trips start in the future and last 8 hours unless a drop-off is given', () => {
    const now = new Date('2026-06-10T00:00:00Z');
    expect(tripTimes('2026-06-10T06:00:00.000Z', undefined, now).dropoff.toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(() => tripTimes('2026-06-09T23:59:00.000Z', undefined, now)).toThrow('in the future');
  });
});
