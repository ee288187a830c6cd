// The hotel's part of the booking routine: a stay of some rooms, counted night by night.
import type { hotelBookingInput } from '@raahi/contract/bookings';
import { stayMovedTo, stayOf, stayProblem, type Stay } from '@raahi/contract/rules/booking-dates';
import { priceHotel, type MealPlan } from '@raahi/contract/rules/pricing';
import type * as z from 'zod/mini';
import { badRequest } from '../../lib/errors.ts';
import { toWireHotelBooking } from '../../wire/booking.ts';
import { createBooking, refuseDates, type CreateKindBooking, type KindPart } from './booking-routine.ts';
import {
  findHotelBooking,
  insertHotelBooking,
  lockHotel,
  roomsTaken,
  updateHotelDates,
  type HotelBookingRow,
  type HotelListing,
} from './bookings.repo.ts';
import { assertRoomsLeft } from './capacity.ts';

/** What a hotel booking holds: some rooms for a stay. */
type Rooms = Stay & { rooms: number };

export const hotelPart: KindPart<HotelListing, Rooms, HotelBookingRow> = {
  kind: 'hotel',
  noun: 'Hotel',
  lock: lockHotel,
  async reserve(tx, hotel, s, moving) {
    assertRoomsLeft(hotel.rooms, await roomsTaken(tx, hotel.id, s.checkIn, s.checkOut, moving), s.rooms);
  },
  holds: (s) => s.rooms * s.nights,
  find: findHotelBooking,
  wire: toWireHotelBooking,
  held: ({ b }) => ({ id: b.id, listingId: b.hotelId, slot: { ...stayOf(b.checkInDate, b.checkOutDate), rooms: b.roomCount } }),
  requested(row, body) {
    if (!body.date) throw badRequest('Choose the new check-in date.', { date: 'This field is required.' });
    const held = hotelPart.held(row).slot;
    const stay = stayMovedTo(held, body.date);
    refuseDates(stayProblem(stay));
    return { ...stay, rooms: held.rooms };
  },
  sameSlot: (a, b) => a.checkIn === b.checkIn,
  price: (hotel, { b }, s, discount) =>
    hotelPrice(
      hotel,
      { roomCount: s.rooms, mealPlan: b.mealPlan as MealPlan, insurance: b.insurance, donation: b.donation },
      s.nights,
    )(discount),
  move: (tx, id, s) => updateHotelDates(tx, id, s.checkIn, s.checkOut),
  moveNote: (from, to) => `Rescheduled from ${from.checkIn}–${from.checkOut} to ${to.checkIn}–${to.checkOut}`,
};

type Input = z.output<typeof hotelBookingInput>;

type Choices = Pick<Input, 'roomCount' | 'mealPlan' | 'insurance' | 'donation'>;

/** The stay's price with a discount, from the hotel's tariff. */
export const hotelPrice = (hotel: Pick<HotelListing, 'price'>, input: Choices, nights: number) => (discount: number) =>
  priceHotel({
    price: hotel.price,
    rooms: input.roomCount,
    nights,
    mealPlan: input.mealPlan,
    insurance: input.insurance,
    donation: input.donation,
    discount,
  });

/** The stay an input asks for (today → tomorrow by default); 400 when it is not bookable. */
export function requestedStay(input: Pick<Input, 'checkInDate' | 'checkOutDate'>) {
  const stay = stayOf(input.checkInDate, input.checkOutDate);
  refuseDates(stayProblem(stay));
  return stay;
}

export const createHotelBooking: CreateKindBooking<Input, HotelBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const stay = requestedStay(input);
  const slot = { ...stay, rooms: input.roomCount };
  const charging = {
    price: (hotel: HotelListing) => hotelPrice(hotel, input, stay.nights),
    code: input.couponCode,
    nights: stay.nights,
    holding,
  };
  return createBooking(
    db,
    hotelPart,
    { guest, listingId: input.hotel, slot, idempotencyKey },
    charging,
    async (tx, hotel, { charge, columns }) => {
      const b = await insertHotelBooking(tx, {
        userId: guest.id,
        hotelId: hotel.id,
        roomCount: input.roomCount,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        guests: input.guests ?? 2 * input.roomCount,
        mealPlan: input.mealPlan,
        insurance: input.insurance,
        donation: input.donation,
        guestName: input.guestName ?? '',
        mobile: input.mobile ?? '',
        gstNumber: (input.gstNumber ?? '').toUpperCase(),
        gstLegalName: input.gstNumber ? (input.gstLegalName ?? '') : '',
        state: input.state ?? '',
        ...columns,
        mealsAmount: charge.breakdown.meals,
        insuranceAmount: charge.breakdown.insurance,
        donationAmount: charge.breakdown.donation,
        idempotencyKey: idempotencyKey ?? null,
      });
      return {
        b,
        u: guest,
        h: {
          id: hotel.id,
          name: hotel.name,
          location: hotel.location,
          imageUrl: hotel.imageUrl,
          ownerId: hotel.ownerId,
          checkInTime: hotel.checkInTime,
        },
      };
    },
  );
};
