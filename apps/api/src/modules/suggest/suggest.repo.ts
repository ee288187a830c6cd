// Live hotels and tours whose name holds what was typed, in one statement (one round trip a keystroke). Hotels:
// the distinct live names are searched by their trigram index (hotel_live_names, decision 0090;
// hotel_names_holding, migration 0045), then each name's hotels are read by hotels_live_name_idx. Tours are few.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotels, tours } from '../../db/schema.ts';

export type NamedListing = { kind: 'hotel' | 'tour'; id: string; name: string; location: string };

/** Up to `limit` hotels, then up to `limit` tours (by name), whose name holds `text`. */
export async function listingsNamed(db: Db, text: string, limit: number): Promise<NamedListing[]> {
  const pattern = containsPattern(text);
  // hotel_names_holding (migration 0045): the names through their trigram index, whatever the planner guesses
  const result = await db.execute(sql`
    (select 'hotel' as kind, named.id, named.name, named.location
       from hotel_names_holding(${pattern}, ${limit}) as names(name)
      cross join lateral (
        select ${hotels.id} as id, ${hotels.name} as name, ${hotels.location} as location from ${hotels}
         where ${hotels.name} = names.name and ${hotels.archivedAt} is null limit ${limit}
      ) as named
      limit ${limit})
    union all
    (select 'tour', ${tours.id}, ${tours.name}, ${tours.location} from ${tours}
      where ${tours.archivedAt} is null and ${tours.name} ilike ${pattern}
      order by ${tours.name} limit ${limit})`);
  return rowsOf<NamedListing>(result);
}
