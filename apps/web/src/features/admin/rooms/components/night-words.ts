// How a night of the calendar is said: the short marks a cell shows and the full sentence a screen reader
// reads for it.
import type { RateNight } from '@raahi/contract/rooms';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';
import { rupees } from '@raahi/contract/rules/rupees';
import type { useT } from '../../../../lib/i18n.tsx';
import { roomsLeft, type CalendarRow } from './calendar-model.ts';

type T = ReturnType<typeof useT>;

/** The restriction marks of a rate night: 'Min 2', 'Max 7', 'CTA', 'CTD'. */
export function rateMarks(t: T, n: RateNight): string[] {
  const marks: string[] = [];
  if (n.minStay > 1) marks.push(t('admin.calendar.mark.min', { n: n.minStay }));
  if (n.maxStay !== null) marks.push(t('admin.calendar.mark.max', { n: n.maxStay }));
  if (n.closedToArrival) marks.push(t('admin.calendar.mark.cta'));
  if (n.closedToDeparture) marks.push(t('admin.calendar.mark.ctd'));
  return marks;
}

/** 'Deluxe, Fri 12 Dec 2026: 3 of 5 rooms left, stop-sell' / 'Deluxe, Room only, …: ₹4,500, minimum 2 nights, closed'. */
export function cellLabel(t: T, language: Language, row: CalendarRow, col: number, date: string): string {
  const day = calendarDay(date, language, { weekday: true });
  if (row.kind === 'room') {
    const n = row.nights[col]!;
    const parts = [t('admin.calendar.sr.rooms', { left: roomsLeft(n), rooms: n.rooms })];
    if (n.stopSell) parts.push(t('admin.calendar.sr.stopSell'));
    return `${row.label}, ${day}: ${parts.join(', ')}`;
  }
  const n = row.nights[col]!;
  const parts = [rupees(n.price)];
  if (n.minStay > 1) parts.push(t('admin.calendar.sr.minStay', { n: n.minStay }));
  if (n.maxStay !== null) parts.push(t('admin.calendar.sr.maxStay', { n: n.maxStay }));
  if (n.closedToArrival) parts.push(t('admin.calendar.sr.cta'));
  if (n.closedToDeparture) parts.push(t('admin.calendar.sr.ctd'));
  if (n.closed) parts.push(t('admin.calendar.sr.closed'));
  return `${row.roomLabel}, ${row.label}, ${day}: ${parts.join(', ')}`;
}
