// Live hotels and tours whose name holds what was typed. Hotels: the distinct live names are searched by their
// trigram index (hotel_live_names, decision 0090), then each name's hotels are read by hotels_live_name_idx.
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotelLiveNames, hotels, tours } from '../../db/schema.ts';

export type NamedListing = { id: string; name: string; location: string };

export function hotelsNamed(db: Db, text: string, limit: number): Promise<NamedListing[]> {
  const names = db
    .select({ name: hotelLiveNames.name })
    .from(hotelLiveNames)
    .where(ilike(hotelLiveNames.name, containsPattern(text)))
    .limit(limit)
    .as('names');
  const named = db
    .select({ id: hotels.id, name: hotels.name, location: hotels.location })
    .from(hotels)
    .where(and(eq(hotels.name, names.name), isNull(hotels.archivedAt)))
    .limit(limit)
    .as('named');
  return db.select({ id: named.id, name: named.name, location: named.location }).from(names).crossJoinLateral(named).limit(limit);
}

export const toursNamed = (db: Db, text: string, limit: number): Promise<NamedListing[]> =>
  db
    .select({ id: tours.id, name: tours.name, location: tours.location })
    .from(tours)
    .where(and(isNull(tours.archivedAt), ilike(tours.name, containsPattern(text))))
    .orderBy(asc(tours.name))
    .limit(limit);
