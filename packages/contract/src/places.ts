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

/** What a suggestion is: a place, a region (Goa), an area or a landmark in one, or a listing by its name. */
export const DESTINATION_KINDS = [...PLACE_KINDS, 'region', 'area', 'landmark', 'hotel', 'tour'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

export const suggestion = z.object({
  kind: z.enum(DESTINATION_KINDS),
  /** the name, as the list searches accept it */
  name: z.string(),
  /** where it is: an area's or landmark's place ('Goa'), a place's state, a listing's location */
  where: z.string(),
  /** a hotel's or tour's id (its page) */
  id: z.optional(z.string()),
});
export type Suggestion = z.infer<typeof suggestion>;

export const SUGGEST_LIMIT_MAX = 12;
export const suggestQuery = z.object({
  /** what was typed: places from the second letter, hotels and tours by name from the third; slips forgiven in places */
  q: z._default(shortText(80), ''),
  limit: z._default(
    z.coerce
      .number()
      .check(z.int('Must be a whole number.'), z.gte(1, 'At least 1.'), z.lte(SUGGEST_LIMIT_MAX, `At most ${SUGGEST_LIMIT_MAX}.`)),
    8,
  ),
});

export const suggestDestinations = anyone.get(
  '/api/suggest',
  'What one may search for, answering what was typed: places, regions, areas, landmarks, hotels and tours by name',
  { query: suggestQuery, response: z.array(suggestion) },
);
