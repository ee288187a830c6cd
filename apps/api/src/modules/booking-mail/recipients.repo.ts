import { DEFAULT_LANGUAGE, type Language } from '@raahi/contract/i18n/languages';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { contactEmail } from '../../db/contact-email.ts';
import { findBookingFacts } from '../bookings/index.ts';

/**
 * Whose booking it is (and their address, when the caller has it) and who owns its listing (null: a tour,
 * or a listing of the marketplace's own).
 */
export type BookingPeople = { userId: string; listingOwnerId: string | null; guestEmail?: string; guestLanguage?: Language };

/** Whom a message goes to, and the language it is said in (theirs); `withoutAccount`: a guest booking's (decision 0076). */
export type Recipient = { email: string; language: Language; withoutAccount?: boolean };

/**
 * Who hears of a booking: its guest, and its provider: the owner of the hotel or cab, or every tour manager
 * (tour packages are the marketplace's own, run by the tour role).
 */
export async function bookingRecipients(
  db: Db,
  kind: BookingKind,
  bookingId: string,
  /** when the caller knows them (it just made the booking), they are not read again */
  known?: BookingPeople,
): Promise<{ guest?: Recipient; providers: Recipient[] }> {
  // a stay at a hotel of the marketplace's own, booked by the caller: nobody to look up
  if (known?.guestEmail !== undefined && known.listingOwnerId === null && kind !== 'tour')
    return { guest: { email: known.guestEmail, language: known.guestLanguage ?? DEFAULT_LANGUAGE }, providers: [] };
  const facts = known ?? (await findBookingFacts(db, bookingId));
  if (!facts) return { providers: [] };
  const ids = [facts.userId, ...(facts.listingOwnerId ? [facts.listingOwnerId] : [])];
  const rows = await db
    .select({ id: users.id, email: contactEmail, language: users.language, withoutAccount: sql<boolean>`${users.guestEmail} is not null` })
    .from(users)
    .where(kind === 'tour' ? or(inArray(users.id, ids), eq(users.role, 'tour')) : inArray(users.id, ids));
  return {
    guest: rows.find((r) => r.id === facts.userId),
    providers: rows.filter((r) => r.id !== facts.userId),
  };
}
