import type { CabListQuery } from '@raahi/contract/cabs';
import { DEFAULT_ORDER, type ResultOrder } from '@raahi/contract/rules/ranking';
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabBookings, cabs, serviceAreaBox } from '../../db/schema.ts';
import { pageOfListings } from '../listings/index.ts';
import type { Place } from '../places/index.ts';

const lowerAll = (xs: string[]) => xs.map((x) => x.toLowerCase());

function publicFilter(q: CabListQuery): SQL | undefined {
  const where: SQL[] = [isNull(cabs.archivedAt)];
  if (q.featured !== undefined) where.push(eq(cabs.featured, q.featured));
  if (q.type?.length) where.push(inArray(sql`lower(${cabs.type})`, lowerAll(q.type)));
  if (q.fuelType?.length) where.push(inArray(sql`lower(${cabs.fuelType})`, lowerAll(q.fuelType)));
  if (q.seats?.length) where.push(inArray(cabs.seats, q.seats));
  if (q.travellers) where.push(gte(cabs.seats, q.travellers));
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

/** Great-circle km from a cab's base to a point, in SQL (the same formula as rules/road-distance.ts). */
const kmFromBase = (p: { lat: number; lng: number }) =>
  sql`2 * 6371 * asin(least(1, sqrt(power(sin(radians(${p.lat} - ${cabs.baseLat}) / 2), 2) + cos(radians(${cabs.baseLat})) * cos(radians(${p.lat})) * power(sin(radians(${p.lng} - ${cabs.baseLng}) / 2), 2))))`;

/** The cabs whose radius reaches a point: found from their service area's index, then measured. */
const reaches = (p: { lat: number; lng: number }) =>
  sql`(${cabs.serviceRadiusKm} > 0 and ${cabs.archivedAt} is null
    and ${serviceAreaBox(cabs)} && box(point(${p.lng}, ${p.lat}), point(${p.lng}, ${p.lat}))
    and ${kmFromBase(p)} <= ${cabs.serviceRadiusKm})`;

/**
 * The live cabs matching the filters that may serve a trip from `pickup` (its base is the pickup's city, or the
 * pickup is within its radius) and have no live trip between `from` and `until`. The caller checks the rest of
 * the service rule (an airport transfer's airport) and prices each.
 */
export function cabsFreeFor(db: Db, q: CabListQuery, pickup: { city: string; at: Place }, from: Date, until: Date) {
  const busy = sql`exists (select 1 from ${cabBookings} b where b.cab_id = ${cabs.id} and b.status <> 'Cancelled'
    and not (b.status = 'Pending' and b.paid_amount = 0 and b.hold_expires_at is not null and b.hold_expires_at < now())
    and b.pickup_time < ${until.toISOString()} and coalesce(b.busy_until, b.dropoff_time) > ${from.toISOString()})`;
  return db
    .select()
    .from(cabs)
    .where(and(publicFilter(q), sql`(${cabs.baseCity} = ${pickup.city} or ${reaches(pickup.at)})`, sql`not ${busy}`))
    .limit(2000);
}

export async function cabFares(db: Db, id: string) {
  return (
    await db
      .select({
        fareCard: cabs.fareCard,
        baseCity: cabs.baseCity,
        serviceRadiusKm: cabs.serviceRadiusKm,
      })
      .from(cabs)
      .where(eq(cabs.id, id))
      .limit(1)
  )[0];
}

export async function setCabFares(
  db: Db,
  id: string,
  v: Pick<typeof cabs.$inferInsert, 'fareCard' | 'baseCity' | 'baseLat' | 'baseLng' | 'serviceRadiusKm'>,
) {
  await db
    .update(cabs)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(cabs.id, id));
}
