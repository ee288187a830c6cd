// Rupee amounts written out by hand (rules/rupees.ts) must read exactly as Intl's en-IN currency format
// does: ₹, Indian digit grouping, the minus sign before ₹; whole rupees bare, paise as two digits.
import { describe, expect, it } from 'vitest';
import { rupees, rupeesExact, rupeesOfPaise, rupeesOfPaiseExact } from '../src/rules/rupees.ts';

const currency = (fractionDigits: { minimumFractionDigits: number; maximumFractionDigits: number }) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...fractionDigits });
const exact = currency({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const bare = currency({ minimumFractionDigits: 0, maximumFractionDigits: 0 });
/** what Intl says for an amount of whole paise */
const intl = (paise: number) => (paise % 100 === 0 ? bare : exact).format(paise / 100);

/** paise amounts from 0 to 10^11 (a billion rupees), spread over every digit count, both signs */
function amounts(): number[] {
  let seed = 20261123;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const list = [0, 1, 5, 10, 99, 100, 101, 999_99, 1000_00, 1_00_000_00, 12_34_567_89, 99_99_99_999_99];
  for (let digits = 1; digits <= 11; digits++) {
    for (let i = 0; i < 200; i++) list.push(Math.floor(next() * 10 ** digits));
    list.push(Math.floor(next() * 10 ** (digits - 1)) * 100); // whole rupees
  }
  return [...list, ...list.map((p) => -p).filter((p) => p !== 0)];
}

describe('rupees', () => {
  it('reads as Intl en-IN does, for whole rupees and paise, at every size and sign', () => {
    for (const paise of amounts()) {
      expect(rupeesOfPaise(paise), String(paise)).toBe(intl(paise));
      expect(rupees(paise / 100), String(paise)).toBe(intl(paise));
      expect(rupeesOfPaiseExact(paise), String(paise)).toBe(exact.format(paise / 100));
      expect(rupeesExact(paise / 100), String(paise)).toBe(exact.format(paise / 100));
    }
  });

  it('groups digits the Indian way and shows paise as two digits', () => {
    expect(rupees(1234567)).toBe('₹12,34,567');
    expect(rupees(8814.6)).toBe('₹8,814.60');
    expect(rupees(4200)).toBe('₹4,200');
    expect(rupeesExact(4200)).toBe('₹4,200.00');
    expect(rupees(999)).toBe('₹999');
    expect(rupees(-1500.5)).toBe('-₹1,500.50');
  });

  it('rounds to the nearest paisa', () => {
    expect(rupees(10.004)).toBe('₹10');
    expect(rupees(10.006)).toBe('₹10.01');
    expect(rupees(0.125)).toBe('₹0.13');
    expect(rupees(-0.001)).toBe('₹0');
  });
});
