// A person who proves an email takes over the guest bookings made with it (issue 33, decision 0076).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabBookings, hotelBookings, payments, tourBookings, users } from '../../db/schema.ts';

/** Moves the bookings (and their payments) of every guest account of `email` into the account; answers how many guest accounts. */
export async function claimGuestBookings(db: Db, userId: string, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const guests = await tx
      .update(users)
      .set({ guestEmail: null })
      .where(and(eq(users.guestEmail, email.toLowerCase()), eq(users.passwordHash, ''), eq(users.email, '')))
      .returning({ id: users.id });
    const ids = guests.map((g) => g.id);
    if (!ids.length) return 0;
    for (const t of [hotelBookings, cabBookings, tourBookings]) await tx.update(t).set({ userId }).where(inArray(t.userId, ids));
    await tx.update(payments).set({ userId }).where(inArray(payments.userId, ids));
    return ids.length;
  });
}
