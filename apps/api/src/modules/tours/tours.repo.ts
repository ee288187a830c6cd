import type { TourListQuery } from '@raahi/contract/tours';
import { DEFAULT_ORDER, type ResultOrder } from '@raahi/contract/rules/ranking';
import { and, asc, desc, eq, getTableColumns, gte, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows, pageOfSelect } from '../../db/rows.ts';
import { containsPattern } from '../../db/like.ts';
import { tours } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';
import { searchTermsFor } from '../places/index.ts';

function tourFilter(q: TourListQuery): SQL | undefined {
  const where: SQL[] = [isNull(tours.archivedAt)];
  if (q.featured !== undefined) where.push(eq(tours.featured, q.featured));
  if (q.type) where.push(eq(tours.type, q.type.toLowerCase()));
  // a destination by any of its names, an area or landmark with the place it is in
  if (q.destination)
    where.push(
      or(
        ...searchTermsFor(q.destination).flatMap((t) => {
          const like = containsPattern(t);
          return [ilike(tours.name, like), ilike(tours.location, like)];
        }),
      )!,
    );
  if (q.maxPrice !== undefined) where.push(lte(tours.price, toPaise(q.maxPrice)));
  if (q.date) where.push(lte(tours.availableFrom, q.date), gte(tours.availableTill, q.date));
  return and(...where);
}

const ORDER: Record<ResultOrder, SQL[]> = {
  price: [asc(tours.price)],
  '-price': [desc(tours.price)],
  rating: [desc(tours.rating)],
  newest: [desc(tours.createdAt)],
};
const tourOrder = (q: TourListQuery): SQL[] => ORDER[q.sort ?? DEFAULT_ORDER];

/** One page of live tours, whole (the tour managers' table). */
export const listTours = (db: Db, q: TourListQuery) => pageOfRows(db, tours, tourFilter(q), tourOrder(q), q);

// what a card shows: the long text and the day plan stay in the database
const {
  description: _description,
  inclusions: _inclusions,
  tourPlan: _tourPlan,
  cancellationPolicy: _policy,
  ...cardColumns
} = getTableColumns(tours);

/** One page of live tours as cards (the public lists). */
export function listTourCards(db: Db, q: TourListQuery) {
  const filter = tourFilter(q);
  const select = db
    .select(cardColumns)
    .from(tours)
    .where(filter)
    .orderBy(...tourOrder(q), asc(tours.id))
    .$dynamic();
  return pageOfSelect(select, db.$count(tours, filter), q);
}
export type TourCardRow = Awaited<ReturnType<typeof listTourCards>>['rows'][number];

/** The tour with this id, unless it is archived. */
export const liveTour = (id: string) => and(eq(tours.id, id), isNull(tours.archivedAt));

export const findTour = async (db: Db, id: string) => (await db.select().from(tours).where(liveTour(id)).limit(1))[0];
