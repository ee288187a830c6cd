import type { GuestContact } from '@raahi/contract/guest-contact';
import type { Language } from '@raahi/contract/i18n/languages';
import { indianMobile } from '@raahi/contract/rules/indian-mobile';
import { and, eq } from 'drizzle-orm';
import { bookingTables } from '../../db/booking-tables.ts';
import type { Db } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { users } from '../../db/schema.ts';

/**
 * The account of one guest booking: no email, no password; the guest's address in `guest_email` (decision 0076).
 * With `key` (the create's kind, Idempotency-Key and email), a create made at the same instant as an identical
 * one gets the account the first made: the unique key makes the second insert wait and do nothing, and it reads
 * the first's row in the same transaction (decision 0093).
 */
export async function insertGuestAccount(db: Db, guest: GuestContact, language: Language, key?: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        firstName: guest.name.trim(),
        email: '',
        passwordHash: '',
        role: 'user',
        language,
        mobile: indianMobile(guest.mobile) ?? '',
        guestEmail: guest.email.trim().toLowerCase(),
        guestKey: key ?? null,
      })
      .onConflictDoNothing({ target: users.guestKey })
      .returning();
    if (row) return row;
    const [first] = await tx.select().from(users).where(eq(users.guestKey, key!)).limit(1);
    return first!;
  });
}

/** The key two identical guest creates share. */
export const guestKeyOf = (kind: BookingKind, email: string, idempotencyKey: string) =>
  `${kind}:${email.trim().toLowerCase()}:${idempotencyKey}`;

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
