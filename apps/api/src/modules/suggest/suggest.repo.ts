// Live hotels and tours whose name holds what was typed (the hotels' by their name's trigram index).
import { and, asc, ilike, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotels, tours } from '../../db/schema.ts';

export type NamedListing = { id: string; name: string; location: string };

export const hotelsNamed = (db: Db, text: string, limit: number): Promise<NamedListing[]> =>
  db
    .select({ id: hotels.id, name: hotels.name, location: hotels.location })
    .from(hotels)
    .where(and(isNull(hotels.archivedAt), ilike(hotels.name, containsPattern(text))))
    .limit(limit);

export const toursNamed = (db: Db, text: string, limit: number): Promise<NamedListing[]> =>
  db
    .select({ id: tours.id, name: tours.name, location: tours.location })
    .from(tours)
    .where(and(isNull(tours.archivedAt), ilike(tours.name, containsPattern(text))))
    .orderBy(asc(tours.name))
    .limit(limit);
