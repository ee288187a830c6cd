// Places travellers name: India's cities, towns and airports, for autocomplete and for trips.
import * as z from 'zod/mini';
import { anyone } from './collection.ts';
import { shortText } from './fields.ts';
import { PLACE_KINDS } from './rules/place-search.ts';

export const place = z.object({
  /** a stable id ('delhi', 'del-airport') a trip may name instead of the place's name */
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  state: z.string(),
  /** other names people use (Bangalore for Bengaluru; an airport's official name and code) */
  aliases: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  /** an airport's city (a place id) */
  city: z.optional(z.string()),
});
export type WirePlace = z.infer<typeof place>;

export const PLACES_LIMIT_MAX = 20;
export const placesQuery = z.object({
  /** what was typed: the start of a name or another name, slips forgiven; empty answers nothing */
  q: z._default(shortText(80), ''),
  limit: z._default(
    z.coerce
      .number()
      .check(z.int('Must be a whole number.'), z.gte(1, 'At least 1.'), z.lte(PLACES_LIMIT_MAX, `At most ${PLACES_LIMIT_MAX}.`)),
    8,
  ),
});

export const listPlaces = anyone.get('/api/places', 'Places matching what was typed, bigger and busier first (autocomplete)', {
  query: placesQuery,
  response: z.array(place),
});
