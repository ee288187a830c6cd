import type { GuestContact } from '@raahi/contract/guest-contact';
import type { Language } from '@raahi/contract/i18n/languages';
import { indianMobile } from '@raahi/contract/rules/indian-mobile';
import { and, eq } from 'drizzle-orm';
import { bookingTables } from '../../db/booking-tables.ts';
import type { Db } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { users } from '../../db/schema.ts';

/** The account of one guest booking: no email, no password; the guest's address in `guest_email` (decision 0076). */
export async function insertGuestAccount(db: Db, guest: GuestContact, language: Language) {
  const [row] = await db
    .insert(users)
    .values({
      firstName: guest.name.trim(),
      email: '',
      passwordHash: '',
      role: 'user',
      language,
      mobile: indianMobile(guest.mobile) ?? '',
      guestEmail: guest.email.trim().toLowerCase(),
    })
    .returning();
  return row!;
}

/**
 * The guest account whose booking of this kind was made with this Idempotency-Key and this email, if any:
 * a repeated guest create replays under it instead of making another account (and booking).
 */
export async function findGuestAccountByKey(db: Db, kind: BookingKind, email: string, key: string) {
  const t = bookingTables[kind];
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(t, and(eq(t.userId, users.id), eq(t.idempotencyKey, key)))
    .where(and(eq(users.guestEmail, email.trim().toLowerCase()), eq(users.email, '')))
    .limit(1);
  return row?.user;
}
