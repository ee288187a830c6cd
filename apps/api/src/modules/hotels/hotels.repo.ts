import type { HotelListQuery } from '@raahi/contract/hotels';
import { addDays } from '@raahi/contract/rules/dates';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotels } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';
import { maxRoomsTakenSql } from '../bookings/room-nights.repo.ts';
import { pageOfListings } from '../listings/listings.repo.ts';

const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;
/** the column's entries lower-cased, so list filters ignore letter case */
const lowered = (column: typeof hotels.amenities | typeof hotels.facilities) => sql`array(select lower(x) from unnest(${column}) as x)`;

/** At least one room is free on every night of the stay. */
const hasRoomEveryNight = (checkin: string, checkout: string): SQL =>
  sql`${maxRoomsTakenSql(hotels.id, checkin, checkout)} < ${hotels.rooms}`;

function publicFilter(q: HotelListQuery): SQL | undefined {
  const where: SQL[] = [isNull(hotels.archivedAt)];
  if (q.featured !== undefined) where.push(eq(hotels.featured, q.featured));
  if (q.location) {
    const like = containsPattern(q.location);
    where.push(or(ilike(hotels.location, like), ilike(hotels.name, like))!);
  }
  const mins = [q.minBudget, q.price?.min].filter((v) => v !== undefined);
  const maxes = [q.maxBudget, q.price?.max].filter((v) => v !== undefined);
  if (mins.length) where.push(gte(hotels.price, toPaise(Math.max(...mins))));
  if (maxes.length) where.push(lte(hotels.price, toPaise(Math.min(...maxes))));
  if (q.starrating?.length) where.push(inArray(hotels.star, q.starrating));
  if (q.guestrating !== undefined) where.push(gte(hotels.rating, q.guestrating));
  if (q.propertytype?.length)
    where.push(
      inArray(
        sql`lower(${hotels.type})`,
        q.propertytype.map((t) => t.toLowerCase()),
      ),
    );
  if (q.amenities?.length) where.push(sql`${lowered(hotels.amenities)} @> ${textArray(q.amenities.map((a) => a.toLowerCase()))}`);
  if (q.facilities?.length) where.push(sql`${lowered(hotels.facilities)} @> ${textArray(q.facilities.map((f) => f.toLowerCase()))}`);
  if (q.checkin) where.push(hasRoomEveryNight(q.checkin, q.checkout ?? addDays(q.checkin, 1)));
  return and(...where);
}

const ORDER = {
  price: [asc(hotels.price)],
  '-price': [desc(hotels.price)],
  rating: [desc(hotels.rating)],
  newest: [desc(hotels.createdAt)],
};

/** The hotel search: live hotels matching every filter, one page of them. */
export const searchHotels = (db: Db, q: HotelListQuery) => pageOfListings(db, 'hotel', publicFilter(q), ORDER[q.sort ?? 'newest'], q);
