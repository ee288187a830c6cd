import type { TourListQuery } from '@raahi/contract/tours';
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows } from '../../db/rows.ts';
import { containsPattern } from '../../db/like.ts';
import { tours } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';

export function listTours(db: Db, q: TourListQuery) {
  const where: SQL[] = [isNull(tours.archivedAt)];
  if (q.featured !== undefined) where.push(eq(tours.featured, q.featured));
  if (q.type) where.push(eq(tours.type, q.type.toLowerCase()));
  if (q.destination) {
    const like = containsPattern(q.destination);
    where.push(or(ilike(tours.name, like), ilike(tours.location, like))!);
  }
  if (q.maxPrice !== undefined) where.push(lte(tours.price, toPaise(q.maxPrice)));
  if (q.date) where.push(lte(tours.availableFrom, q.date), gte(tours.availableTill, q.date));
  const order =
    q.sort === 'price'
      ? [asc(tours.price)]
      : q.sort === '-price'
        ? [desc(tours.price)]
        : q.sort === 'rating'
          ? [desc(tours.rating)]
          : [desc(tours.createdAt)];
  return pageOfRows(db, tours, and(...where), order, q);
}

/** The tour with this id, unless it is archived. */
export const liveTour = (id: string) => and(eq(tours.id, id), isNull(tours.archivedAt));

export const findTour = async (db: Db, id: string) => (await db.select().from(tours).where(liveTour(id)).limit(1))[0];
