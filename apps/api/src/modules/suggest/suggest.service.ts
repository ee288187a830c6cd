// The suggestions while typing: destinations first (from the second letter, slips forgiven), then hotels
// and tours whose name holds the text (from the third letter: two letters are in too many names to narrow
// anything). At most LISTINGS of the answer are listings, so places are never crowded out.
import type { Suggestion } from '@raahi/contract/places';
import { normalisePlaceText } from '@raahi/contract/rules/place-search';
import type { Db } from '../../db/client.ts';
import { findDestinations, whereIs } from '../places/index.ts';
import { listingsNamed } from './suggest.repo.ts';

const LISTINGS = 4;
const LISTING_NAME_FROM = 3;

export async function suggest(db: Db, text: string, limit: number): Promise<Suggestion[]> {
  const typed = normalisePlaceText(text);
  if (typed.length < 2) return [];
  const listingsWanted = typed.length >= LISTING_NAME_FROM ? Math.min(LISTINGS, Math.floor(limit / 2)) : 0;
  const rows = listingsWanted ? await listingsNamed(db, text.trim(), listingsWanted) : [];
  // hotels before tours, each in the statement's order
  const listings: Suggestion[] = [...rows.filter((r) => r.kind === 'hotel'), ...rows.filter((r) => r.kind === 'tour')]
    .map((r) => ({ kind: r.kind, name: r.name, where: r.location, id: r.id }))
    .slice(0, listingsWanted);
  const places = findDestinations(text, limit - listings.length).map((d) => ({ kind: d.kind, name: d.name, where: whereIs(d) }));
  return [...places, ...listings];
}
