// Live hotels and tours whose name holds what was typed. Hotels: the distinct live names are searched by their
// trigram index (hotel_live_names, decision 0090; hotel_names_holding, migration 0045), then each name's hotels
// are read by hotels_live_name_idx.
import { and, asc, ilike, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotels, tours } from '../../db/schema.ts';

export type NamedListing = { id: string; name: string; location: string };

export async function hotelsNamed(db: Db, text: string, limit: number): Promise<NamedListing[]> {
  // hotel_names_holding (migration 0045): the names through their trigram index, whatever the planner guesses
  const result = await db.execute(sql`
    select named.id, named.name, named.location
      from hotel_names_holding(${containsPattern(text)}, ${limit}) as names(name)
     cross join lateral (
       select ${hotels.id} as id, ${hotels.name} as name, ${hotels.location} as location from ${hotels}
        where ${hotels.name} = names.name and ${hotels.archivedAt} is null limit ${limit}
     ) as named
     limit ${limit}`);
  return rowsOf<NamedListing>(result);
}

export const toursNamed = (db: Db, text: string, limit: number): Promise<NamedListing[]> =>
  db
    .select({ id: tours.id, name: tours.name, location: tours.location })
    .from(tours)
    .where(and(isNull(tours.archivedAt), ilike(tours.name, containsPattern(text))))
    .orderBy(asc(tours.name))
    .limit(limit);
