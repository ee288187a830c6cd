// A listing of any kind named by (kind, id), as enquiries and reviews name theirs: its name, whether it is
// live, the slice a provider runs, and its rating figures.
import type { Actor, ListingFacts } from '@raahi/contract/rules/access';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cabs, hotels, tours } from '../../db/schema.ts';

const TABLES = {
  hotel: { table: hotels, name: hotels.name, ownerId: hotels.ownerId, rating: hotels.rating, count: hotels.reviewCount },
  cab: { table: cabs, name: cabs.model, ownerId: cabs.ownerId, rating: cabs.rating, count: cabs.reviewCount },
  tour: { table: tours, name: tours.name, ownerId: undefined, rating: tours.rating, count: tours.reviews },
} as const;

const tableOf = (kind: BookingKind) => TABLES[kind].table as typeof hotels | typeof cabs | typeof tours;

export type ListingRef = { kind: BookingKind; id: string };
const key = (r: ListingRef) => `${r.kind}:${r.id}`;

/** The name of each listing (a hotel's name, a cab's model, a tour's name), archived ones included. */
export async function listingNames(db: Db, refs: ListingRef[]): Promise<(ref: ListingRef) => string> {
  const names = new Map<string, string>();
  await Promise.all(
    (Object.keys(TABLES) as BookingKind[]).map(async (kind) => {
      const ids = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
      if (!ids.length) return;
      const t = TABLES[kind];
      const rows = await db
        .select({ id: t.table.id, name: t.name })
        .from(t.table as typeof hotels)
        .where(inArray(t.table.id, ids));
      for (const row of rows) names.set(key({ kind, id: row.id }), row.name);
    }),
  );
  return (ref) => names.get(key(ref)) ?? '';
}

/** A live listing's name, or undefined when there is none of that kind with that id. */
export async function liveListingName(db: Db, ref: ListingRef): Promise<string | undefined> {
  const t = TABLES[ref.kind];
  const table = tableOf(ref.kind);
  const [row] = await db
    .select({ name: t.name })
    .from(table as typeof hotels)
    .where(and(eq(table.id, ref.id), isNull(table.archivedAt)))
    .limit(1);
  return row?.name;
}

/** A hotel's or cab's owner, as the access policy reads it (undefined: no such listing). */
export async function findListingFacts(db: Db, kind: 'hotel' | 'cab', id: string): Promise<ListingFacts | undefined> {
  const table = kind === 'hotel' ? hotels : cabs;
  const [row] = await db.select({ ownerId: table.ownerId }).from(table).where(eq(table.id, id)).limit(1);
  return row && { kind, ownerId: row.ownerId };
}

/** The owner of a hotel or cab (null for tours, which every tour manager runs). */
export async function listingOwner(db: Db, ref: ListingRef): Promise<string | null> {
  const t = TABLES[ref.kind];
  if (!t.ownerId) return null;
  const table = tableOf(ref.kind);
  const [row] = await db
    .select({ ownerId: t.ownerId })
    .from(table as typeof hotels)
    .where(eq(table.id, ref.id))
    .limit(1);
  return row?.ownerId ?? null;
}

/**
 * The rows (of enquiries or reviews, by their kind and listing columns) of listings the actor runs:
 * admins every one, tour managers the tours, a hotel or cab owner their own listing. `kind` narrows it.
 */
export function runBy(actor: Actor, cols: { kind: PgColumn; listingId: PgColumn }, kind?: BookingKind): SQL | undefined {
  const ofKind = kind ? eq(cols.kind, kind) : undefined;
  if (actor.role === 'admin' || actor.role === 'content') return ofKind;
  if (actor.role === 'tour') return and(ofKind, eq(cols.kind, 'tour'));
  if (actor.role !== 'hotel' && actor.role !== 'cab') return sql`false`;
  const t = TABLES[actor.role];
  const owned = sql`${cols.listingId} in (select ${t.table.id} from ${t.table} where ${t.ownerId} = ${actor.id})`;
  return and(ofKind, eq(cols.kind, actor.role), owned);
}

/** Locks a listing's row for the rest of the transaction and answers its rating figures (undefined: no such listing). */
export async function lockListingRating(tx: Db, ref: ListingRef): Promise<{ rating: number; count: number } | undefined> {
  const t = TABLES[ref.kind];
  const table = tableOf(ref.kind);
  const [row] = await tx
    .select({ rating: t.rating, count: t.count })
    .from(table as typeof hotels)
    .where(eq(table.id, ref.id))
    .for('update');
  return row;
}

export async function setListingRating(tx: Db, ref: ListingRef, figures: { rating: number; reviewCount: number }) {
  const table = tableOf(ref.kind);
  // a tour's count column is `reviews`, a hotel's and a cab's `reviewCount`
  const count = ref.kind === 'tour' ? { reviews: figures.reviewCount } : { reviewCount: figures.reviewCount };
  await tx
    .update(table as typeof hotels)
    .set({ rating: figures.rating, ...count } as Partial<typeof hotels.$inferInsert>)
    .where(eq(table.id, ref.id));
}
