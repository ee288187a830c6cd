import type { CabListQuery } from '@raahi/contract/cabs';
import { DEFAULT_ORDER, type ResultOrder } from '@raahi/contract/rules/ranking';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabs } from '../../db/schema.ts';
import { pageOfListings } from '../listings/index.ts';

const lowerAll = (xs: string[]) => xs.map((x) => x.toLowerCase());

function publicFilter(q: CabListQuery): SQL | undefined {
  const where: SQL[] = [isNull(cabs.archivedAt)];
  if (q.featured !== undefined) where.push(eq(cabs.featured, q.featured));
  if (q.type?.length) where.push(inArray(sql`lower(${cabs.type})`, lowerAll(q.type)));
  if (q.fuelType?.length) where.push(inArray(sql`lower(${cabs.fuelType})`, lowerAll(q.fuelType)));
  if (q.seats?.length) where.push(inArray(cabs.seats, q.seats));
  return and(...where);
}

/** price sorts by the discounted price: what a trip costs */
const ORDER: Record<ResultOrder, SQL[]> = {
  price: [asc(cabs.discountedPrice)],
  '-price': [desc(cabs.discountedPrice)],
  rating: [desc(cabs.rating)],
  newest: [desc(cabs.createdAt)],
};

/** The cab list: live cabs matching every filter, one page of them. */
export const searchCabs = (db: Db, q: CabListQuery) => pageOfListings(db, 'cab', publicFilter(q), ORDER[q.sort ?? DEFAULT_ORDER], q);
