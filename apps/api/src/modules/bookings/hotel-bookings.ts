// The hotel's part of the booking routine: a stay of some rooms of one room type under one rate plan,
// counted and priced night by night (modules/rooms/stay-choice.ts), or of rooms named one by one, each of its
// own type and plan, priced for its guests (modules/rooms/stay-rooms.ts).
import type { hotelBookingInput } from '@raahi/contract/bookings';
import { stayMovedTo, stayOf, stayProblem, type Stay } from '@raahi/contract/rules/booking-dates';
import { priceHotelNights, priceHotelRooms, type MealPlan } from '@raahi/contract/rules/pricing';
import type * as z from 'zod/mini';
import type { CancellationPolicy, PolicyPart } from '@raahi/contract/rules/cancellation';
import type { Db } from '../../db/client.ts';
import { policyOf } from './booking-money.ts';
import { roomParts } from './room-terms.ts';
import { badRequest } from '../../lib/errors.ts';
import { toWireHotelBooking } from './booking.wire.ts';
import { chooseRooms, chooseStay, type Moving, type RoomAsk, type RoomsChoice, type StayChoice } from '../rooms/index.ts';
import type { BookedRoom } from '../../db/schema.ts';
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
  /** the rooms one by one, when named so */
  party?: RoomAsk[];
  /** a booked room's policy as sold, kept when the booking moves */
  sold?: (CancellationPolicy | undefined)[];
  chosen?: StayChoice | RoomsChoice;
};

const settled = (s: Rooms): StayChoice | RoomsChoice => {
  if (!s.chosen) throw new Error('a hotel stay is priced after its rooms are counted');
  return s.chosen;
};
const isRooms = (c: StayChoice | RoomsChoice): c is RoomsChoice => 'short' in c;

/** The rooms a held booking takes of each type (given back to it when it moves). */
function takenBy(b: HotelBookingRow['b']): Record<string, number> {
  const taken: Record<string, number> = {};
  if (b.rooms) for (const r of b.rooms) taken[r.roomTypeId] = (taken[r.roomTypeId] ?? 0) + 1;
  else if (b.roomTypeId) taken[b.roomTypeId] = b.roomCount;
  return taken;
}

/** A booking's rooms as stored, each with its guests, its nights and its plan's policy as sold (`sold`: kept ones). */
export const bookedRooms = (c: RoomsChoice, sold?: (CancellationPolicy | undefined)[]): BookedRoom[] =>
  c.rooms.map((r, i) => ({
    roomTypeId: r.roomType.id,
    roomTypeName: r.roomType.name,
    ratePlanId: r.plan.id,
    ratePlanName: r.plan.name,
    adults: r.guests.adults,
    childAges: r.guests.childAges,
    nightPrices: r.nights,
    cancellationPolicy: sold?.[i] ?? policyOf('hotel', r.plan.cancellationPolicy),
  }));

export const hotelPart: KindPart<HotelListing, Rooms, HotelBookingRow> = {
  kind: 'hotel',
  noun: 'Hotel',
  lock: lockHotel,
  async reserve(tx, hotel, s, moving) {
    const m = moving ? await findHotelBooking(tx, moving) : undefined;
    const held = m && m.b.status !== 'Cancelled' ? m.b : undefined;
    const away: Moving = held && { checkIn: held.checkInDate, checkOut: held.checkOutDate, taken: takenBy(held) };
    if (s.party) {
      const c = await chooseRooms(tx, hotel.id, { checkIn: s.checkIn, checkOut: s.checkOut, rooms: s.party, mealPlan: s.mealPlan }, away);
      s.chosen = c;
      if (c.short) assertRoomsLeft(c.short.left, 0, s.party.filter((_, i) => c.rooms[i]!.roomType.id === c.short!.roomType.id).length);
      return;
    }
    const c = await chooseStay(
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
      away,
    );
    s.chosen = c;
    assertRoomsLeft(c.roomsLeft, 0, s.rooms);
  },
  policy: (_hotel, s) => {
    const c = settled(s);
    return isRooms(c) ? c.rooms[0]!.plan.cancellationPolicy : c.plan.cancellationPolicy;
  },
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
      // a booking of rooms one by one moves with the same rooms, types, plans and guests
      ...(b.rooms && {
        party: b.rooms.map((r) => ({ roomTypeId: r.roomTypeId, ratePlanId: r.ratePlanId, adults: r.adults, childAges: r.childAges })),
        sold: b.rooms.map((r) => r.cancellationPolicy ?? b.cancellationPolicy ?? undefined),
      }),
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
  move: (tx, id, s) => {
    const c = s.chosen && isRooms(s.chosen) ? s.chosen : undefined;
    return c
      ? updateHotelDates(tx, id, s.checkIn, s.checkOut, c.rooms[0]!.nights, bookedRooms(c, s.sold))
      : updateHotelDates(tx, id, s.checkIn, s.checkOut, (s.chosen as StayChoice | undefined)?.nights);
  },
  moveNote: (from, to) => `Rescheduled from ${from.checkIn}–${from.checkOut} to ${to.checkIn}–${to.checkOut}`,
};

type Input = z.output<typeof hotelBookingInput>;

/**
 * The stay's price with a discount: rooms named one by one, each night at its price for the room's guests;
 * else night by night at the chosen plan's prices for `roomCount` rooms alike (meals an add-on only when the
 * plan has none).
 */
export const stayPrice = (c: StayChoice | RoomsChoice, input: Pick<Input, 'roomCount' | 'insurance' | 'donation'>) => (discount: number) =>
  isRooms(c)
    ? priceHotelRooms({
        rooms: c.rooms.map((r) => ({ nightPrices: r.nights.map((n) => n.price) })),
        mealPlan: c.mealsIncluded ? 'none' : c.mealPlan,
        insurance: input.insurance,
        donation: input.donation,
        discount,
      })
    : priceHotelNights({
        nightPrices: c.nights.map((n) => n.price),
        rooms: input.roomCount ?? 1,
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

/** What a quote prices: the rooms and plans a create would take now, unlocked (409 when too few are left). */
export async function quotedStay(db: Db, hotelId: string, input: Input, stay: Stay): Promise<StayChoice | RoomsChoice> {
  if (!input.rooms)
    return chooseStay(db, hotelId, {
      ...stay,
      rooms: input.roomCount ?? 1,
      roomTypeId: input.roomTypeId,
      ratePlanId: input.ratePlanId,
      mealPlan: input.mealPlan,
    });
  const c = await chooseRooms(db, hotelId, { ...stay, rooms: input.rooms, mealPlan: input.mealPlan });
  if (c.short) assertRoomsLeft(c.short.left, 0, c.rooms.filter((r) => r.roomType.id === c.short!.roomType.id).length);
  return c;
}

/** The cancellation policy a choice is sold under (rooms under different plans: the first room's, each room keeps its own). */
export const policyOfChoice = (c: StayChoice | RoomsChoice) => (isRooms(c) ? c.rooms[0]!.plan : c.plan).cancellationPolicy;

/** The rooms of a choice as parts under their plans' policies (none for rooms alike: one plan, one policy). */
export const partsOfChoice = (c: StayChoice | RoomsChoice): PolicyPart[] | undefined =>
  isRooms(c)
    ? roomParts(
        c.rooms.map((r) => ({ roomTypeName: r.roomType.name, nightPrices: r.nights, cancellationPolicy: r.plan.cancellationPolicy })),
        null,
      )
    : undefined;

export const createHotelBooking: CreateKindBooking<Input, HotelBookingRow> = async (db, guest, input, idempotencyKey, holding) => {
  const stay = requestedStay(input);
  const slot: Rooms = {
    ...stay,
    rooms: input.rooms?.length ?? input.roomCount ?? 1,
    roomTypeId: input.roomTypeId,
    ratePlanId: input.ratePlanId,
    mealPlan: input.mealPlan,
    party: input.rooms,
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
      const one = isRooms(chosen) ? chosen.rooms[0]! : { ...chosen, guests: undefined };
      const rooms = isRooms(chosen) ? bookedRooms(chosen) : null;
      const guests = rooms ? rooms.reduce((n, r) => n + r.adults + r.childAges.length, 0) : (input.guests ?? 2 * slot.rooms);
      const b = await insertHotelBooking(tx, {
        userId: guest.id,
        hotelId: hotel.id,
        roomCount: slot.rooms,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        guests,
        mealPlan: chosen.mealPlan,
        insurance: input.insurance,
        donation: input.donation,
        guestName: input.guestName ?? '',
        mobile: input.mobile ?? '',
        gstNumber: (input.gstNumber ?? '').toUpperCase(),
        gstLegalName: input.gstNumber ? (input.gstLegalName ?? '') : '',
        state: input.state ?? '',
        roomTypeId: one.roomType.id,
        ratePlanId: one.plan.id,
        nightPrices: one.nights,
        rooms,
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
        rt: { id: one.roomType.id, name: one.roomType.name },
        rp: { id: one.plan.id, name: one.plan.name },
      };
    },
  );
};
