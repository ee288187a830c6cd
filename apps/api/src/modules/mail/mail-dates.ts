// Times and days as a message writes them, in its language (decision 0087): English as the messages always
// wrote them ('28 Nov 2026, 5:30 pm IST'); Hindi with Hindi month names and a 24-hour clock, as Indian
// Railways' and the banks' Hindi messages write them ('28 नवंबर 2026, 17:30 IST').
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';
import { indianLocalTime, IST_TIME_ZONE } from '@raahi/contract/rules/dates';

const EN_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: IST_TIME_ZONE });
const EN_DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment in Indian time, in words. */
export function indianDateTime(iso: string | Date, language: Language): string {
  const at = new Date(iso);
  if (language === 'en') return `${EN_TIME.format(at)} IST`;
  const local = indianLocalTime(at);
  return `${calendarDay(local.slice(0, 10), language)}, ${local.slice(11, 16)} IST`;
}

/** A calendar day (YYYY-MM-DD) in words. */
export const dayInWords = (day: string, language: Language): string =>
  language === 'en' ? EN_DAY.format(new Date(`${day}T00:00:00Z`)) : calendarDay(day, language);
