import { describe, expect, it } from 'vitest';
import { calendarDay, monthName, shortRupees } from '../src/i18n/indian-forms.ts';

describe('short rupees', () => {
  it('writes lakh and crore in each language, and smaller amounts in full with Indian grouping', () => {
    expect(shortRupees(45_000, 'hi')).toBe('₹45,000');
    expect(shortRupees(99_999, 'en')).toBe('₹99,999');
    expect(shortRupees(1_00_000, 'en')).toBe('₹1 lakh');
    expect(shortRupees(1_23_456, 'en')).toBe('₹1.2 lakh');
    expect(shortRupees(1_23_456, 'hi')).toBe('₹1.2 लाख');
    expect(shortRupees(99_99_999, 'hi')).toBe('₹1 करोड़');
    expect(shortRupees(3_50_00_000, 'en')).toBe('₹3.5 crore');
    expect(shortRupees(12_34_56_78_900, 'hi')).toBe('₹1,234.6 करोड़');
    expect(shortRupees(-2_50_000, 'hi')).toBe('-₹2.5 लाख');
  });
});

describe('calendar days', () => {
  it('writes Hindi months whole with Latin digits, and the weekday when asked', () => {
    expect(calendarDay('2026-11-27', 'hi')).toBe('27 नवंबर 2026');
    expect(calendarDay('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(calendarDay('2026-12-31', 'en', { year: false })).toBe('31 Dec');
    expect(calendarDay('2026-12-31', 'hi', { year: false })).toBe('31 दिसंबर');
    expect(calendarDay('2026-11-27', 'hi', { weekday: true })).toBe('शुक्रवार, 27 नवंबर 2026');
    expect(calendarDay('2026-03-01', 'en', { weekday: true })).toBe('Sunday, 1 Mar 2026');
    expect(calendarDay('not a day', 'hi')).toBe('not a day');
    expect(monthName(10, 'hi')).toBe('अक्तूबर');
  });

  it("agrees with Intl's hi-IN calendar", () => {
    for (const day of ['2026-01-05', '2026-02-14', '2026-08-15', '2026-10-02', '2027-12-31']) {
      const intl = new Intl.DateTimeFormat('hi-IN', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`));
      const ours = calendarDay(day, 'hi', { weekday: true });
      // Intl writes the same words (some versions with फ़रवरी/फरवरी, अक्तूबर/अक्टूबर spelt apart)
      expect(intl.replace('फरवरी', 'फ़रवरी').replace('अक्टूबर', 'अक्तूबर').replace(/\s+/g, ' ')).toBe(ours);
    }
  });
});
