// Which room type and rate plan a booking takes, and its price night by night: the ones it names, else the
// hotel's default room type (its first, in the owner's order) under the plan with the meal plan it asks for
// (the spec's `mealPlan`), else the first plan selling that room. Refused, with the reason a guest reads,
// when the stay cannot be sold so (rules/sellability.ts); the rooms left are counted per room type and night.
import type { MealPlan } from '@raahi/contract/rules/pricing';
import { RATE_MEAL_PLAN_OF } from '@raahi/contract/rules/rates';
import { refusalWords, stayDates, stayRefusal } from '@raahi/contract/rules/sellability';
import { todayInIndia } from '@raahi/contract/rules/dates';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { RatePlanRow, RoomTypeRow } from './rooms.wire.ts';
import { loadHotelNights, type HotelNights } from './hotel-nights.ts';

export type StayAskFor = {
  checkIn: string;
  checkOut: string;
  rooms: number;
  roomTypeId?: string | null;
  ratePlanId?: string | null;
  mealPlan: MealPlan;
};
/** The booking being moved (a reschedule): the rooms it holds of each type are not counted against it. */
export type Moving = { checkIn: string; checkOut: string; taken: Record<string, number> } | undefined;

export type StayChoice = {
  roomType: RoomTypeRow;
  plan: RatePlanRow;
  /** paise a room, night by night */
  nights: { date: string; price: number }[];
  /** the meal plan the booking is of: the plan's when it includes meals, else the one asked for (an add-on) */
  mealPlan: MealPlan;
  /** whether the meals are in the nightly price (no add-on) */
  mealsIncluded: boolean;
  /** rooms of the type free on every night of the stay (the booking counts them against what it takes) */
  roomsLeft: number;
};

export const MEALS_OF: Record<RatePlanRow['mealPlan'], MealPlan> = { EP: 'none', CP: 'breakfast', MAP: 'half-board', AP: 'full-board' };

/**
 * The room type and plan a room is sold as: the ones named, else the hotel's default room type under the plan
 * of the meal plan asked for, else its room-only plan, else its first. A booking being moved keeps its room
 * type and plan even once they are archived.
 */
export function pickRoomAndPlan(
  h: HotelNights,
  ask: Pick<StayAskFor, 'roomTypeId' | 'ratePlanId' | 'mealPlan'>,
  moving?: Moving,
): { roomType: RoomTypeRow; plan: RatePlanRow } {
  const usable = (r: { id: string; archivedAt: Date | null }, id: string | null | undefined) => !r.archivedAt || (moving && r.id === id);
  const roomType = ask.roomTypeId
    ? h.roomTypes.find((t) => t.id === ask.roomTypeId && usable(t, ask.roomTypeId))
    : h.roomTypes.find((t) => !t.archivedAt);
  if (!roomType) throw badRequest('Choose a room type of this hotel.', { roomTypeId: 'Not a room type of this hotel.' });
  const selling = h.plans.filter((p) => p.prices.has(roomType.id) && usable(p.plan, ask.ratePlanId));
  const named = ask.ratePlanId ? selling.find((p) => p.plan.id === ask.ratePlanId) : undefined;
  if (ask.ratePlanId && !named) throw badRequest('Choose a rate plan of this room.', { ratePlanId: 'Not a plan of this room type.' });
  const live = selling.filter((p) => !p.plan.archivedAt);
  const chosen =
    named ??
    (ask.mealPlan !== 'none' ? live.find((p) => p.plan.mealPlan === RATE_MEAL_PLAN_OF[ask.mealPlan]) : undefined) ??
    live.find((p) => p.plan.mealPlan === 'EP') ??
    live[0];
  if (!chosen) throw conflict('This room is not on sale.', 'not_sellable');
  return { roomType, plan: chosen.plan };
}

/** Rooms of a type free on every night of a stay, the moved booking's own given back. */
export function roomsLeftFor(h: HotelNights, roomTypeId: string, checkIn: string, checkOut: string, moving?: Moving): number {
  const freed = (night: string) => (moving && moving.checkIn <= night && night < moving.checkOut ? (moving.taken[roomTypeId] ?? 0) : 0);
  return Math.min(
    ...stayDates(checkIn, checkOut).map((d) => {
      const n = h.roomNight(roomTypeId, d);
      return n.stopSell ? 0 : Math.max(0, n.rooms - n.taken - n.blocked + freed(d));
    }),
  );
}

/** 409 with the reason a guest reads when the plan's restrictions refuse the stay (rules/sellability.ts). */
export function refuseUnsellable(
  h: HotelNights,
  plan: RatePlanRow,
  roomType: RoomTypeRow,
  checkIn: string,
  checkOut: string,
  rooms: number,
) {
  const cells = stayDates(checkIn, checkOut).map((d) => h.rateNight(plan.id, roomType.id, d));
  // the restrictions; the rooms left are the booking's to count, in the words bookings always used
  const refusal = stayRefusal({
    stay: { checkin: checkIn, checkout: checkOut, today: todayInIndia() },
    plan,
    cells,
    departure: h.rateNight(plan.id, roomType.id, checkOut),
    roomsLeft: Infinity,
    roomsNeeded: rooms,
  });
  if (refusal) throw conflict(`${refusalWords(refusal)}.`, 'not_sellable');
  return cells;
}

export async function chooseStay(db: Db, hotelId: string, ask: StayAskFor, moving?: Moving): Promise<StayChoice> {
  const h = await loadHotelNights(db, hotelId, ask.checkIn, ask.checkOut);
  const { roomType, plan } = pickRoomAndPlan(h, ask, moving);
  const roomsLeft = roomsLeftFor(h, roomType.id, ask.checkIn, ask.checkOut, moving);
  const cells = refuseUnsellable(h, plan, roomType, ask.checkIn, ask.checkOut, ask.rooms);
  const mealsIncluded = plan.mealPlan !== 'EP';
  return {
    roomType,
    plan,
    nights: stayDates(ask.checkIn, ask.checkOut).map((date, i) => ({ date, price: cells[i]!.price })),
    mealPlan: mealsIncluded ? MEALS_OF[plan.mealPlan] : ask.mealPlan,
    mealsIncluded,
    roomsLeft,
  };
}
