// Invoice numbers under concurrency, on real PostgreSQL with two API processes: paid bookings whose
// invoices are asked for at once, several times each, from both processes, get one invoice each, and the
// series has no gap and no repeat. A transaction that rolls back after taking a number gives it back.
import { financialYearOf } from '@raahi/contract/rules/invoice';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, taxDocuments } from '../../src/db/schema.ts';
import { nextNumber } from '../../src/modules/invoices/invoices.repo.ts';
import { bookStay } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';

import { closeAll, signedInAs, twoProcesses, type Actor, type TestApp } from '../helpers/test-app.ts';

const BOOKINGS = 16;
const ASKS_EACH = 3;
const FY = financialYearOf(todayInIndia());
let t: TestApp, second: TestApp;
let guest: Actor;

beforeAll(async () => {
  [t, second] = await twoProcesses({ postgres: 'required' });
  guest = await signedInAs(t, 'user');
}, 120_000);
afterAll(() => closeAll(t, second));

/** A booking marked paid and confirmed directly (as one paid before invoices existed): its invoice is issued when first read. */
async function paidBooking(): Promise<string> {
  const hotel = await insertHotel(t.db, { price: 300_000, rooms: 1 });
  const res = await bookStay(t, guest, hotel.id, 20, 21);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  await t.db
    .update(hotelBookings)
    .set({ status: 'Confirmed', paidAmount: sql`${hotelBookings.totalAmount}`, holdExpiresAt: null })
    .where(eq(hotelBookings.id, id));
  return id;
}

describe('invoice numbers under concurrency', () => {
  it('gives each paid booking one invoice, numbered 1…N without a gap or a repeat, however the requests race', async () => {
    const ids: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) ids.push(await paidBooking());
    const asks = ids.flatMap((id, i) =>
      Array.from({ length: ASKS_EACH }, (_, k) =>
        ((i + k) % 2 ? second : t).app.inject({ method: 'GET', url: `/api/bookings/${id}/invoice`, headers: guest.headers }),
      ),
    );
    const answers = await Promise.all(asks);
    expect(answers.map((a) => a.statusCode)).toEqual(asks.map(() => 200));

    const docs = await t.db
      .select({ bookingId: taxDocuments.bookingId, number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.type, 'invoice'));
    expect(docs).toHaveLength(BOOKINGS);
    expect(new Set(docs.map((d) => d.bookingId))).toEqual(new Set(ids));
    const numbers = docs.map((d) => d.number).sort();
    expect(numbers).toEqual(ids.map((_, i) => `RAH/${FY}/${String(i + 1).padStart(6, '0')}`));
  });

  it('gives a number back when the transaction that took it rolls back', async () => {
    const before = await t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.type, 'invoice'), eq(taxDocuments.financialYear, FY)));
    const taken = await t.db
      .transaction(async (tx) => {
        await nextNumber(tx, 'invoice', FY);
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(taken).toBe('rolled back');
    const id = await paidBooking();
    await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/invoice`, headers: guest.headers });
    const [doc] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, id));
    expect(doc!.number).toBe(`RAH/${FY}/${String(before.length + 1).padStart(6, '0')}`);
  });
});
