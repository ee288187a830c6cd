import type { AdminOfferListQuery } from '@raahi/contract/offer-admin';
import type { OfferKind } from '@raahi/contract/offers';
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows, rowsById } from '../../db/rows.ts';
import { cabs, hotels, offers, tours } from '../../db/schema.ts';

const targets = { Hotel: hotels, Cab: cabs, Tour: tours } as const;

/** The offer points at a live (not archived) listing of its kind. */
const targetIsLive = or(
  ...Object.entries(targets).map(
    ([kind, table]) =>
      sql`(${offers.relatedTo} = ${kind} and exists (select 1 from ${table} where ${table.id} = ${offers.relatedId} and ${table.archivedAt} is null))`,
  ),
)!;

export type OfferFilter = Omit<AdminOfferListQuery, 'page' | 'limit' | 'sort'> & { liveTargetsOnly?: boolean; membersOnly?: boolean };

export function listOffers(db: Db, q: OfferFilter & Pick<AdminOfferListQuery, 'page' | 'limit'>, today: string) {
  const where: SQL[] = [];
  if (q.featured !== undefined) where.push(eq(offers.featured, q.featured));
  if (q.relatedTo) where.push(eq(offers.relatedTo, q.relatedTo));
  if (q.relatedId) where.push(eq(offers.relatedId, q.relatedId));
  if (q.status === 'current') where.push(lte(offers.startDate, today), gte(offers.endDate, today));
  if (q.status === 'upcoming') where.push(gt(offers.startDate, today));
  if (q.status === 'expired') where.push(lt(offers.endDate, today));
  if (q.liveTargetsOnly) where.push(targetIsLive);
  if (q.membersOnly !== undefined) where.push(eq(offers.membersOnly, q.membersOnly));
  return pageOfRows(db, offers, and(...where), [desc(offers.featured), asc(offers.endDate)], q);
}

/** Whether a hotel, cab or tour with this id exists and is not archived. */
export async function liveListingExists(db: Db, kind: OfferKind, id: string) {
  const table = targets[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.archivedAt)))
    .limit(1);
  return rows.length > 0;
}

export const { find: findOffer, insert: insertOffer, update: updateOffer, remove: deleteOffer } = rowsById(offers);
