// The cab search travels in the URL: /c?sourceLocation=…&destLocation=…&date=…&hours=…&minutes=…&type=SUV&type=Sedan,
// with the trip's kind (trip=round), its return day and a local trip's package when they are chosen.
import { TRIP_KINDS, type TripKind } from '@raahi/contract/rules/cab-fares';
import { MAX_TRAVELLERS } from '@raahi/contract/rules/travellers';
import { isDay } from '../../lib/dates.ts';
import { readSort, type ResultSort } from '../../lib/result-sorts.ts';
import type { CabListParams } from './api/list-cabs.ts';

export const CAR_TYPES = ['SUV', 'Sedan', 'Hatchback'] as const;
export const FUEL_TYPES = ['CNG', 'Petrol', 'Diesel'] as const;
export const SEAT_OPTIONS = ['4', '5', '6', '7'] as const;
export const CAB_PAGE_SIZE = 12;

export type CabTrip = {
  sourceLocation: string;
  destLocation: string;
  date: string;
  hours: string;
  minutes: string;
  trip: TripKind;
  returnDate: string;
  package: string;
  /** how many travel ('' : not said); only cabs that seat them are listed */
  travellers: string;
};
/** The travellers a search offers to choose from. */
export const TRAVELLER_CHOICES = Array.from({ length: 12 }, (_, i) => i + 1);
export const LOCAL_PACKAGES = ['4h40km', '8h80km'] as const;
export type CabFilters = { type: string[]; fuelType: string[]; seats: string[] };
export const NO_CAB_FILTERS: CabFilters = { type: [], fuelType: [], seats: [] };

const clampInt = (v: string | null, max: number) => {
  if (v === null || v === '') return '';
  const n = Math.floor(Number(v));
  return Number.isFinite(n) && n >= 0 && n <= max ? String(n) : '';
};

export function readTrip(p: URLSearchParams): CabTrip {
  const date = p.get('date') ?? '';
  const back = p.get('returnDate') ?? '';
  const kind = p.get('trip') as TripKind | null;
  return {
    sourceLocation: p.get('sourceLocation') ?? '',
    destLocation: p.get('destLocation') ?? '',
    date: isDay(date) ? date : '',
    hours: clampInt(p.get('hours'), 23),
    minutes: clampInt(p.get('minutes'), 59),
    trip: kind && TRIP_KINDS.includes(kind) ? kind : 'oneway',
    returnDate: isDay(back) ? back : '',
    package: (LOCAL_PACKAGES as readonly string[]).includes(p.get('package') ?? '') ? p.get('package')! : '',
    travellers: clampInt(p.get('travellers'), MAX_TRAVELLERS).replace(/^0$/, ''),
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
  const t = readTrip(p);
  const sort = readSort(p.get('sort'));
  const list = {
    ...readFilters(p),
    ...(t.travellers ? { travellers: Number(t.travellers) } : {}),
    page: Math.max(1, Math.floor(Number(p.get('page')) || 1)),
    limit: CAB_PAGE_SIZE,
    ...(sort && { sort }),
  };
  if (!t.sourceLocation.trim()) return list;
  // a trip: the server lists the cars that serve it, priced for it
  const time = t.hours ? `${t.hours.padStart(2, '0')}:${(t.minutes || '0').padStart(2, '0')}` : undefined;
  return {
    ...list,
    trip: t.trip,
    from: t.sourceLocation.trim(),
    ...(t.trip !== 'local' && t.destLocation.trim() ? { to: t.destLocation.trim() } : {}),
    ...(t.date ? { date: t.date } : {}),
    ...(time ? { time } : {}),
    ...(t.trip === 'round' && t.returnDate ? { returnDate: t.returnDate } : {}),
    ...(t.trip === 'local' ? { package: t.package || LOCAL_PACKAGES[1] } : {}),
  };
}

/** The /c query of a search: the trip, the filters, the order ('' : the list's own) and the page. */
export function cabSearchQuery(trip: CabTrip, f: CabFilters, sort: ResultSort, page = 1): string {
  const q = tripParams(trip);
  f.type.forEach((v) => q.append('type', v));
  f.fuelType.forEach((v) => q.append('fuelType', v));
  f.seats.forEach((v) => q.append('seats', v));
  if (sort) q.set('sort', sort);
  if (page > 1) q.set('page', String(page));
  return `?${q}`;
}

/** The trip as query parameters (empty values left out). */
export function tripParams(t: CabTrip): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(t)) if (v && !(k === 'trip' && v === 'oneway')) q.set(k, v);
  if (t.trip !== 'round') q.delete('returnDate');
  if (t.trip !== 'local') q.delete('package');
  return q;
}

/** "2026-05-01T09:30" from the search's date, hours and minutes, when the date is given. */
export function tripPickup(t: CabTrip): string {
  if (!t.date) return '';
  const hh = String(t.hours || '9').padStart(2, '0');
  const mm = String(t.minutes || '0').padStart(2, '0');
  return `${t.date}T${hh}:${mm}`;
}
