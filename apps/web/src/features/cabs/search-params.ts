// The cab search travels in the URL: /c?sourceLocation=…&destLocation=…&date=…&hours=…&minutes=…&type=SUV&type=Sedan
import { isDay } from '../../lib/dates.ts';
import type { CabListParams } from './api/list-cabs.ts';

export const CAR_TYPES = ['SUV', 'Sedan', 'Hatchback'] as const;
export const FUEL_TYPES = ['CNG', 'Petrol', 'Diesel'] as const;
export const SEAT_OPTIONS = ['4', '5', '6', '7'] as const;
export const CAB_PAGE_SIZE = 12;

export type CabTrip = { sourceLocation: string; destLocation: string; date: string; hours: string; minutes: string };
export type CabFilters = { type: string[]; fuelType: string[]; seats: string[] };

const clampInt = (v: string | null, max: number) => {
  if (v === null || v === '') return '';
  const n = Math.floor(Number(v));
  return Number.isFinite(n) && n >= 0 && n <= max ? String(n) : '';
};

export function readTrip(p: URLSearchParams): CabTrip {
  const date = p.get('date') ?? '';
  return {
    sourceLocation: p.get('sourceLocation') ?? '',
    destLocation: p.get('destLocation') ?? '',
    date: isDay(date) ? date : '',
    hours: clampInt(p.get('hours'), 23),
    minutes: clampInt(p.get('minutes'), 59),
  };
}

export function readFilters(p: URLSearchParams): CabFilters {
  const all = (k: string) =>
    p
      .getAll(k)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  return { type: all('type'), fuelType: all('fuelType'), seats: all('seats') };
}

/** What the list asks the API for (the page and its server loader share the cache entry). */
export function cabListParams(p: URLSearchParams): CabListParams {
  return { ...readFilters(p), page: Math.max(1, Math.floor(Number(p.get('page')) || 1)), limit: CAB_PAGE_SIZE };
}

/** The trip as query parameters (empty values left out). */
export function tripParams(t: CabTrip): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(t)) if (v) q.set(k, v);
  return q;
}

/** "2026-05-01T09:30" from the search's date, hours and minutes, when the date is given. */
export function tripPickup(t: CabTrip): string {
  if (!t.date) return '';
  const hh = String(t.hours || '9').padStart(2, '0');
  const mm = String(t.minutes || '0').padStart(2, '0');
  return `${t.date}T${hh}:${mm}`;
}
