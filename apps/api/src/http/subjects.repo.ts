// What the access policy reads about the object a call names (http/authorize.ts): a listing's owner and a
// booking's guest, provider and status. One small query each.
import type { BookingFacts, BookingKind } from '@raahi/contract/rules/booking-actions';
import type { ListingFacts } from '@raahi/contract/rules/access';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { cabBookings, cabs, enquiries, grievances, hotelBookings, hotels, reviews, tourBookings } from '../db/schema.ts';

export async function findListingFacts(db: Db, kind: 'hotel' | 'cab', id: string): Promise<ListingFacts | undefined> {
  const table = kind === 'hotel' ? hotels : cabs;
  const [row] = await db.select({ ownerId: table.ownerId }).from(table).where(eq(table.id, id)).limit(1);
  return row && { kind, ownerId: row.ownerId };
}

/** The booking with this id, whatever its kind (ids are UUIDs, unique across the three tables). */
export async function findBookingFacts(db: Db, id: string): Promise<BookingFacts | undefined> {
  const rows = await db.execute(sql`
    select 'hotel' as kind, b.user_id, h.owner_id, b.status from ${hotelBookings} b join ${hotels} h on h.id = b.hotel_id where b.id = ${id}
    union all
    select 'cab', b.user_id, c.owner_id, b.status from ${cabBookings} b join ${cabs} c on c.id = b.cab_id where b.id = ${id}
    union all
    select 'tour', b.user_id, null, b.status from ${tourBookings} b where b.id = ${id}
    limit 1`);
  const row = rowsOf<{ kind: BookingKind; user_id: string; owner_id: string | null; status: BookingFacts['status'] }>(rows)[0];
  return row && { kind: row.kind, userId: row.user_id, listingOwnerId: row.owner_id, status: row.status };
}

/** The listing an enquiry, a review or a complaint is about: its kind and its owner (tours have none). */
export async function findProvidedFacts(
  db: Db,
  what: 'enquiry' | 'review' | 'grievance',
  id: string,
): Promise<Pick<BookingFacts, 'kind' | 'listingOwnerId'> | 'no-listing' | undefined> {
  const t = { enquiry: enquiries, review: reviews, grievance: grievances }[what];
  const [row] = await db.select({ kind: t.kind, listingId: t.listingId }).from(t).where(eq(t.id, id)).limit(1);
  if (!row) return undefined;
  if (!row.kind || !row.listingId) return 'no-listing';
  const listing = row.kind === 'tour' ? undefined : await findListingFacts(db, row.kind, row.listingId);
  return { kind: row.kind, listingOwnerId: listing?.ownerId ?? null };
}

/** The account that raised a complaint (null: raised signed out), or undefined when there is no such complaint. */
export async function findGrievanceRaiser(db: Db, id: string): Promise<string | null | undefined> {
  const [row] = await db.select({ userId: grievances.userId }).from(grievances).where(eq(grievances.id, id)).limit(1);
  return row?.userId;
}
