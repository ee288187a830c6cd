// Periods of the analytics: a range of Indian calendar days cut into days, weeks (Monday first) or months.
// Zod-free, shared by the API (which buckets) and the web (which labels).
import { addDays, daysBetween } from './dates.ts';

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** the longest range one request may ask for (two years and a day) */
export const MAX_ANALYTICS_DAYS = 732;
/** occupancy lists at most this many nights */
export const MAX_OCCUPANCY_NIGHTS = 92;
/** the range asked for when none is given: the last 30 days */
export const DEFAULT_ANALYTICS_DAYS = 30;

/** The first day of the period `day` falls in. */
export function periodOf(day: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every period that holds a day of [from, to], oldest first. */
export function periodsBetween(from: string, to: string, interval: AnalyticsInterval): string[] {
  const periods: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const p = periodOf(day, interval);
    if (periods[periods.length - 1] !== p) periods.push(p);
  }
  return periods;
}

/** The nights of [from, to] whose occupancy is shown: at most MAX_OCCUPANCY_NIGHTS from `from`. */
export function occupancyNights(from: string, to: string): string[] {
  const n = Math.min(daysBetween(from, to) + 1, MAX_OCCUPANCY_NIGHTS);
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** How a period is named on a chart: '5 Nov', 'Week of 3 Nov', 'Nov 2026'. */
export function periodLabel(period: string, interval: AnalyticsInterval): string {
  const d = new Date(`${period}T00:00:00Z`);
  const day = d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (interval === 'day') return day;
  if (interval === 'week') return `Week of ${day}`;
  return d.toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
