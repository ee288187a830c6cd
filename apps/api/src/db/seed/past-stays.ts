// A stay that has ended, for the demo guest: a confirmed, paid booking at the demo owner's hotel, so
// 'Write a review' can be tried (and the reviews journey walks it) without waiting for a real check-out.
import { addDays } from '@raahi/contract/rules/dates';
import type { Db } from '../client.ts';
import { bookingStatusHistory, hotelBookings } from '../schema.ts';

/** ₹4,500 a night, in paise */
const NIGHTLY = 450_000;

export async function seedPastStay(db: Db, o: { guestId: string; hotelId: string; today: string }) {
  const nights = 2;
  const base = NIGHTLY * nights;
  const taxes = Math.round(base * 0.12);
  const [booking] = await db
    .insert(hotelBookings)
    .values({
      userId: o.guestId,
      hotelId: o.hotelId,
      status: 'Confirmed',
      roomCount: 1,
      checkInDate: addDays(o.today, -10),
      checkOutDate: addDays(o.today, -10 + nights),
      guests: 2,
      baseAmount: base,
      taxesAmount: taxes,
      taxRate: 12,
      totalAmount: base + taxes,
      payNowAmount: base + taxes,
      paidAmount: base + taxes,
      createdAt: new Date(`${addDays(o.today, -30)}T06:00:00Z`),
    })
    .returning({ id: hotelBookings.id });
  await db.insert(bookingStatusHistory).values([
    { bookingKind: 'hotel', bookingId: booking!.id, fromStatus: null, toStatus: 'Pending', changedBy: o.guestId },
    { bookingKind: 'hotel', bookingId: booking!.id, fromStatus: 'Pending', toStatus: 'Confirmed', note: 'Paid online' },
  ]);
}
