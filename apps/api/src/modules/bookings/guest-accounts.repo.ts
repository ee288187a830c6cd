import type { GuestContact } from '@raahi/contract/guest-contact';
import type { Language } from '@raahi/contract/i18n/languages';
import { indianMobile } from '@raahi/contract/rules/indian-mobile';
import type { Db } from '../../db/client.ts';
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
