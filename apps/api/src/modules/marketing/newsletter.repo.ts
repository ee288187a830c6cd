import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema.ts';

/** The offers running today that are for everyone (members-only deals are shown signed in), featured first. */
export const currentOffers = (db: Db, today: string, limit = 5) =>
  db
    .select({ title: offers.title, description: offers.description })
    .from(offers)
    .where(and(lte(offers.startDate, today), gte(offers.endDate, today), eq(offers.membersOnly, false)))
    .orderBy(desc(offers.featured), asc(offers.endDate), asc(offers.id))
    .limit(limit);
