// Amounts and dates as Indian readers expect them in each language (decision 0057). Written out, as
// rules/rupees.ts is, so that no Intl formatter loads locale data while a page hydrates. Digits stay
// Latin in Hindi too ('27 नवंबर 2026', '₹1.2 लाख'), as Indian Hindi newspapers, banks and travel sites write them.
import type { Language } from './languages.ts';
import { indianDigits, rupees } from '../rules/rupees.ts';

const LAKH = 100_000;
const CRORE = 10_000_000;
const UNITS: Record<Language, { lakh: string; crore: string }> = {
  en: { lakh: 'lakh', crore: 'crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/** One decimal at most, none when it is 0, the whole part grouped: 1.25 → '1.3', 2.0 → '2', 1234.56 → '1,234.6'. */
function oneDecimal(n: number): string {
  const tenths = Math.round(n * 10);
  const rest = tenths % 10;
  return `${indianDigits((tenths - rest) / 10)}${rest ? `.${rest}` : ''}`;
}

/**
 * Rupees in few characters where space is tight: below a lakh as rupees() writes them (₹45,000), then
 * '₹1.2 lakh' / '₹1.2 लाख', '₹3.5 crore' / '₹3.5 करोड़'.
 */
export function shortRupees(amount: number, language: Language): string {
  const abs = Math.abs(amount);
  if (abs < LAKH) return rupees(amount);
  const sign = amount < 0 ? '-' : '';
  const [value, unit] = abs >= CRORE ? [abs / CRORE, UNITS[language].crore] : [abs / LAKH, UNITS[language].lakh];
  // 99,99,999 is '₹1 crore', not '₹100 lakh'
  if (unit === UNITS[language].lakh && Math.round(value * 10) / 10 >= 100) return `${sign}₹1 ${UNITS[language].crore}`;
  return `${sign}₹${oneDecimal(value)} ${unit}`;
}

const MONTHS: Record<Language, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
};
const SHORT_MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS: Record<Language, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

const parts = (day: string) => /^(\d{4})-(\d{2})-(\d{2})/.exec(day);

/**
 * A calendar day (YYYY-MM-DD): '27 Nov 2026' in English (as the site has always written it), '27 नवंबर 2026'
 * in Hindi (Hindi months are not shortened); the weekday before it when asked: 'शुक्रवार, 27 नवंबर 2026';
 * without the year where the context gives it: '27 Nov'.
 */
export function calendarDay(day: string, language: Language, { weekday = false, year = true } = {}): string {
  const m = parts(day);
  if (!m) return day;
  const [, y, mo, d] = m;
  const month = language === 'en' ? SHORT_MONTHS_EN[Number(mo) - 1] : MONTHS[language][Number(mo) - 1];
  const text = year ? `${Number(d)} ${month} ${y}` : `${Number(d)} ${month}`;
  if (!weekday) return text;
  const dow = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay();
  return `${WEEKDAYS[language][dow]}, ${text}`;
}

/** A month's whole name: (11, 'hi') → 'नवंबर'. */
export const monthName = (month: number, language: Language) => MONTHS[language][month - 1] ?? '';
