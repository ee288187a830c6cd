// What the sitemap lists: every live listing, tour and post, with when it last changed. The same "live"
// as the public reads (not archived; owners' drafts are archived until an admin publishes them).
import { asc, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs, cabs, hotels, tours } from '../../db/schema.ts';

export type Stamped = { id: string; updatedAt: Date };

const stamped = <T extends typeof hotels | typeof cabs | typeof tours | typeof blogs>(t: T) => ({ id: t.id, updatedAt: t.updatedAt });

export async function publicPages(db: Db) {
  const [hotelRows, tourRows, cabRows, postRows, tourTypes] = await Promise.all([
    db.select(stamped(hotels)).from(hotels).where(isNull(hotels.archivedAt)).orderBy(asc(hotels.id)),
    db.select(stamped(tours)).from(tours).where(isNull(tours.archivedAt)).orderBy(asc(tours.id)),
    db.select(stamped(cabs)).from(cabs).where(isNull(cabs.archivedAt)).orderBy(asc(cabs.id)),
    db.select(stamped(blogs)).from(blogs).orderBy(asc(blogs.id)),
    db
      .select({ type: tours.type, updatedAt: max(tours.updatedAt).as('updated_at') })
      .from(tours)
      .where(isNull(tours.archivedAt))
      .groupBy(tours.type)
      .orderBy(asc(tours.type)),
  ]);
  return {
    hotels: hotelRows as Stamped[],
    tours: tourRows as Stamped[],
    cabs: cabRows as Stamped[],
    posts: postRows as Stamped[],
    tourTypes: tourTypes.filter((r) => r.type.trim() !== '').map((r) => ({ type: r.type, updatedAt: toDate(r.updatedAt) })),
  };
}

// max() of a timestamp comes back as the driver gives it (a Date, or text from PGlite)
const toDate = (v: Date | string | null) => (v === null ? new Date(0) : new Date(v));
