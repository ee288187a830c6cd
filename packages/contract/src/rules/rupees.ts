// Amounts as people read them: ₹ and Indian digit grouping, whole rupees bare and paise as two digits
// (₹1,23,456 and ₹1,23,456.50, never ₹1,23,456.5). The one place the site, the mails, the invoices and
// the share previews format rupees.
//
// Written out rather than through Intl.NumberFormat: the first Intl formatter a page makes loads the
// locale's data, about 12 ms on a desktop and several times that on a cheap phone, inside the task that
// hydrates the page (test/rupees.test.ts checks every form against Intl's en-IN output).
import { paise } from './pricing.ts';

/** 1234567 → '12,34,567': the last three digits, then groups of two. */
export function indianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** ₹ and an amount of whole paise; the minus sign before ₹. */
function format(amountInPaise: number, twoDecimals: boolean): string {
  const sign = amountInPaise < 0 ? '-' : '';
  const abs = Math.abs(amountInPaise);
  const fraction = abs % 100;
  const whole = `${sign}₹${indianDigits((abs - fraction) / 100)}`;
  return fraction === 0 && !twoDecimals ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** rupees: ₹4,200, or ₹4,200.50 when there are paise */
export const rupees = (amount: number) => format(paise(amount), false);
/** rupees with exactly two decimals, as tables of amounts show them: ₹4,200.00 */
export const rupeesExact = (amount: number) => format(paise(amount), true);
/** paise as rupees: ₹4,200, or ₹4,200.50 when there are paise */
export const rupeesOfPaise = (paise: number) => format(Math.round(paise), false);
/** paise as rupees with exactly two decimals, as invoices and the checkout show them: ₹4,200.00 */
export const rupeesOfPaiseExact = (paise: number) => format(Math.round(paise), true);
