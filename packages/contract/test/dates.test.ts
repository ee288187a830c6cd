import { describe, expect, it } from 'vitest';
import { addDays } from '../src/rules/dates.ts';

/** The answer through a Date, as addDays counted before it counted days itself. */
function throughDate(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('addDays', () => {
  it('answers what a Date answers for every day of 1890–2170, forwards and back, across months, leap days and centuries', () => {
    const wrong: string[] = [];
    // every third day, so that each day of the month and of the week comes up
    for (let i = -50_000; i < 52_000; i += 3) {
      const day = throughDate('1970-01-01', i);
      for (const n of [-1461, -366, -29, -1, 0, 1, 28, 31, 59, 365, 1461, 36_525]) {
        const got = addDays(day, n);
        if (got !== throughDate(day, n) && wrong.length < 5) wrong.push(`${day} + ${n}: ${got}, not ${throughDate(day, n)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('crosses the leap days of 2000 and 2024 and skips the one 1900 and 2100 do not have', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2000-03-01', -1)).toBe('2000-02-29');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
    expect(addDays('2100-03-01', -1)).toBe('2100-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -366)).toBe('2025-12-31');
  });

  it('treats a day that is not a calendar day as a Date does (a 31 April rolls over, nonsense throws)', () => {
    expect(addDays('2026-04-31', 0)).toBe(throughDate('2026-04-31', 0));
    expect(addDays('2026-02-30', 1)).toBe(throughDate('2026-02-30', 1));
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('not a day', 1)).toThrow(RangeError);
  });
});
