// The room and plan the review page sells: the ones the guest picked on the hotel's page, else the hotel's
// default room (its first) under the plan of an older link's meal plan, else room only, else its first plan,
// as the server chooses them for a booking that names none (modules/rooms/stay-choice.ts).
import type { RoomChoice, StayOffer } from '@raahi/contract/rooms';
import { RATE_MEAL_PLAN_OF } from '@raahi/contract/rules/rates';
import { useStayRooms } from '../api/get-stay-rooms.ts';
import { stayRoomsAsk, type Choices } from './use-booking-choices.ts';
import { partyRooms } from './party-rooms.ts';

export type ChosenRoom = { room: RoomChoice; offer: StayOffer };

export function chosenRoom(rooms: RoomChoice[] | undefined, c: Pick<Choices, 'roomType' | 'plan' | 'meal'>): ChosenRoom | null {
  const room = rooms?.find((r) => r.roomType._id === c.roomType) ?? rooms?.[0];
  if (!room) return null;
  const byMeal = c.meal !== 'none' ? room.plans.find((p) => p.ratePlan.mealPlan === RATE_MEAL_PLAN_OF[c.meal]) : undefined;
  const offer =
    room.plans.find((p) => p.ratePlan._id === c.plan) ?? byMeal ?? room.plans.find((p) => p.ratePlan.mealPlan === 'EP') ?? room.plans[0];
  return offer ? { room, offer } : null;
}

/**
 * The hotel's rooms for the stay chosen (none while the dates cannot be booked) and the one sold; for a party
 * room by room, `party`: each room the answer proposes (null when no combination fits, undefined while loading).
 */
export function useChosenRoom(hotelId: string, c: Choices, dateError: string) {
  const rooms = useStayRooms(hotelId, dateError ? null : stayRoomsAsk(c));
  // a party room by room books what the answer proposes; rooms alike, the one room type chosen
  if (c.occupancy) return { rooms, chosen: null, party: rooms.data && partyRooms(rooms.data, c.occupancy, c) };
  return { rooms, chosen: chosenRoom(rooms.data, c), party: undefined };
}
