import { describe, expect, it } from 'vitest';
import { occupancyNights, periodLabel, periodOf, periodsBetween, MAX_OCCUPANCY_NIGHTS } from '../src/rules/periods.ts';

describe('analytics periods', () => {
  it('starts weeks on Monday and months on the first', () => {
    expect(periodOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday belongs to the week before
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday starts its own
    expect(periodOf('2026-11-01', 'week')).toBe('2026-10-26'); // across a month
    expect(periodOf('2026-11-22', 'month')).toBe('2026-11-01');
    expect(periodOf('2026-11-22', 'day')).toBe('2026-11-22');
  });

  it('lists every period of a range once, oldest first', () => {
    expect(periodsBetween('2026-12-30', '2027-01-02', 'day')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(periodsBetween('2026-11-20', '2026-12-02', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periodsBetween('2026-01-31', '2026-03-01', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodsBetween('2026-11-22', '2026-11-22', 'month')).toEqual(['2026-11-01']);
  });

  it('caps the occupancy nights', () => {
    expect(occupancyNights('2026-11-01', '2026-11-03')).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    const year = occupancyNights('2026-01-01', '2026-12-31');
    expect(year).toHaveLength(MAX_OCCUPANCY_NIGHTS);
    expect(year[0]).toBe('2026-01-01');
  });

  it('names periods for charts', () => {
    expect(periodLabel('2026-11-05', 'day')).toBe('5 Nov');
    expect(periodLabel('2026-11-02', 'week')).toBe('Week of 2 Nov');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
  });
});
