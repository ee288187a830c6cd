// The writes of an erasure, all in the caller's transaction (erasure.ts says what and why).
import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import {
  accountTokens,
  cabBookings,
  enquiries,
  enquiryMessages,
  grievanceMessages,
  grievances,
  hotelBookings,
  mailOutbox,
  payments,
  reviews,
  sessions,
  taxDocuments,
  tourBookings,
  users,
} from '../../db/schema.ts';

/** Bookings not cancelled that have not ended yet: the stay's last day, the drop-off, the tour date. */
export async function bookingsToCome(db: Db, userId: string, today: string, now: Date) {
  const live = (t: typeof hotelBookings | typeof cabBookings | typeof tourBookings) => and(eq(t.userId, userId), ne(t.status, 'Cancelled'));
  const [h, c, t] = await Promise.all([
    db
      .select({ reference: hotelBookings.reference })
      .from(hotelBookings)
      .where(and(live(hotelBookings), gte(hotelBookings.checkOutDate, today))),
    db
      .select({ reference: cabBookings.reference })
      .from(cabBookings)
      .where(and(live(cabBookings), gte(cabBookings.dropoffTime, now))),
    db
      .select({ reference: tourBookings.reference })
      .from(tourBookings)
      .where(and(live(tourBookings), gte(tourBookings.bookingDate, today))),
  ]);
  return [...h, ...c, ...t].map((r) => r.reference);
}

export const lockUser = async (tx: Tx, id: string) => (await tx.select().from(users).where(eq(users.id, id)).for('update'))[0];

export async function replaceAccount(tx: Tx, id: string, values: Partial<typeof users.$inferInsert>) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, id));
}

/** The guest details typed on a booking's review page and a cab's addresses; the payer's UPI ID or card. */
export async function clearBookingDetails(tx: Tx, userId: string, place: string) {
  await tx
    .update(hotelBookings)
    .set({ guestName: '', mobile: '', gstNumber: '', gstLegalName: '' })
    .where(eq(hotelBookings.userId, userId));
  await tx
    .update(cabBookings)
    .set({
      pickupLocation: place,
      dropoffLocation: place,
      // the priced trip keeps its places and fares; the passenger and the address typed for the pickup go
      trip: sql`case when ${cabBookings.trip} is null then null
        else ${cabBookings.trip} || jsonb_build_object('pickupAddress', ${place}::text, 'passengerName', '', 'passengerPhone', '') end`,
    })
    .where(eq(cabBookings.userId, userId));
  await tx.update(payments).set({ payer: '' }).where(eq(payments.userId, userId));
}

export async function bookingIdsOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.execute(sql`
    select id from ${hotelBookings} where user_id = ${userId}
    union all select id from ${cabBookings} where user_id = ${userId}
    union all select id from ${tourBookings} where user_id = ${userId}`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

/** Enquiries and complaints the person raised, signed in or with the same address signed out. */
export async function replaceConversations(tx: Tx, userId: string, email: string, to: { name: string; email: string; text: string }) {
  const mineOrSameAddress = <T extends typeof enquiries | typeof grievances>(t: T) =>
    or(eq(t.userId, userId), and(isNull(t.userId), sql`lower(${t.email}) = ${email}`));
  const threads = await tx
    .update(enquiries)
    .set({ name: to.name, email: to.email, phone: '' })
    .where(mineOrSameAddress(enquiries))
    .returning({ id: enquiries.id });
  if (threads.length)
    await tx
      .update(enquiryMessages)
      .set({ authorName: to.name, text: to.text })
      .where(
        and(
          inArray(
            enquiryMessages.enquiryId,
            threads.map((t) => t.id),
          ),
          eq(enquiryMessages.fromSide, 'visitor'),
        ),
      );
  const tickets = await tx
    .update(grievances)
    .set({ name: to.name, email: to.email, phone: '' })
    .where(mineOrSameAddress(grievances))
    .returning({ id: grievances.id });
  if (tickets.length)
    await tx
      .update(grievanceMessages)
      .set({ authorName: to.name, text: to.text })
      .where(
        and(
          inArray(
            grievanceMessages.grievanceId,
            tickets.map((t) => t.id),
          ),
          eq(grievanceMessages.fromSide, 'person'),
        ),
      );
  await tx.update(reviews).set({ text: to.text }).where(eq(reviews.userId, userId));
}

/**
 * The person's emails: unsent ones are dropped, sent ones keep their subject and lose their words; the
 * providers' messages about the person's bookings name the guest as erased.
 */
export async function replaceEmails(
  tx: Tx,
  addresses: string[],
  bookingIds: string[],
  to: { email: string; name: string; at: Date },
  subjectOf: (row: { template: string; data: Record<string, unknown> }) => string,
) {
  const mine = inArray(mailOutbox.to, addresses);
  await tx.delete(mailOutbox).where(and(mine, isNull(mailOutbox.sentAt)));
  const sent = await tx.select({ id: mailOutbox.id, template: mailOutbox.template, data: mailOutbox.data }).from(mailOutbox).where(mine);
  for (const row of sent) await removeWords(tx, row.id, subjectOf(row), 'erased', to.at, to.email);
  if (bookingIds.length)
    await tx.execute(sql`
      update ${mailOutbox} set data = jsonb_set(data, '{booking,guestName}', to_jsonb(${to.name}::text))
      where data->'booking'->>'id' in (${sql.join(
        bookingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and data ? 'booking'`);
}

/** A message's words replaced by a note of their removal (the `removed` letter keeps its subject). */
export async function removeWords(db: Db, id: string, subject: string, why: 'erased' | 'retention', at: Date, newTo?: string) {
  await db
    .update(mailOutbox)
    .set({ template: 'removed', data: { subject, why, removedAt: at.toISOString() }, attachments: [], ...(newTo && { to: newTo }) })
    .where(eq(mailOutbox.id, id));
}

export const documentsOf = (tx: Tx, bookingIds: string[]) =>
  bookingIds.length
    ? tx
        .select({ id: taxDocuments.id, amount: taxDocuments.amount, content: taxDocuments.content })
        .from(taxDocuments)
        .where(inArray(taxDocuments.bookingId, bookingIds))
    : Promise.resolve([]);

export const setDocumentContent = (tx: Tx, id: string, content: Record<string, unknown>) =>
  tx.update(taxDocuments).set({ content }).where(eq(taxDocuments.id, id));
