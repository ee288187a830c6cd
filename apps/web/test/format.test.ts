// Dates as the site shows them, written out without Intl (lib/format.ts), checked against Intl's own
// formatting in Indian time over instants spread across years, months and the hours around midnight.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate } from '../src/lib/format.ts';

const instants: Date[] = [];
for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2028, 0, 1); t += 37 * 3_600_000 + 17 * 60_000) instants.push(new Date(t));
// 18:29 and 18:30 UTC are either side of midnight in India
instants.push(new Date('2026-12-31T18:29:59Z'), new Date('2026-12-31T18:30:00Z'), new Date('2024-02-28T18:30:00Z'));

describe('dates in Indian time', () => {
  it('formatDateTime writes dd/mm/yyyy hh:mm as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const d of instants) expect(formatDateTime(d), d.toISOString()).toBe(intl.format(d).replace(',', ''));
    expect(formatDateTime(instants[5]!.toISOString())).toBe(formatDateTime(instants[5]!));
  });

  it('formatShortDate writes "12 Mar 2026" as Intl does (September as "Sep")', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    for (const d of instants) {
      const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
      expect(formatShortDate(d.toISOString()), d.toISOString()).toBe(`${p.day} ${p.month} ${p.year}`);
    }
    expect(formatShortDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
  });

  it('an unreadable date shows a dash', () => {
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatShortDate('')).toBe('—');
  });
});
