// Every row the product holds about one account, read for the download (my-data.ts) and for erasure.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cabBookings,
  dataRequests,
  enquiries,
  enquiryMessages,
  grievanceMessages,
  grievances,
  hotelBookings,
  mailOutbox,
  payments,
  refunds,
  reviews,
  sessions,
  taxDocuments,
  tourBookings,
} from '../../db/schema.ts';

export async function bookingsOf(db: Db, userId: string) {
  const [hotel, cab, tour] = await Promise.all([
    db.select().from(hotelBookings).where(eq(hotelBookings.userId, userId)).orderBy(asc(hotelBookings.createdAt)),
    db.select().from(cabBookings).where(eq(cabBookings.userId, userId)).orderBy(asc(cabBookings.createdAt)),
    db.select().from(tourBookings).where(eq(tourBookings.userId, userId)).orderBy(asc(tourBookings.createdAt)),
  ]);
  return { hotel, cab, tour };
}

/** The payments, refunds and tax documents of the given bookings. */
export async function moneyOf(db: Db, bookingIds: string[]) {
  if (!bookingIds.length) return { payments: [], refunds: [], documents: [] };
  const [p, r, d] = await Promise.all([
    db.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds)).orderBy(asc(refunds.createdAt)),
    db.select().from(taxDocuments).where(inArray(taxDocuments.bookingId, bookingIds)).orderBy(asc(taxDocuments.issuedAt)),
  ]);
  return { payments: p, refunds: r, documents: d };
}

export async function enquiriesOf(db: Db, userId: string) {
  const threads = await db.select().from(enquiries).where(eq(enquiries.userId, userId)).orderBy(asc(enquiries.createdAt));
  const messages = threads.length
    ? await db
        .select()
        .from(enquiryMessages)
        .where(
          inArray(
            enquiryMessages.enquiryId,
            threads.map((t) => t.id),
          ),
        )
        .orderBy(asc(enquiryMessages.createdAt))
    : [];
  return threads.map((t) => ({ thread: t, messages: messages.filter((m) => m.enquiryId === t.id) }));
}

export async function complaintsOf(db: Db, userId: string) {
  const tickets = await db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(asc(grievances.createdAt));
  const messages = tickets.length
    ? await db
        .select()
        .from(grievanceMessages)
        .where(
          inArray(
            grievanceMessages.grievanceId,
            tickets.map((t) => t.id),
          ),
        )
        .orderBy(asc(grievanceMessages.createdAt))
    : [];
  return tickets.map((t) => ({ ticket: t, messages: messages.filter((m) => m.grievanceId === t.id) }));
}

export const reviewsOf = (db: Db, userId: string) =>
  db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt));

export const sessionsOf = (db: Db, userId: string) =>
  db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

/** The emails written to the account's address (and to a new address it asked for). */
export const emailsTo = (db: Db, addresses: string[]) =>
  db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      template: mailOutbox.template,
      data: mailOutbox.data,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(or(...addresses.map((a) => eq(mailOutbox.to, a))))
    .orderBy(asc(mailOutbox.createdAt));

export const requestsOf = (db: Db, userId: string) =>
  db.select().from(dataRequests).where(eq(dataRequests.userId, userId)).orderBy(asc(dataRequests.requestedAt));
