// The tour search lives in the URL: /tour?destination=…&date=…&maxPrice=…&sort=… (the search panel's field names),
// so the panel is a plain GET form that works before the scripts arrive and the server renders its result.
import { isDay } from '../../lib/dates.ts';
import type { TourFilter } from './api/list-tours.ts';
import { readSort } from '../../lib/result-sorts.ts';

export const BUDGET_MIN = 1000;
export const BUDGET_MAX = 50000;
export const BUDGET_STEP = 1000;

/** The search a /tour query asks for; a value that cannot be one is left out. */
export function readTourFilter(p: URLSearchParams): TourFilter {
  const destination = p.get('destination')?.trim().slice(0, 100);
  const date = p.get('date');
  const maxPrice = Number(p.get('maxPrice') || NaN);
  const sort = readSort(p.get('sort'));
  return {
    ...(destination ? { destination } : {}),
    ...(isDay(date) ? { date } : {}),
    ...(Number.isFinite(maxPrice) && maxPrice >= 0 ? { maxPrice: Math.min(maxPrice, BUDGET_MAX) } : {}),
    ...(sort && { sort }),
  };
}

/** The /tour query of a search. */
export function tourFilterQuery(f: TourFilter): string {
  const q = new URLSearchParams();
  if (f.destination) q.set('destination', f.destination);
  if (f.date) q.set('date', f.date);
  if (f.maxPrice !== undefined) q.set('maxPrice', String(f.maxPrice));
  if (f.sort) q.set('sort', f.sort);
  const s = q.toString();
  return s ? `?${s}` : '';
}
