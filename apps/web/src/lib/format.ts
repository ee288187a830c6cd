import { indianLocalTime } from '@raahi/contract/rules/dates';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';
// Rupees are formatted by the contract's rules/rupees.ts (rupees, rupeesExact), as the server does. Dates are
// written out too: a page's first Intl.DateTimeFormat loads the locale's data inside the hydrating task.

/** '1 Night', '3 Nights'. */
export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** dd/mm/yyyy hh:mm in Indian time. */
export function formatDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '—';
  const local = indianLocalTime(d);
  return `${formatDay(local)} ${local.slice(11, 16)}`;
}

/** A calendar date (YYYY-MM-DD) as dd/mm/yyyy. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** '12 Mar 2026' (or '12 मार्च 2026') in Indian time, as blog dates are shown. */
export function formatShortDate(iso: string, language: Language = 'en'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return calendarDay(indianLocalTime(d).slice(0, 10), language);
}
