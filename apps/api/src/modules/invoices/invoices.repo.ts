// Drizzle for tax documents (invoices, credit notes) and their numbering series.
import type { DocumentType } from '@raahi/contract/rules/invoice';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { documentSeries, hotels, refunds, taxDocuments, users, type BookingKind } from '../../db/schema.ts';
import { contactEmail } from '../../db/contact-email.ts';

/**
 * The next number of a series in a financial year. The series row stays locked until the transaction ends,
 * so numbers are given in order, and a transaction that rolls back gives its number back: no gaps.
 */
export async function nextNumber(tx: Tx, type: DocumentType, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ type, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.type, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ n: documentSeries.lastNumber });
  return row!.n;
}

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

export const insertDocument = async (tx: Tx, values: typeof taxDocuments.$inferInsert) =>
  (await tx.insert(taxDocuments).values(values).returning())[0]!;

/** A booking's documents of one type, oldest first. */
export const findDocuments = (db: Db, kind: BookingKind, bookingId: string, type: DocumentType) =>
  db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingKind, kind), eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.type, type)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));

/**
 * The refunds of a booking, one per refund key (a refund spread over several payments is one refund), with
 * their total; a key is `cancel:<booking>` or `late:<payment>`, followed by `|<payment>` per payment.
 */
export async function refundsByKey(db: Db, kind: BookingKind, bookingId: string) {
  const key = sql<string>`split_part(${refunds.key}, '|', 1)`;
  const rows = await db
    .select({ key, amount: sql<string>`sum(${refunds.amount})`, first: sql<Date>`min(${refunds.createdAt})` })
    .from(refunds)
    .where(and(eq(refunds.bookingKind, kind), eq(refunds.bookingId, bookingId)))
    .groupBy(key)
    .orderBy(sql`min(${refunds.createdAt})`);
  return rows.map((r) => ({ key: r.key, amount: Number(r.amount) }));
}

/** The guest's account details an invoice and a voucher name. */
export const findBilling = async (db: Db, userId: string) =>
  (
    await db
      .select({
        email: contactEmail,
        mobile: users.mobile,
        gstNumber: users.gstNumber,
        gstLegalName: users.gstLegalName,
        billingState: users.billingState,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
  )[0];

/** Where a hotel is, how to call it and its check-in and check-out times: what a stay's voucher tells the guest. */
export const findHotelContact = async (db: Db, hotelId: string) =>
  (
    await db
      .select({ address: hotels.address, phone: hotels.phone, checkInTime: hotels.checkInTime, checkOutTime: hotels.checkOutTime })
      .from(hotels)
      .where(eq(hotels.id, hotelId))
      .limit(1)
  )[0];

/** The numbers of the tax invoices issued for these bookings, by booking id. */
export async function findInvoiceNumbers(db: Db, bookings: { kind: BookingKind; id: string }[]): Promise<Map<string, string>> {
  if (!bookings.length) return new Map();
  const rows = await db
    .select({ bookingId: taxDocuments.bookingId, number: taxDocuments.number })
    .from(taxDocuments)
    .where(
      and(
        inArray(taxDocuments.bookingKind, [...new Set(bookings.map((b) => b.kind))]),
        inArray(
          taxDocuments.bookingId,
          bookings.map((b) => b.id),
        ),
        eq(taxDocuments.type, 'invoice'),
      ),
    );
  return new Map(rows.map((r) => [r.bookingId, r.number]));
}
