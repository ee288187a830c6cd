import type { Language } from '@raahi/contract/i18n/languages';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { cabBookings, hotelBookings, tourBookings, users } from '../../db/schema.ts';

/** Who a booking reaches: its guest account, the address its messages go to, a mobile and their language. */
export type BookingContact = { kind: BookingKind; id: string; userId: string; email: string; mobile: string; language: Language };

/** The booking with this reference (RH-…, unique across the three kinds) and its guest's contact, if any. */
export async function findBookingContact(db: Db, reference: string): Promise<BookingContact | undefined> {
  const rows = await db.execute(sql`
    select b.kind, b.id, b.user_id, coalesce(u.guest_email, u.email) as email, coalesce(nullif(b.mobile, ''), u.mobile) as mobile, u.language
    from (
      select 'hotel' as kind, id, user_id, mobile from ${hotelBookings} where reference = ${reference}
      union all
      select 'cab', id, user_id, '' from ${cabBookings} where reference = ${reference}
      union all
      select 'tour', id, user_id, '' from ${tourBookings} where reference = ${reference}
    ) b join ${users} u on u.id = b.user_id
    limit 1`);
  const row = rowsOf<{ kind: BookingKind; id: string; user_id: string; email: string; mobile: string; language: Language }>(rows)[0];
  return row && { kind: row.kind, id: row.id, userId: row.user_id, email: row.email, mobile: row.mobile, language: row.language };
}
