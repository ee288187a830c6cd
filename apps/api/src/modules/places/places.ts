// The places trips start and end at, with one face for every caller: find them by what was typed, read one
// by id or by name, and the road distance between two (known for the busiest routes, else estimated).
// The data: places.json (SOURCES.md says where it comes from) and hindi-names.json, the routes: known-routes.ts.
import { placeIndex, placeNamed, searchPlaces, type Place } from '@raahi/contract/rules/place-search';
import { estimatedRoadKm } from '@raahi/contract/rules/road-distance';
import { AppError } from '../../lib/errors.ts';
import { KNOWN_ROUTES } from './known-routes.ts';
import hindi from './hindi-names.json' with { type: 'json' };
import rows from './places.json' with { type: 'json' };

const HINDI = hindi as Record<string, string[]>;
/** Every place, with the Hindi names of the busiest among its other names. */
export const PLACES: Place[] = (rows as Place[]).map((p) => ({ ...p, aliases: [...p.aliases, ...(HINDI[p.id] ?? [])] }));
const routeKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const KNOWN = new Map(KNOWN_ROUTES.map(([a, b, km]) => [routeKey(a, b), km]));
const BUSY = new Set(KNOWN_ROUTES.flatMap(([a, b]) => [a, b]));
const INDEX = placeIndex(PLACES, BUSY);

export type { Place };

/** Places answering what was typed, best first (autocomplete). */
export const findPlaces = (text: string, limit = 8): Place[] => searchPlaces(INDEX, text, limit);

export const placeById = (id: string): Place | undefined => INDEX.byId.get(id);

/** The place a text names exactly (id, name, another name, 'Name, State'), or undefined. */
export const placeNamedBy = (text: string): Place | undefined => placeNamed(INDEX, text);

/**
 * The place an address names: the whole text, else its last part that names a place ('MI Road, Jaipur' →
 * Jaipur). Undefined when no part does.
 */
export function placeOfAddress(text: string): Place | undefined {
  const whole = placeNamedBy(text);
  if (whole) return whole;
  const parts = text.split(',').map((s) => s.trim());
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i] && placeNamedBy(parts[i]!);
    if (p) return p;
  }
  return undefined;
}

/** The city a place belongs to for a car's service area: an airport's city, else the place itself. */
export const cityOf = (p: Place): Place => (p.kind === 'airport' && p.city ? (placeById(p.city) ?? p) : p);

/** The places one might have meant by a name nobody knows: near misses, else places starting as it does. */
export function suggestionsFor(text: string, limit = 5): string[] {
  const near = findPlaces(text, limit);
  const found = near.length ? near : findPlaces(text.trim().slice(0, 2), limit);
  return found.map((p) => p.name);
}

/** 400: nobody knows the place; the answer names it and carries `suggestions`. */
export function unknownPlace(field: string, text: string): AppError {
  const suggestions = suggestionsFor(text);
  const didYouMean = suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : '';
  const err = new AppError(400, 'unknown_place', `We don't know "${text}".${didYouMean}`, { [field]: `We don't know "${text}".` });
  err.extra = { suggestions };
  return err;
}

/** The place a trip field names, or the 400 that says nobody knows it. */
export function placeOrRefuse(field: string, text: string): Place {
  const p = placeNamedBy(text);
  if (!p) throw unknownPlace(field, text);
  return p;
}

export type RoadDistance = { km: number; known: boolean };

/** Road km between two places: a known route's (an airport counts as its city only when the other is not that city), else estimated. */
export function roadDistance(a: Place, b: Place): RoadDistance {
  if (a.id === b.id) return { km: 0, known: true };
  const known = KNOWN.get(routeKey(a.id, b.id));
  if (known !== undefined) return { km: known, known: true };
  return { km: estimatedRoadKm(a, b), known: false };
}

/** The known routes (for the test that measures the road factor). */
export const knownRoutes = () => KNOWN_ROUTES.map(([a, b, km]) => ({ from: placeById(a)!, to: placeById(b)!, km }));
