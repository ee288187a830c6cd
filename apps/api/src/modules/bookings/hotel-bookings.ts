// The hotel's part of the booking routine: a stay of some rooms of one room type under one rate plan,
// counted and priced night by night (modules/rooms/stay-choice.ts).
import type { hotelBookingInput } from '@raahi/contract/bookings';
import { stayMovedTo, stayOf, stayProblem, type Stay } from '@raahi/contract/rules/booking-dates';
import { priceHotelNights, type MealPlan } from '@raahi/contract/rules/pricing';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { toWireHotelBooking } from './booking.wire.ts';
import { chooseStay, type StayChoice } from '../rooms/index.ts';
import { assertRoomsLeft } from './capacity.ts';
import { createBooking, refuseDates, type CreateKindBooking, type KindPart } from './booking-routine.ts';
import {
  findHotelBooking,
  insertHotelBooking,
  lockHotel,
  updateHotelDates,
  type HotelBookingRow,
  type HotelListing,
} from './bookings.repo.ts';

/**
 * What a hotel booking holds: some rooms for a stay, of a room type under a plan (the default ones when not
 * named). `chosen` is what the capacity check settled (room type, plan, each night's price), priced after it.
 */
type Rooms = Stay & {
  rooms: number;
  roomTypeId?: string | null;
  ratePlanId?: string | null;
  mealPlan: MealPlan;
  chosen?: StayChoice;
};

const settled = (s: Rooms): StayChoice => {
  if (!s.chosen) throw new Error('a hotel stay is priced after its rooms are counted');
  return s.chosen;
};

export const hotelPart: KindPart<HotelListing, Rooms, HotelBookingRow> = {
  kind: 'hotel',
  noun: 'Hotel',
  lock: lockHotel,
  async reserve(tx, hotel, s, moving) {
    const m = moving ? await findHotelBooking(tx, moving) : undefined;
    const held = m && m.b.status !== 'Cancelled' ? m.b : undefined;
    s.chosen = await chooseStay(
      tx,
      hotel.id,
      {
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        rooms: s.rooms,
        roomTypeId: s.roomTypeId,
        ratePlanId: s.ratePlanId,
        mealPlan: s.mealPlan,
      },
      held && { checkIn: held.checkInDate, checkOut: held.checkOutDate, rooms: held.roomCount, roomTypeId: held.roomTypeId },
    );
    assertRoomsLeft(s.chosen.roomsLeft, 0, s.rooms);
  },
  policy: (_hotel, s) => settled(s).plan.cancellationPolicy,
  holds: (s) => s.rooms * s.nights,
  find: findHotelBooking,
  wire: toWireHotelBooking,
  held: ({ b }) => ({
    id: b.id,
    listingId: b.hotelId,
    slot: {
      ...stayOf(b.checkInDate, b.checkOutDate),
      rooms: b.roomCount,
      roomTypeId: b.roomTypeId,
      ratePlanId: b.ratePlanId,
      mealPlan: b.mealPlan as MealPlan,
    },
  }),
  requested(row, body) {
    if (!body.date) throw badRequest('Choose the new check-in date.', { date: 'This field is required.' });
    const held = hotelPart.held(row).slot;
    const stay = stayMovedTo(held, body.date);
    refuseDates(stayProblem(stay));
    return { ...held, ...stay, chosen: undefined };
  },
  sameSlot: (a, b) => a.checkIn === b.checkIn,
  // a reschedule prices the new nights at the rates in force now
  price: (_hotel, { b }, s, discount) =>
    stayPrice(settled(s), { roomCount: s.rooms, insurance: b.insurance, donation: b.donation })(discount),
  move: (tx, id, s) => updateHotelDates(tx, id, s.checkIn, s.checkOut, s.chosen?.nights),
  moveNote: (from, to) => `Rescheduled from ${from.checkIn}–${from.checkOut} to ${to.checkIn}–${to.checkOut}`,
};

type Input = z.output<typeof hotelBookingInput>;

/** The stay's price with a discount, night by night at the chosen plan's prices (meals an add-on only when the plan has none). */
export const stayPrice = (c: StayChoice, input: Pick<Input, 'roomCount' | 'insurance' | 'donation'>) => (discount: number) =>
  priceHotelNights({
    nightPrices: c.nights.map((n) => n.price),
    rooms: input.roomCount,
    mealPlan: c.mealsIncluded ? 'none' : c.mealPlan,
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

/** What a quote prices: the room and plan a create would take now, unlocked. */
export const quotedStay = (db: Db, hotelId: string, input: Input, stay: Stay) =>
  chooseStay(db, hotelId, {
    ...stay,
    rooms: input.roomCount,
    roomTypeId: input.roomTypeId,
    ratePlanId: input.ratePlanId,
    mealPlan: input.mealPlan,
  });

export const createHotelBooking: CreateKindBooking<Input, HotelBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const stay = requestedStay(input);
  const slot: Rooms = {
    ...stay,
    rooms: input.roomCount,
    roomTypeId: input.roomTypeId,
    ratePlanId: input.ratePlanId,
    mealPlan: input.mealPlan,
  };
  const charging = {
    price: () => stayPrice(settled(slot), input),
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
      const chosen = settled(slot);
      const b = await insertHotelBooking(tx, {
        userId: guest.id,
        hotelId: hotel.id,
        roomCount: input.roomCount,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        guests: input.guests ?? 2 * input.roomCount,
        mealPlan: chosen.mealPlan,
        insurance: input.insurance,
        donation: input.donation,
        guestName: input.guestName ?? '',
        mobile: input.mobile ?? '',
        gstNumber: (input.gstNumber ?? '').toUpperCase(),
        gstLegalName: input.gstNumber ? (input.gstLegalName ?? '') : '',
        state: input.state ?? '',
        roomTypeId: chosen.roomType.id,
        ratePlanId: chosen.plan.id,
        nightPrices: chosen.nights,
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
        rt: { id: chosen.roomType.id, name: chosen.roomType.name },
        rp: { id: chosen.plan.id, name: chosen.plan.name },
      };
    },
  );
};
