// The suggestions while typing: destinations first (from the second letter, slips forgiven), then hotels
// and tours whose name holds the text (from the third letter: two letters are in too many names to narrow
// anything). At most LISTINGS of the answer are listings, so places are never crowded out.
import type { Suggestion } from '@raahi/contract/places';
import { normalisePlaceText } from '@raahi/contract/rules/place-search';
import type { Db } from '../../db/client.ts';
import { findDestinations, whereIs } from '../places/index.ts';
import { hotelsNamed, toursNamed } from './suggest.repo.ts';

const LISTINGS = 4;
const LISTING_NAME_FROM = 3;

export async function suggest(db: Db, text: string, limit: number): Promise<Suggestion[]> {
  const typed = normalisePlaceText(text);
  if (typed.length < 2) return [];
  const listingsWanted = typed.length >= LISTING_NAME_FROM ? Math.min(LISTINGS, Math.floor(limit / 2)) : 0;
  const [hotelRows, tourRows] = listingsWanted
    ? await Promise.all([hotelsNamed(db, text.trim(), listingsWanted), toursNamed(db, text.trim(), listingsWanted)])
    : [[], []];
  const listings: Suggestion[] = [
    ...hotelRows.map((h) => ({ kind: 'hotel' as const, name: h.name, where: h.location, id: h.id })),
    ...tourRows.map((t) => ({ kind: 'tour' as const, name: t.name, where: t.location, id: t.id })),
  ].slice(0, listingsWanted);
  const places = findDestinations(text, limit - listings.length).map((d) => ({ kind: d.kind, name: d.name, where: whereIs(d) }));
  return [...places, ...listings];
}
