// Demo bookings of the demo guest for the demo owners' hotel and cab and for two tours, with the money that
// moved for them, so the dashboard, the booking tables, the payments ledger and the earnings have something
// to show: paid, paid in part (the cab's advance), refunded, a failed attempt, a hold that ran out, and a
// stay paid last month. Rows are written as the API would leave them (prices from the contract's rules).
import { randomBytes } from 'node:crypto';
import { DEFAULT_POLICIES } from '@raahi/contract/rules/cancellation';
import { addDays, instantOfIndianTime } from '@raahi/contract/rules/dates';
import { HOLD_EXPIRED_NOTE } from '@raahi/contract/rules/payments';
import { priceCab, priceHotel, priceTour, type Breakdown } from '@raahi/contract/rules/pricing';
import { eq, inArray } from 'drizzle-orm';
import { priceColumns } from '../../modules/bookings/index.ts';
import type { Db } from '../client.ts';
import {
  bookingStatusHistory,
  cabBookings,
  cabs,
  hotelBookings,
  hotels,
  payments,
  refunds,
  tourBookings,
  tours,
  type BookingKind,
  type BookingStatus,
} from '../schema.ts';

const DAY_MS = 86_400_000;
const gatewayId = (prefix: string) => `${prefix}_demo${randomBytes(7).toString('hex')}`;
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

export type Step = { to: BookingStatus; note: string; at: Date; by: string | null };
export type Money = {
  /** what was paid (captured), by which method, when */
  paid?: { amount: number; method: 'upi' | 'card' | 'netbanking'; at: Date };
  /** a refund of the whole payment */
  refunded?: { at: Date; reason: string };
  /** a failed attempt before (or instead of) paying */
  failed?: { amount: number; method: 'upi' | 'card' | 'netbanking'; at: Date; error: string };
};

export async function recordMoney(db: Db, kind: BookingKind, bookingId: string, userId: string, m: Money) {
  if (m.failed)
    await db.insert(payments).values({
      bookingKind: kind,
      bookingId,
      userId,
      orderId: gatewayId('order'),
      amount: m.failed.amount,
      status: 'failed',
      gatewayPaymentId: gatewayId('pay'),
      method: m.failed.method,
      error: m.failed.error,
      createdAt: m.failed.at,
      updatedAt: m.failed.at,
    });
  if (!m.paid) return;
  const [payment] = await db
    .insert(payments)
    .values({
      bookingKind: kind,
      bookingId,
      userId,
      orderId: gatewayId('order'),
      amount: m.paid.amount,
      status: 'captured',
      gatewayPaymentId: gatewayId('pay'),
      method: m.paid.method,
      capturedAt: m.paid.at,
      createdAt: m.paid.at,
      updatedAt: m.paid.at,
    })
    .returning({ id: payments.id });
  if (m.refunded)
    await db.insert(refunds).values({
      paymentId: payment!.id,
      bookingKind: kind,
      bookingId,
      amount: m.paid.amount,
      status: 'processed',
      gatewayRefundId: gatewayId('rfnd'),
      reason: m.refunded.reason,
      key: `cancel:${bookingId}`,
      processedAt: m.refunded.at,
      createdAt: m.refunded.at,
    });
}

/** The money columns of a booking in its final state. */
export function moneyState(kind: BookingKind, price: Breakdown, m: Money, holdExpiresAt: Date | null) {
  const paid = m.paid?.amount ?? 0;
  return {
    ...priceColumns(price),
    paidAmount: paid,
    refundedAmount: m.refunded ? paid : 0,
    refundStatus: m.refunded ? ('processed' as const) : ('none' as const),
    holdExpiresAt,
    cancellationPolicy: DEFAULT_POLICIES[kind],
  };
}

export async function recordHistory(db: Db, kind: BookingKind, bookingId: string, created: Date, userId: string, steps: Step[]) {
  let from: BookingStatus | null = null;
  const rows = [{ to: 'Pending' as BookingStatus, note: 'Booked', at: created, by: userId }, ...steps].map((s) => {
    const row = { bookingKind: kind, bookingId, fromStatus: from, toStatus: s.to, changedBy: s.by, note: s.note, changedAt: s.at };
    from = s.to;
    return row;
  });
  await db.insert(bookingStatusHistory).values(rows);
}

export async function seedBookings(
  db: Db,
  today: string,
  ids: { guestId: string; hotelId: string; cabId: string; tourIds: string[] },
  now = new Date(),
) {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const [hotel] = await db.select({ price: hotels.price }).from(hotels).where(eq(hotels.id, ids.hotelId));
  const [cab] = await db.select({ price: cabs.discountedPrice, advance: cabs.advancePercent }).from(cabs).where(eq(cabs.id, ids.cabId));
  const tourRows = await db.select({ id: tours.id, price: tours.price }).from(tours).where(inArray(tours.id, ids.tourIds));
  const tourPrices = ids.tourIds.map((id) => tourRows.find((t) => t.id === id)!);
  const g = ids.guestId;
  const stay = (rooms: number, nights: number) =>
    priceHotel({ price: hotel!.price, rooms, nights, mealPlan: 'breakfast', insurance: false, donation: false });

  // hotel: a stay paid last month and taken, one paid now for next month, one cancelled and refunded
  const hotelStays = [
    { created: ago(38), checkIn: addDays(today, -30), nights: 2, rooms: 1, status: 'Confirmed' as const, method: 'card' as const },
    { created: ago(3), checkIn: addDays(today, 21), nights: 3, rooms: 2, status: 'Confirmed' as const, method: 'upi' as const },
    { created: ago(6), checkIn: addDays(today, 12), nights: 1, rooms: 1, status: 'Cancelled' as const, method: 'netbanking' as const },
  ];
  for (const s of hotelStays) {
    const price = stay(s.rooms, s.nights);
    const paidAt = new Date(s.created.getTime() + 4 * 60_000);
    const refunded = s.status === 'Cancelled' ? { at: ago(2), reason: 'Cancelled by the guest' } : undefined;
    const money: Money = { paid: { amount: price.total, method: s.method, at: paidAt }, refunded };
    const [row] = await db
      .insert(hotelBookings)
      .values({
        userId: g,
        hotelId: ids.hotelId,
        roomCount: s.rooms,
        checkInDate: s.checkIn,
        checkOutDate: addDays(s.checkIn, s.nights),
        guests: 2 * s.rooms,
        mealPlan: 'breakfast',
        mealsAmount: price.meals,
        status: s.status,
        ...moneyState('hotel', price, money, null),
        createdAt: s.created,
        updatedAt: refunded?.at ?? paidAt,
      })
      .returning({ id: hotelBookings.id });
    await recordMoney(db, 'hotel', row!.id, g, money);
    const steps: Step[] = [{ to: 'Confirmed', note: `Paid ${rupees(price.total)} by ${s.method}`, at: paidAt, by: g }];
    if (refunded)
      steps.push({ to: 'Cancelled', note: `Cancelled by the guest; refund of ${rupees(price.total)} started`, at: refunded.at, by: g });
    await recordHistory(db, 'hotel', row!.id, s.created, g, steps);
  }

  // cab: the advance paid now (after a failed UPI attempt), the rest due to the driver
  const trip = priceCab({ discountedPrice: cab!.price, paymentChoice: 'half', advancePercent: cab!.advance });
  const tripCreated = ago(1);
  const advanceAt = new Date(tripCreated.getTime() + 6 * 60_000);
  const tripMoney: Money = {
    failed: { amount: trip.payNow, method: 'upi', at: new Date(tripCreated.getTime() + 2 * 60_000), error: 'Payment failed' },
    paid: { amount: trip.payNow, method: 'upi', at: advanceAt },
  };
  const pickup = instantOfIndianTime(`${addDays(today, 9)}T07:30`);
  const [cabRow] = await db
    .insert(cabBookings)
    .values({
      userId: g,
      cabId: ids.cabId,
      pickupLocation: 'Connaught Place, New Delhi',
      dropoffLocation: 'Agra Fort, Agra',
      pickupTime: pickup,
      dropoffTime: new Date(pickup.getTime() + 4 * 3_600_000),
      paymentChoice: 'half',
      status: 'Confirmed',
      ...moneyState('cab', trip, tripMoney, null),
      createdAt: tripCreated,
      updatedAt: advanceAt,
    })
    .returning({ id: cabBookings.id });
  await recordMoney(db, 'cab', cabRow!.id, g, tripMoney);
  await recordHistory(db, 'cab', cabRow!.id, tripCreated, g, [
    { to: 'Confirmed', note: `Paid ${rupees(trip.payNow)} by UPI (advance; ${rupees(trip.payLater)} to the driver)`, at: advanceAt, by: g },
  ]);

  // tours: one paid, one whose hold ran out unpaid
  const [paidTour, lapsedTour] = tourPrices;
  const tourBookingsToSeed = [
    { tour: paidTour!, persons: 2, created: ago(9), date: addDays(today, 40), paid: true },
    { tour: lapsedTour ?? paidTour!, persons: 1, created: ago(2, 5), date: addDays(today, 25), paid: false },
  ];
  for (const s of tourBookingsToSeed) {
    const price = priceTour({ price: s.tour.price, persons: s.persons });
    const paidAt = new Date(s.created.getTime() + 3 * 60_000);
    const expiredAt = new Date(s.created.getTime() + 15 * 60_000);
    const money: Money = s.paid ? { paid: { amount: price.total, method: 'card', at: paidAt } } : {};
    const [row] = await db
      .insert(tourBookings)
      .values({
        userId: g,
        tourId: s.tour.id,
        bookingDate: s.date,
        persons: s.persons,
        status: s.paid ? 'Confirmed' : 'Cancelled',
        ...moneyState('tour', price, money, s.paid ? null : expiredAt),
        createdAt: s.created,
        updatedAt: s.paid ? paidAt : expiredAt,
      })
      .returning({ id: tourBookings.id });
    await recordMoney(db, 'tour', row!.id, g, money);
    await recordHistory(db, 'tour', row!.id, s.created, g, [
      s.paid
        ? { to: 'Confirmed', note: `Paid ${rupees(price.total)} by card`, at: paidAt, by: g }
        : { to: 'Cancelled', note: HOLD_EXPIRED_NOTE, at: expiredAt, by: null },
    ]);
  }
}
