import { MAX_NIGHTS, priceHotel, type hotelBookingInput } from '@raahi/contract/bookings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { addDays, daysBetween, todayInIndia } from '@raahi/contract/rules/dates';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import {
  insertHistory,
  insertHotelBooking,
  lockBookingStatus,
  lockHotel,
  roomsTaken,
  updateHotelDates,
  type Guest,
  type HotelBookingRow,
  type Tx,
} from './bookings.repo.ts';
import { assertRoomsLeft } from './capacity.ts';
import { createOnce, type Created } from './idempotency.ts';

type Input = z.output<typeof hotelBookingInput>;

/** Check-in today or later (Indian time), check-out after it, at most MAX_NIGHTS nights. */
export function stayDates(checkIn: string | undefined, checkOut: string | undefined, today = todayInIndia()) {
  const from = checkIn ?? (checkOut && checkOut <= today ? addDays(checkOut, -1) : today);
  const to = checkOut ?? addDays(from, 1);
  if (from < today) throw badRequest('Check-in cannot be in the past.', { checkInDate: 'Check-in cannot be in the past.' });
  if (to <= from) throw badRequest('Check-out must be after check-in.', { checkOutDate: 'Check-out must be after check-in.' });
  const nights = daysBetween(from, to);
  if (nights > MAX_NIGHTS)
    throw badRequest(`A stay can be at most ${MAX_NIGHTS} nights.`, { checkOutDate: `At most ${MAX_NIGHTS} nights.` });
  return { checkIn: from, checkOut: to, nights };
}

export async function createHotelBooking(db: Db, guest: Guest, input: Input, key?: string): Promise<Created<HotelBookingRow>> {
  const userId = guest.id;
  if (!isId(input.hotel)) throw notFound('Hotel');
  const stay = stayDates(input.checkInDate, input.checkOutDate);
  return createOnce(db, 'hotel', userId, key, async (tx, prior) => {
    const hotel = await lockHotel(tx, input.hotel);
    if (!hotel) throw notFound('Hotel');
    const replay = await prior(tx);
    if (replay) return replay;
    if (hotel.archivedAt) throw conflict('This hotel is no longer taking bookings.', 'unavailable');
    assertRoomsLeft(hotel.rooms, await roomsTaken(tx, hotel.id, stay.checkIn, stay.checkOut), input.roomCount);
    const price = priceHotel({
      price: hotel.price,
      taxes: hotel.taxes,
      rooms: input.roomCount,
      nights: stay.nights,
      mealPlan: input.mealPlan,
      insurance: input.insurance,
      donation: input.donation,
    });
    const b = await insertHotelBooking(tx, {
      userId,
      hotelId: hotel.id,
      roomCount: input.roomCount,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      guests: input.guests ?? 2 * input.roomCount,
      mealPlan: input.mealPlan,
      insurance: input.insurance,
      donation: input.donation,
      baseAmount: price.base,
      taxesAmount: price.taxes,
      addOnsAmount: price.addOns,
      totalAmount: price.total,
      idempotencyKey: key ?? null,
    });
    await insertHistory(tx, { kind: 'hotel', bookingId: b.id, from: null, to: 'Pending', by: userId, note: 'Booked' });
    return {
      id: b.id,
      replay: false,
      row: {
        b,
        u: guest,
        h: { id: hotel.id, name: hotel.name, location: hotel.location, imageUrl: hotel.imageUrl, ownerId: hotel.ownerId },
      },
    };
  });
}

/** Moves the stay to a new check-in, keeping its length (and so its price). */
export async function rescheduleHotelBooking(db: Db, booking: HotelBookingRow, newCheckIn: string | undefined, by: string) {
  if (!newCheckIn) throw badRequest('Choose the new check-in date.', { date: 'This field is required.' });
  const nights = daysBetween(booking.b.checkInDate, booking.b.checkOutDate);
  const stay = stayDates(newCheckIn, addDays(newCheckIn, nights));
  if (stay.checkIn === booking.b.checkInDate) return;
  await db.transaction(async (tx: Tx) => {
    const hotel = await lockHotel(tx, booking.b.hotelId);
    const status = await lockBookingStatus(tx, 'hotel', booking.b.id);
    if (!hotel || !status) throw notFound('Booking');
    if (status === 'Cancelled') throw conflict('A cancelled booking cannot be rescheduled.', 'stale_state');
    if (hotel.archivedAt) throw conflict('This hotel is no longer taking bookings.', 'unavailable');
    assertRoomsLeft(hotel.rooms, await roomsTaken(tx, hotel.id, stay.checkIn, stay.checkOut, booking.b.id), booking.b.roomCount);
    await updateHotelDates(tx, booking.b.id, stay.checkIn, stay.checkOut);
    const note = `Rescheduled from ${booking.b.checkInDate}–${booking.b.checkOutDate} to ${stay.checkIn}–${stay.checkOut}`;
    await insertHistory(tx, { kind: 'hotel', bookingId: booking.b.id, from: status, to: status, by, note });
  });
}
