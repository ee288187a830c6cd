// Destinations as people type them: the places (places.ts, Hindi names included), and the regions, areas
// and landmarks listings name (localities.json), each area or landmark belonging to a place. One index answers both the suggestions while typing and what a list
// search's location means ('Bangalore' → Bengaluru, 'Calangute' → Goa).
import { normalisePlaceText, placeIndex, placeNamed, searchPlaces, type Findable } from '@raahi/contract/rules/place-search';
import type { DestinationKind } from '@raahi/contract/places';
import localities from './localities.json' with { type: 'json' };
import { PLACES } from './places.ts';

export type Destination = Findable & {
  kind: Exclude<DestinationKind, 'hotel' | 'tour'>;
  state: string;
  /** what an area or a landmark is in, as listings name it ('Goa', 'Delhi') */
  in?: string;
};

const slug = (s: string) => normalisePlaceText(s).replace(/ /g, '-');

const places: Destination[] = PLACES;
const regions: Destination[] = localities.regions.map((r) => ({ ...r, id: slug(r.name), kind: 'region' }));
const named = placeIndex([...regions, ...places]);

/** The place or region a destination of localities.json names (the file is checked by the tests: every name is known). */
const destinationOf = (name: string): Destination => {
  const found = placeNamed(named, name);
  if (!found) throw new Error(`localities.json: no place is called ${name}`);
  return found;
};

const inside: Destination[] = Object.entries(localities.destinations).flatMap(([where, { areas, landmarks }]) => {
  const of = destinationOf(where);
  const one = (kind: 'area' | 'landmark') => (name: string) => ({
    id: `${slug(name)}-${of.id}`,
    name,
    kind,
    state: of.state,
    aliases: [],
    population: 0,
    city: of.id,
    in: where,
  });
  return [...areas.map(one('area')), ...landmarks.map(one('landmark'))];
});

// an area or a region replaces the town of the same name and state ('Calangute, Goa' is the area)
const replaced = new Set([...inside, ...regions].map((d) => `${normalisePlaceText(d.name)}|${d.state}`));
const ALL = [...regions, ...inside, ...places.filter((p) => !replaced.has(`${normalisePlaceText(p.name)}|${p.state}`))];
const INDEX = placeIndex(ALL);

/** Destinations answering what was typed, best first: whole names, starts of names by size, near misses. */
export const findDestinations = (text: string, limit = 8): Destination[] => searchPlaces(INDEX, text, limit);

/** Where a destination is, in words: an area's or landmark's place, else its state. */
export const whereIs = (d: Destination): string => d.in ?? d.state;

/**
 * What a list search's location means: the text itself, and when it names a destination (by any of its
 * names), that one's names and those of the place it is in. Unknown text stays as typed (a hotel's name).
 */
export function searchTermsFor(text: string): string[] {
  const typed = text.trim();
  const found = placeNamed(INDEX, typed);
  if (!found) return [typed];
  const within = found.city ? INDEX.byId.get(found.city) : undefined;
  const names = [typed, found.name, ...found.aliases, ...(found.in ? [found.in] : []), ...(within ? [within.name, ...within.aliases] : [])];
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = n.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// each area once with the destination it is in, longest first so 'Andheri East' wins over a shorter name in it
const AREAS = inside
  .filter((d) => d.kind === 'area')
  .map((d) => ({ name: d.name, text: normalisePlaceText(d.name), in: normalisePlaceText(d.in!) }))
  .sort((a, b) => b.text.length - a.text.length);
// a street named after an area ('Fort Road' in Mumbai) is not the area
const STREET = /^(road|rd|street|st|marg|lane|path)\b/;
const wordsOf = (s: string) => ` ${normalisePlaceText(s)} `;

/**
 * The area a listing's address names, among the areas of the destination its location names ('12, MG
 * Road, near Calangute Beach, Goa' in 'Goa, Goa' → 'Calangute'), or undefined when it names none.
 */
export function areaOf(address: string, location: string): string | undefined {
  const where = wordsOf(location);
  const text = wordsOf(address);
  for (const area of AREAS) {
    if (!where.includes(` ${area.in} `)) continue;
    let at = text.indexOf(` ${area.text} `);
    while (at >= 0) {
      if (!STREET.test(text.slice(at + area.text.length + 2))) return area.name;
      at = text.indexOf(` ${area.text} `, at + 1);
    }
  }
  return undefined;
}
